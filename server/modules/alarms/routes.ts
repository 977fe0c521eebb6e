import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import * as service from './service';
import {
  AlarmDateQuerySchema,
  AlarmExportQuerySchema,
  AlarmDateSchema,
  AlarmInfoBodySchema,
  AlarmInfoSchema,
  AlarmListSchema,
  AlarmManageBodySchema,
  AlarmPromptQuerySchema,
  AlarmRtQuerySchema,
  AlarmTimesBodySchema,
  AlarmTimesSchema,
  NoticeListSchema,
  NoticeQuerySchema,
  NoticeReadBodySchema,
  NoticeReadSchema,
} from '../../../shared/contract/api/alarms';
import { body, byBody } from '../../http/oplog';
import { exportAlarms } from './export';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const view = { access: ROUTE_ACCESS.alarmsView };

/** A clear needs the data-alarm page's code, checked before the body so a bad body tells nothing. */
async function clearNeedsDataAlarms(request: FastifyRequest) {
  if ((request.body as { type?: unknown } | undefined)?.type === 'clear' && !request.scope.holds(ROUTE_ACCESS.dataAlarms)) throw forbidden();
}

/** Alarm lists, acknowledgement, prompts, the message center and alarm settings (spec "Devices and alarms"). */
export const alarmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/alarm/rt',
    { config: view, schema: { tags: ['alarms'], querystring: AlarmRtQuerySchema, response: { 200: Envelope(AlarmListSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.activeOfDevice(request.scope, request.query.device_id)),
  );

  app.post(
    '/alarmManage',
    {
      config: { ...view, oplog: { action: byBody('type', { ack: 'acknowledge', clear: 'clear' }), resource: 'alarm', name: body('ids') } },
      preValidation: clearNeedsDataAlarms,
      schema: { tags: ['alarms'], body: AlarmManageBodySchema, response: { 200: Envelope(AlarmListSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      if (request.body.type !== 'search') request.opTarget = `alarms:${(request.body.ids ?? []).join(',')}`;
      return ok(request, await service.manage(request.scope, request.body), request.body.type === 'clear' ? 'alarms_cleared' : 'ok');
    },
  );

  // A GET, so it is a read and the browser can download it like any file.
  app.get(
    '/alarm/export',
    { config: { access: ROUTE_ACCESS.dataAlarms }, schema: { tags: ['alarms'], querystring: AlarmExportQuerySchema, produces: [XLSX] } },
    async (request, reply) => {
      const stream = await exportAlarms(request.scope, request.query);
      const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="alarms-${stamp}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/getAlarmPrompt',
    { config: view, schema: { tags: ['alarms'], querystring: AlarmPromptQuerySchema, response: { 200: Envelope(AlarmListSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.prompts(request.scope, request.query.ids)),
  );

  app.post(
    '/getAlarmInfo',
    {
      config: { ...view, readOnly: true },
      schema: { tags: ['alarms'], body: AlarmInfoBodySchema, response: { 200: Envelope(AlarmInfoSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      const { device_id, param_key, count = 10 } = request.body;
      return ok(request, await service.info(request.scope, device_id, param_key, count));
    },
  );

  // The message center is in every user's header, so it needs a session but no access code.
  app.get(
    '/mesPrompt/find',
    { schema: { tags: ['alarms'], querystring: NoticeQuerySchema, response: { 200: Envelope(NoticeListSchema), ...ERROR_RESPONSES } } },
    async (request) => {
      const { page = 1, pageSize = 20, unread = false } = request.query;
      return ok(request, await service.findNotices(request.scope, page, pageSize, unread));
    },
  );

  app.post(
    '/mesPrompt/read',
    { config: { oplog: false }, schema: { tags: ['alarms'], body: NoticeReadBodySchema, response: { 200: Envelope(NoticeReadSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.readNotices(request.scope, request.body.ids, request.body.all ?? false)),
  );

  app.post(
    '/devices/updatedAlarmTimes',
    {
      config: { oplog: { action: 'update', resource: 'alarm_times', name: body('device_id') }, access: ROUTE_ACCESS.alarmsAdmin },
      schema: { tags: ['alarms'], body: AlarmTimesBodySchema, response: { 200: Envelope(AlarmTimesSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      request.opTarget = `device:${request.body.device_id}`;
      const { device_id, param_key, maxTime } = request.body;
      return ok(request, await service.updateAlarmTimes(request.scope, device_id, param_key, maxTime));
    },
  );

  app.get(
    '/devices/alarmDate',
    { config: view, schema: { tags: ['alarms'], querystring: AlarmDateQuerySchema, response: { 200: Envelope(AlarmDateSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.alarmDates(request.scope, request.query.startTime, request.query.endTime)),
  );
};
