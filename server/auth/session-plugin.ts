import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { langFromHeader } from '../i18n/messages';
import { holdsCode } from './session-user';
import { loadSessionUser, ttlOf } from './session-repository';

export const SESSION_COOKIE = 'sid';

export function setSessionCookie(reply: FastifyReply, id: string, remember: boolean) {
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    signed: true,
    // Without "remember" it is a browser-session cookie; the server-side expiry still applies.
    ...(remember ? { maxAge: Math.floor(ttlOf(true) / 1000) } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function sessionIdOf(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

/**
 * Provides request.lang and request.user on every request, and enforces each route's `public`
 * and `access` config: 401 without a live session, 403 without the route's access code. Needs
 * @fastify/cookie (with the session secret) and app.database.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', 'zh-CN');
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      request.lang = langFromHeader(request.headers['accept-language']);
      const sid = sessionIdOf(request);
      if (sid) request.user = await loadSessionUser(app.database.db, sid);
      if (!request.url.startsWith('/api') || request.is404) return;
      const config = request.routeOptions.config;
      if (config.public) return;
      if (!request.user) throw new AppError(401, 'unauthorized');
      const required = config.access;
      if (required === undefined) return;
      const codes = Array.isArray(required) ? required : [required];
      if (!codes.some((code) => holdsCode(request.user!.access, code))) throw new AppError(403, 'forbidden');
    });
  },
  { name: 'session', dependencies: ['database'] },
);
