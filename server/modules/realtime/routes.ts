import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { notFound } from '../../http/app-error';
import { liveViewOf } from './live-view';
import * as repo from './repository';
import './messages';
import {
  REALTIME_ACCESS,
  RealtimeAllSchema,
  RealtimeByPageBodySchema,
  RealtimeDeviceSchema,
  RealtimePageSchema,
  RealtimeParamsSchema,
  RealtimeQuerySchema,
} from '../../../shared/contract/api/realtime';

/** GET /userdevices/realtime/{deviceId}, GET /realtimeAll, POST /realtimeAllByPage: latest values from memory. */
export const realtimeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;

  app.get(
    '/userdevices/realtime/:deviceId',
    {
      config: { access: REALTIME_ACCESS },
      schema: {
        tags: ['realtime'],
        params: RealtimeParamsSchema,
        querystring: RealtimeQuerySchema,
        response: { 200: Envelope(RealtimeDeviceSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const row = await repo.findVisibleDevice(db, request.user!, request.params.deviceId);
      if (!row) throw notFound('device_not_found');
      return ok(request, liveViewOf(app, row));
    },
  );

  app.get(
    '/realtimeAll',
    {
      config: { access: REALTIME_ACCESS },
      schema: { tags: ['realtime'], response: { 200: Envelope(RealtimeAllSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      const rows = (await repo.listVisibleDevices(db, request.user!)).map((row) => liveViewOf(app, row));
      return ok(request, { rows, total: rows.length });
    },
  );

  app.post(
    '/realtimeAllByPage',
    {
      config: { access: REALTIME_ACCESS, readOnly: true },
      schema: {
        tags: ['realtime'],
        body: RealtimeByPageBodySchema,
        response: { 200: Envelope(RealtimePageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { page = 1, pageSize = 20, device_type } = request.body;
      const result = await repo.pageVisibleDevices(db, request.user!, page, pageSize, device_type);
      return ok(request, { rows: result.rows.map((row) => liveViewOf(app, row)), total: result.total });
    },
  );
};
