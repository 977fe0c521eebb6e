import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { INGEST_REJECTION_ENDPOINTS } from '../../../shared/contract/api/ingest-rejections';
import * as service from './service';

/**
 * GET /ingest/rejections: the telemetry messages of one device that ingest refused, with the
 * reason, for the users who may see the device (device management, 8001). Needs app.database.
 */
export const ingestRejectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const entry = INGEST_REJECTION_ENDPOINTS.list;
  app.get(
    entry.path,
    { config: routeAccess(entry), schema: routeSchema(entry, { tags: ['devices'] }) },
    async (request) => ok(request, await service.rejectionsOfDevice(request.scope, request.query)),
  );
};
