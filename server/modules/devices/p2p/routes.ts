import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { routeAccess, routeSchema } from '../../../http/endpoint-route';
import { P2P_ENDPOINTS } from '../../../../shared/contract/api/p2p';
import * as service from './service';
import { body, byBody } from '../../../http/oplog';
import { systemScope } from '../../../auth/request-scope';
import { ThrottledLog } from '../../../core/throttled-log';
import { DEFAULT_PAGE_SIZE } from '../../../../shared/contract/paging';

/**
 * Point-to-point (8008): POST /p2pManage {action: list|send}. Also forwards devices' own p2p
 * messages (bus 'deviceMessage' channel 'p2p') to the receiver's devices/{to}/p2p topic.
 */
export const p2pRoutes: FastifyPluginAsyncTypebox = async (app) => {

  // One line per sending device and interval: 7,700 empty messages in 5 s wrote 7,700.
  const dropped = new ThrottledLog(app.log);
  app.bus.on('deviceMessage', (message) => {
    if (message.channel !== 'p2p') return;
    const from = message.deviceId;
    service.forwardFromDevice(systemScope(app), from, message.payload).then(
      (drop) => drop && dropped.warn(from, { from, to: drop.to }, `p2p message dropped: ${drop.reason}`),
      (error: unknown) => app.log.error({ err: error, deviceId: from }, 'p2p forwarding failed'),
    );
  });

  const entry = P2P_ENDPOINTS.manage;
  app.post(
    entry.path,
    {
      config: { ...routeAccess(entry), oplog: { action: byBody('action', { send: 'send_message' }), resource: 'device', name: body('from') } },
      schema: routeSchema(entry, { tags: ['p2p'] }),
    },
    async (request) => {
      const body = request.body;
      if (body.action === 'list') {
        return ok(request, await service.list(request.scope, body.direction ?? 'all', body.device_id, body.page ?? 1, body.pageSize ?? DEFAULT_PAGE_SIZE));
      }
      request.opTarget = `device:${body.from}`;
      return ok(request, await service.sendByUser(request.scope, body.from, body.to, body.content.trim()), 'p2p_sent');
    },
  );
};
