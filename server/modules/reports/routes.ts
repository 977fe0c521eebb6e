import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { createReadStream } from 'node:fs';
import {
  AqiQuerySchema,
  AqiResultSchema,
  PollutionQuerySchema,
  PollutionResultSchema,
  ReportDownloadQuerySchema,
  SiteExportIdSchema,
  SiteExportJobSchema,
  SiteReportBodySchema,
  SiteReportSchema,
} from '../../../shared/contract/api/reports';
import { aqiReport } from './aqi-service';
import { downloadPeriodic, downloadPollution } from './download-service';
import { pollutionDays } from './pollution-service';
import { siteReport } from './site-report';
import { siteExportFile, siteExportStatus, startSiteExport } from './site-export';

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

  // Site reports (issue 18, item 1): every device of a site over one period; the .xlsx is made in
  // the background device by device and fetched when done (site-export.ts).
  app.post(
    '/report/site',
    { config: { access: ROUTE_ACCESS.historyReport, readOnly: true }, schema: { tags, body: SiteReportBodySchema, response: { 200: Envelope(SiteReportSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await siteReport(request.scope, request.body)),
  );

  app.post(
    '/report/site/export',
    // Starting a file is not a change of the platform's data: no operation-log entry.
    { config: { access: ROUTE_ACCESS.historyReport, oplog: false }, schema: { tags, body: SiteReportBodySchema, response: { 200: Envelope(SiteExportJobSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await startSiteExport(request.scope, request.body)),
  );

  app.get(
    '/report/site/export/:id',
    { config: { access: ROUTE_ACCESS.historyReport }, schema: { tags, params: SiteExportIdSchema, response: { 200: Envelope(SiteExportJobSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, siteExportStatus(request.scope, request.params.id)),
  );

  app.get(
    '/report/site/export/:id/file',
    { config: { access: ROUTE_ACCESS.historyReport }, schema: { tags, params: SiteExportIdSchema, produces: [XLSX] } },
    async (request, reply) => {
      const { file, name } = siteExportFile(request.scope, request.params.id);
      return reply.type(XLSX).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(createReadStream(file));
    },
  );
};
