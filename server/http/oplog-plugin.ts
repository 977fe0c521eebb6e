import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes one op_log row per mutating /api call by a known user, with its result, after the
 * response is sent (so logging never slows or fails the call). Routes that only read mark
 * themselves `readOnly`. Needs app.database and the session plugin.
 */
export const oplogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      if (!MUTATING.has(request.method) || request.is404) return;
      if (request.routeOptions.config.readOnly) return;
      const user = request.user;
      if (!user) return;
      try {
        await app.database.db
          .insertInto('op_log')
          .values({
            user_id: user.id,
            user_name: user.userName,
            tenant_id: user.tenantId,
            ip: request.ip,
            method: request.method,
            path: request.routeOptions.url ?? request.url,
            target: request.opTarget ?? null,
            status_code: reply.statusCode,
            success: reply.statusCode < 400,
          })
          .execute();
      } catch (error) {
        request.log.error({ err: error }, 'operation log write failed');
      }
    });
  },
  { name: 'oplog', dependencies: ['database', 'session'] },
);
