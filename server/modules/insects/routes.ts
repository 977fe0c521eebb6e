import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { ok } from '../../http/envelope';
import { readSingleFile } from '../../http/upload';
import { answerManage, writesNeed } from '../../http/manage-route';
import { byBody, firstOf, body, lookupName } from '../../http/oplog';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { MANAGE_OPLOG_ACTIONS } from '../../../shared/contract/manage-body';
import { XLSX_MEDIA_TYPE } from '../../../shared/contract/media-types';
import { INSECT_ENDPOINTS } from '../../../shared/contract/api/insects';
import * as pictures from './pictures';
import * as areas from './areas';
import * as statistics from './statistics';
import { exportAreaSummary } from './export';
import { deviceUploadRoutes } from './device-upload';
import './seed-insects';

const tags = ['insects'];
const storedName = (_request: unknown, data: unknown) => (data as { name?: string } | undefined)?.name;

/**
 * Insect monitoring (issue 19): trap pictures counted on the server (GET /getWormDataList, the
 * picture file, POST /insects/count), areas of traps (POST /insectAreaManage) and the counts per
 * trap and day of an area (GET /getWormStatisticsByGroup), the area summary and its .xlsx, and the
 * traps' latest counts. Needs app.database, app.ingest and the session plugin.
 */
export const insectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const e = INSECT_ENDPOINTS;
  app.get(e.pictures.path, { config: routeAccess(e.pictures), schema: routeSchema(e.pictures, { tags }) }, async (request) => ok(request, await pictures.list(request.scope, request.query)));

  app.get(e.picture.path, { config: routeAccess(e.picture), schema: routeSchema(e.picture, { tags }) }, async (request, reply) => {
    const data = await pictures.pictureFile(request.scope, request.params.id);
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=86400').send(data);
  });

  app.get(e.statistics.path, { config: routeAccess(e.statistics), schema: routeSchema(e.statistics, { tags }) }, async (request) =>
    ok(request, await statistics.byGroup(request.scope, request.query)),
  );

  app.get(e.daily.path, { config: routeAccess(e.daily), schema: routeSchema(e.daily, { tags }) }, async (request) => ok(request, await statistics.trapDaily(request.scope, request.query)));

  app.get(e.areaSummary.path, { config: routeAccess(e.areaSummary), schema: routeSchema(e.areaSummary, { tags }) }, async (request) =>
    ok(request, { rows: await statistics.areaSummary(request.scope, request.query) }),
  );

  app.get(e.areaSummaryExport.path, { config: routeAccess(e.areaSummaryExport), schema: routeSchema(e.areaSummaryExport, { tags }) }, async (request, reply) => {
    const data = await exportAreaSummary(request.scope, request.query);
    return reply.type(XLSX_MEDIA_TYPE).header('content-disposition', 'attachment; filename="insect-areas.xlsx"').header('cache-control', 'no-store').send(data);
  });

  app.get(e.traps.path, { config: routeAccess(e.traps), schema: routeSchema(e.traps, { tags }) }, async (request) => ok(request, { rows: await statistics.traps(request.scope) }));

  app.post(
    e.areas.path,
    {
      config: {
        ...routeAccess(e.areas),
        oplog: { action: byBody('type', MANAGE_OPLOG_ACTIONS), resource: 'insect_area', name: storedName, lookup: lookupName('insect_areas', 'name', firstOf(body('ids'), body('id'))) },
      },
      preValidation: writesNeed(ROUTE_ACCESS.insectAreas),
      schema: routeSchema(e.areas, { tags }),
    },
    async (request) => answerManage(request, request.body, areas, 'insect_area', { added: 'insects_added', updated: 'insects_updated', deleted: 'insects_deleted', restored: 'insects_restored' }),
  );

  await app.register(deviceUploadRoutes);

  // Counting reads the picture and stores nothing, so it is a read for the operation log.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<TypeBoxTypeProvider>();
    await uploads.register(multipart, { limits: { fileSize: pictures.MAX_PICTURE_BYTES, files: 1, fields: 0, parts: 2 } });
    uploads.post(e.count.path, { config: { ...routeAccess(e.count), readOnly: true }, schema: routeSchema(e.count, { tags }) }, async (request) => {
      const bytes = await readSingleFile(request, pictures.MAX_PICTURE_BYTES, { missing: 'insects_file_required', tooLarge: 'insects_file_too_large' });
      return ok(request, await pictures.countPicture(bytes));
    });
  });
};
