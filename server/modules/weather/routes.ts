import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { WeatherBodySchema, WeatherResultSchema } from '../../../shared/contract/api/weather';
import * as service from './service';

/**
 * POST /apiWeather (spec section 7; the home page and the big screens): current conditions from
 * the caller's own weather stations and a 7-day forecast from QWeather when QWEATHER_KEY is set.
 * Needs app.database and the session plugin.
 */
export const weatherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/apiWeather',
    {
      config: { access: ROUTE_ACCESS.weather, readOnly: true },
      schema: { tags: ['weather'], body: WeatherBodySchema, response: { 200: Envelope(WeatherResultSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.weather(request.scope, request.body)),
  );
};
