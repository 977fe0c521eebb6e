import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { clearSessionCookie, sessionIdOf, setSessionCookie } from '../../auth/session-plugin';
import { AUTH_ENDPOINTS } from '../../../shared/contract/api/auth';
import * as service from './service';
import { ThrottledError } from './throttle';

/** A refused attempt also says in Retry-After how many seconds to wait. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/** POST /login, /logout, /lock, /unlock and GET /session (the current user, for a reload). */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const { login, logout, unlock, lock, session } = AUTH_ENDPOINTS;
  const tags = ['auth'];

  app.post(
    login.path,
    { config: { ...routeAccess(login), oplog: false }, schema: routeSchema(login, { tags }) },
    async (request, reply) => {
      const result = await withRetryAfter(reply, () => service.login(db, request.body, request.ip));
      setSessionCookie(request, reply, result.sessionId, result.remember);
      return ok(request, result.user);
    },
  );

  app.post(
    logout.path,
    { config: { ...routeAccess(logout), oplog: false }, schema: routeSchema(logout, { tags }) },
    async (request, reply) => {
      const sessionId = sessionIdOf(request);
      await service.logout(db, sessionId);
      // Sockets opened with this session are disconnected at once.
      if (sessionId) app.bus.emit('rights', { sessionIds: [sessionId] });
      clearSessionCookie(request, reply);
      return ok(request, null, 'logout_ok');
    },
  );

  app.post(
    unlock.path,
    { config: { ...routeAccess(unlock), oplog: false }, schema: routeSchema(unlock, { tags }) },
    async (request, reply) => {
      await withRetryAfter(reply, () => service.unlock(request.scope, request.body.password));
      return ok(request, null);
    },
  );

  // The lock screen is a state of the session, so a reload or an edited cookie cannot skip it.
  app.post(
    lock.path,
    { config: { ...routeAccess(lock), oplog: false }, schema: routeSchema(lock, { tags }) },
    async (request) => {
      await service.lock(request.scope);
      return ok(request, null, 'lock_ok');
    },
  );

  app.get(
    session.path,
    { config: routeAccess(session), schema: routeSchema(session, { tags }) },
    async (request) => ok(request, await service.currentUser(request.scope)),
  );
};

