import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { WEATHER_ENDPOINTS } from '../../../shared/contract/api/weather';
import * as service from './service';

/**
 * POST /apiWeather (spec section 7; the home page and the big screens): current conditions from
 * the caller's own weather stations and a 7-day forecast from QWeather when QWEATHER_KEY is set.
 * Needs app.database and the session plugin.
 */
export const weatherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const entry = WEATHER_ENDPOINTS.weather;
  app.post(
    entry.path,
    { config: { ...routeAccess(entry), readOnly: true }, schema: routeSchema(entry, { tags: ['weather'] }) },
    async (request) => ok(request, await service.weather(request.scope, request.body)),
  );
};
