import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { ok } from '../../http/envelope';
import { readSingleFile } from '../../http/upload';
import { answerManage, writesNeed } from '../../http/manage-route';
import { byBody, firstOf, body, lookupName } from '../../http/oplog';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { MANAGE_OPLOG_ACTIONS } from '../../../shared/contract/manage-body';
import {
  AreaSummaryQuerySchema,
  AreaSummarySchema,
  InsectAreaManageBodySchema,
  InsectAreaManageResultSchema,
  InsectCountSchema,
  InsectPictureParamsSchema,
  TrapDailyQuerySchema,
  TrapDailySchema,
  TrapListSchema,
  WormDataListQuerySchema,
  WormDataPageSchema,
  WormStatisticsQuerySchema,
  WormStatisticsSchema,
} from '../../../shared/contract/api/insects';
import * as pictures from './pictures';
import * as areas from './areas';
import * as statistics from './statistics';
import { exportAreaSummary } from './export';
import { deviceUploadRoutes } from './device-upload';
import './seed-insects';

const tags = ['insects'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PictureBody = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'the stored picture' });
const { insects: READ, insectAreas: AREA_WRITE } = ROUTE_ACCESS;
const storedName = (_request: unknown, data: unknown) => (data as { name?: string } | undefined)?.name;

/**
 * Insect monitoring (issue 19): trap pictures counted on the server (GET /getWormDataList, the
 * picture file, POST /insects/count), areas of traps (POST /insectAreaManage) and the counts per
 * trap and day of an area (GET /getWormStatisticsByGroup), the area summary and its .xlsx, and the
 * traps' latest counts. Needs app.database, app.ingest and the session plugin.
 */
export const insectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/getWormDataList',
    { config: { access: READ }, schema: { tags, querystring: WormDataListQuerySchema, response: { 200: Envelope(WormDataPageSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await pictures.list(request.scope, request.query)),
  );

  app.get(
    '/insects/picture/:id',
    { config: { access: READ }, schema: { tags, params: InsectPictureParamsSchema, response: { 200: PictureBody, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const data = await pictures.pictureFile(request.scope, request.params.id);
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=86400').send(data);
    },
  );

  app.get(
    '/getWormStatisticsByGroup',
    { config: { access: READ }, schema: { tags, querystring: WormStatisticsQuerySchema, response: { 200: Envelope(WormStatisticsSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await statistics.byGroup(request.scope, request.query)),
  );

  app.get(
    '/insects/daily',
    { config: { access: READ }, schema: { tags, querystring: TrapDailyQuerySchema, response: { 200: Envelope(TrapDailySchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await statistics.trapDaily(request.scope, request.query)),
  );

  app.get(
    '/insects/areaSummary',
    { config: { access: READ }, schema: { tags, querystring: AreaSummaryQuerySchema, response: { 200: Envelope(AreaSummarySchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, { rows: await statistics.areaSummary(request.scope, request.query) }),
  );

  app.get(
    '/insects/areaSummary/export',
    { config: { access: READ }, schema: { tags, querystring: AreaSummaryQuerySchema, produces: [XLSX] } },
    async (request, reply) => {
      const data = await exportAreaSummary(request.scope, request.query);
      return reply.type(XLSX).header('content-disposition', 'attachment; filename="insect-areas.xlsx"').header('cache-control', 'no-store').send(data);
    },
  );

  app.get(
    '/insects/traps',
    { config: { access: ROUTE_ACCESS.insectsLive }, schema: { tags, response: { 200: Envelope(TrapListSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, { rows: await statistics.traps(request.scope) }),
  );

  app.post(
    '/insectAreaManage',
    {
      config: {
        access: READ,
        oplog: { action: byBody('type', MANAGE_OPLOG_ACTIONS), resource: 'insect_area', name: storedName, lookup: lookupName('insect_areas', 'name', firstOf(body('ids'), body('id'))) },
      },
      preValidation: writesNeed(AREA_WRITE),
      schema: { tags, body: InsectAreaManageBodySchema, response: { 200: Envelope(InsectAreaManageResultSchema), ...ERROR_RESPONSES } },
    },
    async (request) => answerManage(request, request.body, areas, 'insect_area', { added: 'insects_added', updated: 'insects_updated', deleted: 'insects_deleted', restored: 'insects_restored' }),
  );

  await app.register(deviceUploadRoutes);

  // Counting reads the picture and stores nothing, so it is a read for the operation log.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<TypeBoxTypeProvider>();
    await uploads.register(multipart, { limits: { fileSize: pictures.MAX_PICTURE_BYTES, files: 1, fields: 0, parts: 2 } });
    uploads.post(
      '/insects/count',
      {
        config: { access: READ, readOnly: true },
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: Envelope(InsectCountSchema), ...ERROR_RESPONSES } },
      },
      async (request) => {
        const bytes = await readSingleFile(request, pictures.MAX_PICTURE_BYTES, { missing: 'insects_file_required', tooLarge: 'insects_file_too_large' });
        return ok(request, await pictures.countPicture(bytes));
      },
    );
  });
};
