import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { routeAccess, routeSchema } from '../../../http/endpoint-route';
import { DEVICE_COMMAND_ENDPOINTS } from '../../../../shared/contract/api/device-commands';
import { attachReply } from './repository';
import * as service from './service';
import { body, byBody } from '../../../http/oplog';
import { DEFAULT_PAGE_SIZE } from '../../../../shared/contract/paging';

const tags = ['device-commands'];

/**
 * Device commands: POST /codeManage (8003/8012: send a command, list commands with replies),
 * /h5deviceManage (8012/8001: the mobile page's read/write of device settings), /codeRegister
 * (8001: pre-provision a device code with its secret, or reset the secret). Commands go out as bus
 * 'command' events; replies (bus 'deviceMessage', channel 'reply') are stored on their command.
 */
export const deviceCommandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { codeManage, settings, register } = DEVICE_COMMAND_ENDPOINTS;

  app.bus.on('deviceMessage', (message) => {
    if (message.channel !== 'reply') return;
    attachReply(app.database.db, message.deviceId, message.payload, new Date(message.ts)).catch((error: unknown) =>
      app.log.error({ err: error, deviceId: message.deviceId }, 'storing a device reply failed'),
    );
  });

  app.post(
    codeManage.path,
    {
      config: { ...routeAccess(codeManage), oplog: { action: byBody('action', { send: 'send_command' }), resource: 'device', name: body('device_id') } },
      schema: routeSchema(codeManage, { tags }),
    },
    async (request) => {
      const body = request.body;
      if (body.action === 'list') {
        return ok(request, await service.list(request.scope, body.device_id, body.page ?? 1, body.pageSize ?? DEFAULT_PAGE_SIZE));
      }
      request.opTarget = `device:${body.device_id}`;
      const command = { command: body.command.trim(), ...(body.params ? { params: body.params } : {}) };
      return ok(request, await service.send(request.scope, body.device_id, command, 'manual', body.reply_command), 'commands_sent');
    },
  );

  app.post(
    settings.path,
    {
      config: { ...routeAccess(settings), oplog: { action: byBody('action', { set: 'update' }), resource: 'device_settings', name: body('device_id') } },
      schema: routeSchema(settings, { tags }),
    },
    async (request) => {
      const body = request.body;
      request.opTarget = `device:${body.device_id}`;
      if (body.action === 'get') return ok(request, await service.readSettings(request.scope, body.device_id), 'commands_sent');
      return ok(request, await service.writeSettings(request.scope, body.device_id, body.params), 'commands_settings_saved');
    },
  );

  app.post(
    register.path,
    {
      config: {
        ...routeAccess(register),
        oplog: { action: (_r, data) => ((data as { created?: boolean } | undefined)?.created ? 'register' : 'reset_secret'), resource: 'device', name: body('device_id') },
      },
      schema: routeSchema(register, { tags }),
    },
    async (request) => {
      request.opTarget = `device:${request.body.device_id}`;
      const result = await service.register(request.scope, request.body);
      return ok(request, result, result.created ? 'commands_registered' : 'commands_secret_reset');
    },
  );
};
