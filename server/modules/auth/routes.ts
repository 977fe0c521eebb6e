import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { Envelope, ERROR_RESPONSES, OkEmpty, ok } from '../../http/envelope';
import { clearSessionCookie, sessionIdOf, setSessionCookie } from '../../auth/session-plugin';
import { LoginBodySchema, SessionUserSchema, UnlockBodySchema } from './schemas';
import * as service from './service';

/** POST /login, /logout, /unlock and GET /session (the current user, for a reload). */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;

  app.post(
    '/login',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: LoginBodySchema, response: { 200: Envelope(SessionUserSchema), ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const result = await service.login(db, request.body, request.ip);
      setSessionCookie(reply, result.sessionId, result.remember);
      return ok(request, result.user);
    },
  );

  app.post(
    '/logout',
    { config: { public: true }, schema: { tags: ['auth'], response: { 200: OkEmpty, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      await service.logout(db, sessionIdOf(request));
      clearSessionCookie(reply);
      return ok(request, null, 'logout_ok');
    },
  );

  app.post(
    '/unlock',
    { schema: { tags: ['auth'], body: UnlockBodySchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } } },
    async (request) => {
      await service.unlock(db, request.user!, request.body.password);
      return ok(request, null);
    },
  );

  app.get(
    '/session',
    { schema: { tags: ['auth'], response: { 200: Envelope(SessionUserSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.currentUser(db, request.user!)),
  );
};

