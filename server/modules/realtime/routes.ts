import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/app-error';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { liveViewOf } from './live-view';
import * as repo from './repository';
import { REALTIME_ENDPOINTS } from '../../../shared/contract/api/realtime';

const tags = ['realtime'];

/** GET /userdevices/realtime/{deviceId}, GET /realtimeAll, POST /realtimeAllByPage: latest values from memory. */
export const realtimeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { device, all, page } = REALTIME_ENDPOINTS;

  app.get(device.path, { config: routeAccess(device), schema: routeSchema(device, { tags }) }, async (request) => {
    const row = await repo.findVisibleDevice(request.scope, request.params.deviceId);
    if (!row) throw notFound('device_not_found');
    return ok(request, liveViewOf(app, row));
  });

  app.get(all.path, { config: routeAccess(all), schema: routeSchema(all, { tags }) }, async (request) => {
    const rows = (await repo.listVisibleDevices(request.scope)).map((row) => liveViewOf(app, row));
    return ok(request, { rows, total: rows.length });
  });

  app.post(page.path, { config: { ...routeAccess(page), readOnly: true }, schema: routeSchema(page, { tags }) }, async (request) => {
    const { page = 1, pageSize = 20, device_type } = request.body;
    const result = await repo.pageVisibleDevices(request.scope, page, pageSize, device_type);
    return ok(request, { rows: result.rows.map((row) => liveViewOf(app, row)), total: result.total });
  });
};
