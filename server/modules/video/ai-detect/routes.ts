import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { routeAccess, routeSchema } from '../../../http/endpoint-route';
import { AI_DETECT_ENDPOINTS } from '../../../../shared/contract/api/ai-detect';
import * as service from './service';
import { body, firstOf } from '../../../http/oplog';

/**
 * POST /detect and /video_stop (spec section 7 "Other") and GET /detect/status: server-side
 * shrimp-activity analysis of a camera's live video. Needs app.video and app.bus.
 */
export const aiDetectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['ai-detect'];
  // AI recognition (code 15, /ai-detcte/shrimp-huoyuedu).
  const { start, stop, status } = AI_DETECT_ENDPOINTS;

  app.post(
    start.path,
    { config: { ...routeAccess(start), oplog: { action: 'start', resource: 'ai_detection', name: firstOf(body('deviceSerial'), body('id')) } }, schema: routeSchema(start, { tags }) },
    async (request) => {
      request.opTarget = `camera:${request.body.deviceSerial ?? request.body.id}`;
      return ok(request, await service.start(request.scope, request.body), 'detect_started');
    },
  );

  app.post(
    stop.path,
    { config: { ...routeAccess(stop), oplog: { action: 'stop', resource: 'ai_detection', name: firstOf(body('deviceSerial'), body('id')) } }, schema: routeSchema(stop, { tags }) },
    async (request) => {
      request.opTarget = `camera:${request.body.deviceSerial ?? request.body.id}`;
      const result = await service.stop(request.scope, request.body);
      return ok(request, result, result.stopped ? 'detect_stopped' : 'detect_not_running');
    },
  );

  app.get(
    status.path,
    { config: routeAccess(status), schema: routeSchema(status, { tags }) },
    async (request) => ok(request, await service.status(request.scope)),
  );
};
