import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RequestScope } from '../../auth/request-scope';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { badRequest } from '../../http/app-error';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { parseTimeInput } from '../../ingest/local-time';
import { zoneOfUser } from '../../ingest/zones';
import { createEntry, updateEntry } from './entry-service';
import { findAverage, report } from './report-service';
import { rawPage } from './repository';
import {
  AverageQuerySchema,
  AverageSchema,
  EntryBodySchema,
  EntryResultSchema,
  RawPageSchema,
  RawQuerySchema,
  ReportBodySchema,
  ReportSchema,
  SeriesQuerySchema,
  SeriesSchema,
} from '../../../shared/contract/api/datahis';
import { DEFAULT_MAX_POINTS, paramsOf, seriesByTime, visibleDevice } from './series-service';
import './messages';
import { body } from '../../http/oplog';

async function range(scope: RequestScope, zone: string | null, startTime: string, endTime: string) {
  const tz = zone ?? (await zoneOfUser(scope.db, scope.user));
  const from = parseTimeInput(startTime, tz);
  const to = parseTimeInput(endTime, tz);
  if (from === null) throw badRequest('field_invalid', { field: 'startTime' });
  if (to === null) throw badRequest('field_invalid', { field: 'endTime' });
  if (from >= to) throw badRequest('datahis_bad_range');
  return { from, to };
}

/** The history calls of spec section 7: reports, series by time, averages, data audit, manual entry. */
export const datahisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/datahis/findDataHisByType',
    {
      config: { access: ROUTE_ACCESS.historyReport, readOnly: true },
      schema: { tags: ['history'], body: ReportBodySchema, response: { 200: Envelope(ReportSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await report(request.scope, request.body)),
  );

  app.get(
    '/datahis/getHisDataByTime',
    {
      config: { access: ROUTE_ACCESS.history },
      schema: { tags: ['history'], querystring: SeriesQuerySchema, response: { 200: Envelope(SeriesSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      const { startTime, endTime, ids, maxPoints = DEFAULT_MAX_POINTS } = request.query;
      const { from, to } = await range(request.scope, null, startTime, endTime);
      return ok(request, await seriesByTime(request.scope, ids, from, to, maxPoints));
    },
  );

  app.get(
    '/datahis/findAverage',
    {
      config: { access: ROUTE_ACCESS.history },
      schema: { tags: ['history'], querystring: AverageQuerySchema, response: { 200: Envelope(AverageSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await findAverage(request.scope, request.query)),
  );

  for (const [path, invalidOnly] of [['/datahis/manageValid', false], ['/datahis/findInvalid', true]] as const) {
    app.get(
      path,
      {
        config: { access: ROUTE_ACCESS.historyAudit },
        schema: { tags: ['history'], querystring: RawQuerySchema, response: { 200: Envelope(RawPageSchema), ...ERROR_RESPONSES } },
      },
      async (request) => {
        const q = request.query;
        const device = await visibleDevice(request.scope, q.device_id);
        if (q.param_key) paramsOf(device, [q.param_key]);
        const { from, to } = await range(request.scope, device.timezone, q.startTime, q.endTime);
        const page = q.page ?? 1;
        const pageSize = q.pageSize ?? 50;
        const result = await rawPage(app.database.db, { deviceId: device.deviceId, paramKey: q.param_key, from, to, invalidOnly }, pageSize, (page - 1) * pageSize);
        const rows = result.rows.map((r) => ({ ...r, name: device.params.get(r.param_key)?.name ?? r.param_key }));
        return ok(request, { rows, total: result.total });
      },
    );
  }

  app.post(
    '/datahis/create',
    { config: { oplog: { action: 'create', resource: 'history_entry', name: body('device_id') }, access: ROUTE_ACCESS.historyAudit }, schema: { tags: ['history'], body: EntryBodySchema, response: { 200: Envelope(EntryResultSchema), ...ERROR_RESPONSES } } },
    async (request) => {
      request.opTarget = `device:${request.body.device_id}`;
      return ok(request, await createEntry(request.scope, request.body));
    },
  );

  app.post(
    '/datahis/update',
    { config: { oplog: { action: 'update', resource: 'history_entry', name: body('device_id') }, access: ROUTE_ACCESS.historyAudit }, schema: { tags: ['history'], body: EntryBodySchema, response: { 200: Envelope(EntryResultSchema), ...ERROR_RESPONSES } } },
    async (request) => {
      request.opTarget = `device:${request.body.device_id}`;
      return ok(request, await updateEntry(request.scope, request.body));
    },
  );
};
