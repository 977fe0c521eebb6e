import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { Envelope, ERROR_RESPONSES, Paged } from '../../../../shared/contract/envelope';
import { Type } from 'typebox';
import {
  CodeManageBodySchema,
  CodeRegisterBodySchema,
  CodeRegisterResultSchema,
  CommandRowSchema,
  H5BodySchema,
  H5ResultSchema,
} from '../../../../shared/contract/api/device-commands';
import { attachReply } from './repository';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
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

  app.bus.on('deviceMessage', (message) => {
    if (message.channel !== 'reply') return;
    attachReply(app.database.db, message.deviceId, message.payload, new Date(message.ts)).catch((error: unknown) =>
      app.log.error({ err: error, deviceId: message.deviceId }, 'storing a device reply failed'),
    );
  });

  app.post(
    '/codeManage',
    {
      config: { oplog: { action: byBody('action', { send: 'send_command' }), resource: 'device', name: body('device_id') }, access: ROUTE_ACCESS.commands },
      schema: { tags, body: CodeManageBodySchema, response: { 200: Envelope(Type.Union([CommandRowSchema, Paged(CommandRowSchema)])), ...ERROR_RESPONSES } },
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
    '/h5deviceManage',
    { config: { oplog: { action: byBody('action', { set: 'update' }), resource: 'device_settings', name: body('device_id') }, access: ROUTE_ACCESS.deviceSettings }, schema: { tags, body: H5BodySchema, response: { 200: Envelope(H5ResultSchema), ...ERROR_RESPONSES } } },
    async (request) => {
      const body = request.body;
      request.opTarget = `device:${body.device_id}`;
      if (body.action === 'get') return ok(request, await service.readSettings(request.scope, body.device_id), 'commands_sent');
      return ok(request, await service.writeSettings(request.scope, body.device_id, body.params), 'commands_settings_saved');
    },
  );

  app.post(
    '/codeRegister',
    { config: { oplog: { action: (_r, data) => ((data as { created?: boolean } | undefined)?.created ? 'register' : 'reset_secret'), resource: 'device', name: body('device_id') }, access: ROUTE_ACCESS.devices }, schema: { tags, body: CodeRegisterBodySchema, response: { 200: Envelope(CodeRegisterResultSchema), ...ERROR_RESPONSES } } },
    async (request) => {
      request.opTarget = `device:${request.body.device_id}`;
      const result = await service.register(request.scope, request.body);
      return ok(request, result, result.created ? 'commands_registered' : 'commands_secret_reset');
    },
  );
};
