import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../../shared/contract/envelope';
import * as service from './service';
import { AlarmStatusSchema, DeviceStatusSchema, EnableStatusSchema, IngestStatsSchema, STATUS_ACCESS } from '../../../../shared/contract/api/device-status';

/** GET /devices/status, /devices/alarmStatus, /devices/enableStatus (counts) and /ingest/stats (operators). */
export const deviceStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: STATUS_ACCESS };
  app.get(
    '/devices/status',
    { config, schema: { tags: ['devices'], response: { 200: Envelope(DeviceStatusSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.deviceStatus(app, request.user!)),
  );
  app.get(
    '/devices/alarmStatus',
    { config, schema: { tags: ['devices'], response: { 200: Envelope(AlarmStatusSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.alarmStatus(app, request.user!)),
  );
  app.get(
    '/devices/enableStatus',
    { config, schema: { tags: ['devices'], response: { 200: Envelope(EnableStatusSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.enableStatus(app, request.user!)),
  );
  // Ingest health is platform-wide, so only the platform's company administration code sees it.
  app.get(
    '/ingest/stats',
    { config: { access: '9001' }, schema: { tags: ['system'], response: { 200: Envelope(IngestStatsSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, service.ingestStats(app)),
  );
};
