import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { routeAccess, routeSchema } from '../../../http/endpoint-route';
import { DEVICE_STATUS_ENDPOINTS } from '../../../../shared/contract/api/device-status';
import * as service from './service';

/** GET /devices/status, /devices/alarmStatus, /devices/enableStatus (counts) and /ingest/stats (operators). */
export const deviceStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { status, alarmStatus, enableStatus, ingestStats } = DEVICE_STATUS_ENDPOINTS;
  const tags = ['devices'];
  app.get(status.path, { config: routeAccess(status), schema: routeSchema(status, { tags }) }, async (request) => ok(request, await service.deviceStatus(request.scope)));
  app.get(alarmStatus.path, { config: routeAccess(alarmStatus), schema: routeSchema(alarmStatus, { tags }) }, async (request) => ok(request, await service.alarmStatus(request.scope)));
  app.get(enableStatus.path, { config: routeAccess(enableStatus), schema: routeSchema(enableStatus, { tags }) }, async (request) => ok(request, await service.enableStatus(request.scope)));
  // Ingest health is platform-wide, so only the platform's company administration code sees it.
  app.get(ingestStats.path, { config: routeAccess(ingestStats), schema: routeSchema(ingestStats, { tags: ['system'] }) }, async (request) => ok(request, service.ingestStats(request.scope)));
};
