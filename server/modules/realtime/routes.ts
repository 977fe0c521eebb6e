import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { notFound } from '../../http/app-error';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { liveViewOf } from './live-view';
import * as repo from './repository';
import {
  RealtimeAllSchema,
  RealtimeByPageBodySchema,
  RealtimeDeviceSchema,
  RealtimePageSchema,
  RealtimeParamsSchema,
  RealtimeQuerySchema,
} from '../../../shared/contract/api/realtime';

/** GET /userdevices/realtime/{deviceId}, GET /realtimeAll, POST /realtimeAllByPage: latest values from memory. */
export const realtimeRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/userdevices/realtime/:deviceId',
    {
      config: { access: ROUTE_ACCESS.realtime },
      schema: {
        tags: ['realtime'],
        params: RealtimeParamsSchema,
        querystring: RealtimeQuerySchema,
        response: { 200: Envelope(RealtimeDeviceSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const row = await repo.findVisibleDevice(request.scope, request.params.deviceId);
      if (!row) throw notFound('device_not_found');
      return ok(request, liveViewOf(app, row));
    },
  );

  app.get(
    '/realtimeAll',
    {
      config: { access: ROUTE_ACCESS.realtime },
      schema: { tags: ['realtime'], response: { 200: Envelope(RealtimeAllSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      const rows = (await repo.listVisibleDevices(request.scope)).map((row) => liveViewOf(app, row));
      return ok(request, { rows, total: rows.length });
    },
  );

  app.post(
    '/realtimeAllByPage',
    {
      config: { access: ROUTE_ACCESS.realtime, readOnly: true },
      schema: {
        tags: ['realtime'],
        body: RealtimeByPageBodySchema,
        response: { 200: Envelope(RealtimePageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { page = 1, pageSize = 20, device_type } = request.body;
      const result = await repo.pageVisibleDevices(request.scope, page, pageSize, device_type);
      return ok(request, { rows: result.rows.map((row) => liveViewOf(app, row)), total: result.total });
    },
  );
};
