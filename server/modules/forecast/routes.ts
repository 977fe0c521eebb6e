import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { FORECAST_ENDPOINTS } from '../../../shared/contract/api/forecast';
import * as service from './service';
import { backtest } from './backtest';

/**
 * Tonight's dissolved oxygen (issue 35): GET /forecast/do, /forecast/do/backtest and
 * /forecast/do/ponds for any signed-in user, over the devices in their scope. Needs
 * app.database, app.ingest (the device registry) and the session plugin.
 */
export const forecastRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { doForecast, backtest: backtestEntry, ponds } = FORECAST_ENDPOINTS;
  app.get(
    doForecast.path,
    { config: { ...routeAccess(doForecast), readOnly: true }, schema: routeSchema(doForecast, { tags: ['forecast'] }) },
    async (request) => ok(request, await service.doForecast(request.scope, request.query)),
  );
  app.get(
    backtestEntry.path,
    { config: { ...routeAccess(backtestEntry), readOnly: true }, schema: routeSchema(backtestEntry, { tags: ['forecast'] }) },
    async (request) => ok(request, await backtest(request.scope, request.query)),
  );
  app.get(
    ponds.path,
    { config: { ...routeAccess(ponds), readOnly: true }, schema: routeSchema(ponds, { tags: ['forecast'] }) },
    async (request) => ok(request, await service.pondForecasts(request.scope)),
  );
};
