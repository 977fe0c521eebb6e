import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import * as service from './service';
import { ALARM_ENDPOINTS } from '../../../shared/contract/api/alarms';
import { body, byBody } from '../../http/oplog';
import { exportAlarms } from './export';
import { fileStampOfUser } from '../../core/zones';

const tags = ['alarms'];

/** A clear needs the data-alarm page's code, checked before the body so a bad body tells nothing. */
async function clearNeedsDataAlarms(request: FastifyRequest) {
  if ((request.body as { type?: unknown } | undefined)?.type === 'clear' && !request.scope.holds(ROUTE_ACCESS.dataAlarms)) throw forbidden();
}

/** Alarm lists, acknowledgement, prompts, the message center and alarm settings (spec "Devices and alarms"). */
export const alarmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { active, manage, export: exportEntry, alarmPrompts, info, prompts, read, alarmTimes, alarmDates } = ALARM_ENDPOINTS;
  const [XLSX] = exportEntry.produces;

  app.get(
    active.path,
    { config: routeAccess(active), schema: routeSchema(active, { tags }) },
    async (request) => ok(request, await service.activeOfDevice(request.scope, request.query.device_id)),
  );

  app.post(
    manage.path,
    {
      config: { ...routeAccess(manage), idempotent: true, oplog: { action: byBody('type', { ack: 'acknowledge', clear: 'clear' }), resource: 'alarm', name: body('ids') } },
      preValidation: clearNeedsDataAlarms,
      schema: routeSchema(manage, { tags }),
    },
    async (request) => {
      if (request.body.type !== 'search') request.opTarget = `alarms:${(request.body.ids ?? []).join(',')}`;
      return ok(request, await service.manage(request.scope, request.body), request.body.type === 'clear' ? 'alarms_cleared' : 'ok');
    },
  );

  // A GET, so it is a read and the browser can download it like any file.
  app.get(exportEntry.path, { config: routeAccess(exportEntry), schema: routeSchema(exportEntry, { tags }) }, async (request, reply) => {
    const stream = await exportAlarms(request.scope, request.query);
    const stamp = await fileStampOfUser(request.scope.db, request.scope.user);
    return reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="alarms-${stamp}.xlsx"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  app.get(
    alarmPrompts.path,
    { config: routeAccess(alarmPrompts), schema: routeSchema(alarmPrompts, { tags }) },
    async (request) => ok(request, await service.prompts(request.scope, request.query.ids)),
  );

  app.post(
    info.path,
    { config: { ...routeAccess(info), readOnly: true }, schema: routeSchema(info, { tags }) },
    async (request) => {
      const { device_id, param_key, count = 10 } = request.body;
      return ok(request, await service.info(request.scope, device_id, param_key, count));
    },
  );

  // The message center is in every user's header, so it needs a session but no access code.
  app.get(prompts.path, { config: routeAccess(prompts), schema: routeSchema(prompts, { tags }) }, async (request) => {
    const { page = 1, pageSize = 20, unread = false } = request.query;
    return ok(request, await service.findNotices(request.scope, page, pageSize, unread));
  });

  app.post(
    read.path,
    { config: { ...routeAccess(read), oplog: false }, schema: routeSchema(read, { tags }) },
    async (request) => ok(request, await service.readNotices(request.scope, request.body.ids, request.body.all ?? false)),
  );

  app.post(
    alarmTimes.path,
    {
      config: { ...routeAccess(alarmTimes), oplog: { action: 'update', resource: 'alarm_times', name: body('device_id') } },
      schema: routeSchema(alarmTimes, { tags }),
    },
    async (request) => {
      request.opTarget = `device:${request.body.device_id}`;
      const { device_id, param_key, maxTime } = request.body;
      return ok(request, await service.updateAlarmTimes(request.scope, device_id, param_key, maxTime));
    },
  );

  app.get(
    alarmDates.path,
    { config: routeAccess(alarmDates), schema: routeSchema(alarmDates, { tags }) },
    async (request) => ok(request, await service.alarmDates(request.scope, request.query.startTime, request.query.endTime)),
  );
};
