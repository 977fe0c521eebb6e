import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { createReadStream } from 'node:fs';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { XLSX_MEDIA_TYPE } from '../../../shared/contract/media-types';
import { REPORT_ENDPOINTS } from '../../../shared/contract/api/reports';
import { aqiReport } from './aqi-service';
import { downloadPeriodic, downloadPollution } from './download-service';
import { pollutionDays } from './pollution-service';
import { siteReport } from './site-report';
import { siteExportFile, siteExportStatus, startSiteExport } from './site-export';

const tags = ['reports'];
const sendXlsx = (reply: FastifyReply, file: { name: string; bytes: Buffer }) =>
  reply
    .type(XLSX_MEDIA_TYPE)
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
  const e = REPORT_ENDPOINTS;
  app.get(e.aqi.path, { config: routeAccess(e.aqi), schema: routeSchema(e.aqi, { tags }) }, async (request) => ok(request, await aqiReport(request.scope, request.query)));

  app.get(e.pollutionDays.path, { config: routeAccess(e.pollutionDays), schema: routeSchema(e.pollutionDays, { tags }) }, async (request) =>
    ok(request, await pollutionDays(request.scope, request.query)),
  );

  app.get(e.pollutionDaysDownload.path, { config: routeAccess(e.pollutionDaysDownload), schema: routeSchema(e.pollutionDaysDownload, { tags }) }, async (request, reply) =>
    sendXlsx(reply, await downloadPollution(request.scope, request.query)),
  );

  app.get(e.periodicDownload.path, { config: routeAccess(e.periodicDownload), schema: routeSchema(e.periodicDownload, { tags }) }, async (request, reply) =>
    sendXlsx(reply, await downloadPeriodic(request.scope, request.query)),
  );

  // Site reports (issue 18, item 1): every device of a site over one period; the .xlsx is made in
  // the background device by device and fetched when done (site-export.ts).
  app.post(e.site.path, { config: { ...routeAccess(e.site), readOnly: true }, schema: routeSchema(e.site, { tags }) }, async (request) =>
    ok(request, await siteReport(request.scope, request.body)),
  );

  app.post(
    e.siteExport.path,
    // Starting a file is not a change of the platform's data: no operation-log entry.
    { config: { ...routeAccess(e.siteExport), oplog: false }, schema: routeSchema(e.siteExport, { tags }) },
    async (request) => ok(request, await startSiteExport(request.scope, request.body)),
  );

  app.get(e.siteExportStatus.path, { config: routeAccess(e.siteExportStatus), schema: routeSchema(e.siteExportStatus, { tags }) }, async (request) =>
    ok(request, siteExportStatus(request.scope, request.params.id)),
  );

  app.get(e.siteExportFile.path, { config: routeAccess(e.siteExportFile), schema: routeSchema(e.siteExportFile, { tags }) }, async (request, reply) => {
    const { file, name } = siteExportFile(request.scope, request.params.id);
    return reply.type(XLSX_MEDIA_TYPE).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(createReadStream(file));
  });
};
