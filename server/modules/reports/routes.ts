import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { AqiQuerySchema, AqiResultSchema, PollutionQuerySchema, PollutionResultSchema, ReportDownloadQuerySchema } from '../../../shared/contract/api/reports';
import { aqiReport } from './aqi-service';
import { downloadPeriodic, downloadPollution } from './download-service';
import { pollutionDays } from './pollution-service';

const tags = ['reports'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sendXlsx = (reply: FastifyReply, file: { name: string; bytes: Buffer }) =>
  reply
    .type(XLSX)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'no-store')
    .send(file.bytes);

/**
 * Reports over the rollups (spec /report group): the daily AQI (5005), good and polluted days
 * (5004) and the .xlsx downloads of the periodic reports (5006, 5001-5003, whose data is POST
 * /datahis/findDataHisByType) and of the good and polluted days. Downloads are GETs, reads the
 * browser can fetch like any file.
 */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/report/aqi',
    { config: { access: ROUTE_ACCESS.airQuality }, schema: { tags, querystring: AqiQuerySchema, response: { 200: Envelope(AqiResultSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await aqiReport(request.scope, request.query)),
  );

  app.get(
    '/report/pollutionDays',
    { config: { access: ROUTE_ACCESS.airQuality }, schema: { tags, querystring: PollutionQuerySchema, response: { 200: Envelope(PollutionResultSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await pollutionDays(request.scope, request.query)),
  );

  app.get(
    '/report/pollutionDays/download',
    { config: { access: ROUTE_ACCESS.airQuality }, schema: { tags, querystring: PollutionQuerySchema, produces: [XLSX] } },
    async (request, reply) => sendXlsx(reply, await downloadPollution(request.scope, request.query)),
  );

  app.get(
    '/report/download',
    { config: { access: ROUTE_ACCESS.historyReport }, schema: { tags, querystring: ReportDownloadQuerySchema, produces: [XLSX] } },
    async (request, reply) => sendXlsx(reply, await downloadPeriodic(request.scope, request.query)),
  );
};
