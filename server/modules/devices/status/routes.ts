import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import * as service from './service';
import { AlarmStatusSchema, DeviceStatusSchema, EnableStatusSchema, IngestStatsSchema } from '../../../../shared/contract/api/device-status';

/** GET /devices/status, /devices/alarmStatus, /devices/enableStatus (counts) and /ingest/stats (operators). */
export const deviceStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: ROUTE_ACCESS.deviceStatus };
  app.get(
    '/devices/status',
    { config, schema: { tags: ['devices'], response: { 200: Envelope(DeviceStatusSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.deviceStatus(request.scope)),
  );
  app.get(
    '/devices/alarmStatus',
    { config, schema: { tags: ['devices'], response: { 200: Envelope(AlarmStatusSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.alarmStatus(request.scope)),
  );
  app.get(
    '/devices/enableStatus',
    { config, schema: { tags: ['devices'], response: { 200: Envelope(EnableStatusSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.enableStatus(request.scope)),
  );
  // Ingest health is platform-wide, so only the platform's company administration code sees it.
  app.get(
    '/ingest/stats',
    { config: { access: ROUTE_ACCESS.ingestStats }, schema: { tags: ['system'], response: { 200: Envelope(IngestStatsSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, service.ingestStats(request.scope)),
  );
};
