import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RequestScope } from '../../auth/request-scope';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { badRequest } from '../../http/app-error';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { parseTimeInput } from '../../core/local-time';
import { zoneOfUser } from '../../core/zones';
import { createEntry, updateEntry } from './entry-service';
import { findAverage, report } from './report-service';
import { auditPage } from './audit-service';
import { markReadings } from './mark-service';
import {
  AverageQuerySchema,
  AverageSchema,
  EntryBodySchema,
  EntryResultSchema,
  MarkBodySchema,
  MarkResultSchema,
  type MarkBody,
  RawPageSchema,
  RawQuerySchema,
  ReportBodySchema,
  ReportSchema,
  SeriesQuerySchema,
  SeriesSchema,
} from '../../../shared/contract/api/datahis';
import { DEFAULT_MAX_POINTS, seriesByTime } from './series-service';
import './messages';
import { body } from '../../http/oplog';
import type { FastifyRequest } from 'fastify';

const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as Partial<MarkBody>;
const markedDevices = (b: Partial<MarkBody>) => (b.readings ? b.readings.map((r) => r.device_id) : [b.device_id ?? '']);
/** "AW00001 do" for a range, "AW00001, AW00002" for listed readings. */
const markedName = (request: FastifyRequest) => {
  const b = bodyOf(request);
  if (b.readings) return [...new Set(markedDevices(b))].join(', ');
  return [b.device_id, b.param_key ?? b.paraName].filter(Boolean).join(' ');
};

/** A range of the series call, read in the caller's company zone (it may span several devices). */
async function range(scope: RequestScope, startTime: string, endTime: string) {
  const tz = await zoneOfUser(scope.db, scope.user);
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
      const { from, to } = await range(request.scope, startTime, endTime);
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

  // GET lists (manageValid every reading, findInvalid the flagged and marked ones); marking is a
  // POST on the same path, so that a cross-site link (the session cookie is SameSite=Lax) cannot mark.
  for (const [path, flaggedOnly] of [['/datahis/manageValid', false], ['/datahis/findInvalid', true]] as const) {
    app.get(
      path,
      {
        config: { access: ROUTE_ACCESS.historyAudit },
        schema: { tags: ['history'], querystring: RawQuerySchema, response: { 200: Envelope(RawPageSchema), ...ERROR_RESPONSES } },
      },
      async (request) => ok(request, await auditPage(request.scope, request.query, flaggedOnly)),
    );
  }

  app.post(
    '/datahis/manageValid',
    {
      config: {
        oplog: { action: (request) => (bodyOf(request).dataType === 'valid' ? 'mark_valid' : 'mark_invalid'), resource: 'reading', name: markedName },
        access: ROUTE_ACCESS.historyAudit,
      },
      schema: { tags: ['history'], body: MarkBodySchema, response: { 200: Envelope(MarkResultSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      request.opTarget = `device:${[...new Set(markedDevices(request.body))].join(',')}`;
      return ok(request, await markReadings(request.scope, request.body));
    },
  );

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
