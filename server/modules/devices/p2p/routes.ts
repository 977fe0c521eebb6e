import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope';
import { Envelope, ERROR_RESPONSES, PageQuery, Paged } from '../../../../shared/contract/envelope';
import { ActionBody } from '../../../../shared/contract/action-body';
import { DeviceCode } from '../../../../shared/contract/api/devices';
import * as service from './service';
import { body, byBody } from '../../../http/oplog';

const P2pMessageSchema = Type.Object({
  id: Type.Integer(),
  from_device: Type.String(),
  from_name: Type.String(),
  to_device: Type.String(),
  to_name: Type.String(),
  content: Type.String(),
  origin: Type.String({ description: 'device (sent by the device over MQTT) or user (sent from the console)' }),
  created_at: Type.String({ format: 'date-time' }),
});

const P2pBodySchema = ActionBody('action', {
  list: Type.Object({
    action: Type.Literal('list'),
    direction: Type.Optional(Type.Union([Type.Literal('receive'), Type.Literal('send'), Type.Literal('all')])),
    device_id: Type.Optional(DeviceCode),
    ...PageQuery,
  }),
  send: Type.Object({
    action: Type.Literal('send'),
    from: DeviceCode,
    to: DeviceCode,
    content: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }),
  }),
});

/**
 * Point-to-point (8008): POST /p2pManage {action: list|send}. Also forwards devices' own p2p
 * messages (bus 'deviceMessage' channel 'p2p') to the receiver's devices/{to}/p2p topic.
 */
export const p2pRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = (request: FastifyRequest) => ({ db: app.database.db, bus: app.bus, user: request.user! });

  app.bus.on('deviceMessage', (message) => {
    if (message.channel !== 'p2p') return;
    service.forwardFromDevice(app.database.db, app.bus, app.log, message.deviceId, message.payload).catch((error: unknown) =>
      app.log.error({ err: error, deviceId: message.deviceId }, 'p2p forwarding failed'),
    );
  });

  app.post(
    '/p2pManage',
    {
      config: { oplog: { action: byBody('action', { send: 'send_message' }), resource: 'device', name: body('from') }, access: '8008' },
      schema: {
        tags: ['p2p'],
        body: P2pBodySchema,
        response: { 200: Envelope(Type.Union([Paged(P2pMessageSchema), Type.Object({ id: Type.Integer() })])), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.action === 'list') {
        return ok(request, await service.list(ctx(request), body.direction ?? 'all', body.device_id, body.page ?? 1, body.pageSize ?? 20));
      }
      request.opTarget = `device:${body.from}`;
      return ok(request, await service.sendByUser(ctx(request), body.from, body.to, body.content.trim()), 'p2p_sent');
    },
  );
};
