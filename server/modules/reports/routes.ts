import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { AqiQuerySchema, AqiResultSchema } from '../../../shared/contract/api/reports';
import { aqiReport } from './aqi-service';

const tags = ['reports'];

/** Reports over the rollups (spec /report group): the daily AQI (5005) so far. */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/report/aqi',
    { config: { access: ROUTE_ACCESS.airQuality }, schema: { tags, querystring: AqiQuerySchema, response: { 200: Envelope(AqiResultSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await aqiReport(request.scope, request.query)),
  );
};
