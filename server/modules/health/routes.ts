import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { Envelope } from '../../../shared/contract/envelope';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Object({ kind: Type.String(), ok: Type.Boolean() }),
  uptimeSeconds: Type.Number(),
});

/** GET /api/health: liveness with the database state; public so that probes need no session. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { tags: ['system'], response: { 200: Envelope(Health) } } },
    async (request) => {
      const dbOk = await app.database.ping();
      return ok(request, {
        status: dbOk ? ('ok' as const) : ('degraded' as const),
        database: { kind: app.database.kind, ok: dbOk },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
