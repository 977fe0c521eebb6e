import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../../shared/contract/envelope';
import { DetectBodySchema, DetectListSchema, DetectRunSchema, VideoStopBodySchema, VideoStopSchema } from '../../../../shared/contract/api/ai-detect';
import * as service from './service';
import { body, firstOf } from '../../../http/oplog';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';

/** AI recognition (code 15, /ai-detcte/shrimp-huoyuedu). */
const AI_CODE = ROUTE_ACCESS.aiDetect;

/**
 * POST /detect and /video_stop (spec section 7 "Other") and GET /detect/status: server-side
 * shrimp-activity analysis of a camera's live video. Needs app.video and app.bus.
 */
export const aiDetectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['ai-detect'];

  app.post(
    '/detect',
    {
      config: { oplog: { action: 'start', resource: 'ai_detection', name: firstOf(body('deviceSerial'), body('id')) }, access: AI_CODE },
      schema: { tags, body: DetectBodySchema, response: { 200: Envelope(DetectRunSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      request.opTarget = `camera:${request.body.deviceSerial ?? request.body.id}`;
      return ok(request, await service.start(request.scope, request.body), 'detect_started');
    },
  );

  app.post(
    '/video_stop',
    {
      config: { oplog: { action: 'stop', resource: 'ai_detection', name: firstOf(body('deviceSerial'), body('id')) }, access: AI_CODE },
      schema: { tags, body: VideoStopBodySchema, response: { 200: Envelope(VideoStopSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      request.opTarget = `camera:${request.body.deviceSerial ?? request.body.id}`;
      const result = await service.stop(request.scope, request.body);
      return ok(request, result, result.stopped ? 'detect_stopped' : 'detect_not_running');
    },
  );

  app.get(
    '/detect/status',
    { config: { access: AI_CODE }, schema: { tags, response: { 200: Envelope(DetectListSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.status(request.scope)),
  );
};
