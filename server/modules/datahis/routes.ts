import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RequestScope } from '../../auth/request-scope';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/app-error';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { parseTimeInput } from '../../core/local-time';
import { zoneOfUser } from '../../core/zones';
import { createEntry, updateEntry } from './entry-service';
import { findAverage, report } from './report-service';
import { auditPage } from './audit-service';
import { markReadings } from './mark-service';
import { DATAHIS_ENDPOINTS, type MarkBody } from '../../../shared/contract/api/datahis';
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
  const tags = ['history'];
  const { report: reportEntry, series, average, readings, flagged, mark, create, update } = DATAHIS_ENDPOINTS;

  app.post(
    reportEntry.path,
    { config: { ...routeAccess(reportEntry), readOnly: true }, schema: routeSchema(reportEntry, { tags }) },
    async (request) => ok(request, await report(request.scope, request.body)),
  );

  app.get(series.path, { config: routeAccess(series), schema: routeSchema(series, { tags }) }, async (request) => {
    const { startTime, endTime, ids, maxPoints = DEFAULT_MAX_POINTS } = request.query;
    const { from, to } = await range(request.scope, startTime, endTime);
    return ok(request, await seriesByTime(request.scope, ids, from, to, maxPoints));
  });

  app.get(average.path, { config: routeAccess(average), schema: routeSchema(average, { tags }) }, async (request) => ok(request, await findAverage(request.scope, request.query)));

  // GET lists (manageValid every reading, findInvalid the flagged and marked ones); marking is a
  // POST on the same path, so that a cross-site link (the session cookie is SameSite=Lax) cannot mark.
  for (const [entry, flaggedOnly] of [[readings, false], [flagged, true]] as const) {
    app.get(entry.path, { config: routeAccess(entry), schema: routeSchema(entry, { tags }) }, async (request) => ok(request, await auditPage(request.scope, request.query, flaggedOnly)));
  }

  app.post(
    mark.path,
    {
      config: {
        ...routeAccess(mark),
        oplog: { action: (request) => (bodyOf(request).dataType === 'valid' ? 'mark_valid' : 'mark_invalid'), resource: 'reading', name: markedName },
      },
      schema: routeSchema(mark, { tags }),
    },
    async (request) => {
      request.opTarget = `device:${[...new Set(markedDevices(request.body))].join(',')}`;
      return ok(request, await markReadings(request.scope, request.body));
    },
  );

  app.post(
    create.path,
    { config: { ...routeAccess(create), oplog: { action: 'create', resource: 'history_entry', name: body('device_id') } }, schema: routeSchema(create, { tags }) },
    async (request) => {
      request.opTarget = `device:${request.body.device_id}`;
      return ok(request, await createEntry(request.scope, request.body));
    },
  );

  app.post(
    update.path,
    { config: { ...routeAccess(update), oplog: { action: 'update', resource: 'history_entry', name: body('device_id') } }, schema: routeSchema(update, { tags }) },
    async (request) => {
      request.opTarget = `device:${request.body.device_id}`;
      return ok(request, await updateEntry(request.scope, request.body));
    },
  );
};
