import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { HEALTH_ENDPOINTS } from '../../../shared/contract/api/health';

/** GET /api/health: liveness with the database state; public so that probes need no session. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const entry = HEALTH_ENDPOINTS.health;
  app.get(
    entry.path,
    { config: routeAccess(entry), schema: routeSchema(entry, { tags: ['system'] }) },
    async (request) => {
      const dbOk = await app.database.ping();
      return ok(request, {
        status: dbOk ? ('ok' as const) : ('degraded' as const),
        database: { kind: app.database.kind, ok: dbOk },
        uptimeSeconds: Math.round(process.uptime()),
        ...(app.demoHistory ? { backfill: { ...app.demoHistory } } : {}),
      });
    },
  );
};
