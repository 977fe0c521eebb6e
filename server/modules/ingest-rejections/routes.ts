import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES, Paged } from '../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { RejectionQuerySchema, RejectionRowSchema } from '../../../shared/contract/api/ingest-rejections';
import * as service from './service';

/**
 * GET /ingest/rejections: the telemetry messages of one device that ingest refused, with the
 * reason, for the users who may see the device (device management, 8001). Needs app.database.
 */
export const ingestRejectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ingest/rejections',
    {
      config: { access: ROUTE_ACCESS.ingestRejections },
      schema: { tags: ['devices'], querystring: RejectionQuerySchema, response: { 200: Envelope(Paged(RejectionRowSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.rejectionsOfDevice(request.scope, request.query)),
  );
};
