import fp from 'fastify-plugin';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { langFromHeader } from '../i18n/messages';
import { holdsCode } from './session-user';
import { loadSessionUser, ttlOf } from './session-repository';
import { isApiRoute, LOCKED_SESSION_ROUTES, PUBLIC_ROUTES, routeKey } from './public-routes';
import { cookieSecure } from './cookie-secure';
import { scopeForRequest, type RequestScope } from './request-scope';
import './messages';

export const SESSION_COOKIE = 'sid';

/** One registered route as the session check sees it (the route-walk test reads these). */
export interface CatalogueEntry {
  method: string;
  url: string;
  public: boolean;
  access: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the session plugin, with what it requires. */
    routeCatalogue: readonly CatalogueEntry[];
  }
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string, remember: boolean) {
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    signed: true,
    secure: cookieSecure(request),
    // Without "remember" it is a browser-session cookie; the server-side expiry still applies.
    ...(remember ? { maxAge: Math.floor(ttlOf(true) / 1000) } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: cookieSecure(request) });
}

export function sessionIdOf(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

function accessOf(config: FastifyContextConfig | undefined): string[] {
  const required = config?.access;
  if (required === undefined) return [];
  return typeof required === 'string' ? [required] : [...required];
}

/**
 * Refuses to start when a route's `config.public` and the allow-list disagree, and records every
 * route in app.routeCatalogue.
 */
function watchRoutes(app: FastifyInstance, catalogue: CatalogueEntry[]) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const declared = route.config?.public === true;
      const listed = PUBLIC_ROUTES.has(routeKey(method, route.url));
      if (declared !== listed && isApiRoute(route.url)) {
        throw new Error(
          `${method} ${route.url}: config.public is ${declared} but the route is ${listed ? '' : 'not '}in server/auth/public-routes.ts`,
        );
      }
      if (declared && !isApiRoute(route.url)) throw new Error(`${method} ${route.url}: config.public outside the API means nothing`);
      catalogue.push({ method, url: route.url, public: listed, access: accessOf(route.config) });
    }
  });
  app.addHook('onReady', async () => {
    const registered = new Set(catalogue.filter((r) => r.public).map((r) => routeKey(r.method, r.url)));
    const stale = [...PUBLIC_ROUTES].filter((key) => !registered.has(key));
    if (stale.length > 0) throw new Error(`server/auth/public-routes.ts lists routes that do not exist: ${stale.join(', ')}`);
  });
}

/**
 * Provides request.lang, request.user and request.scope (lazy) on every request, and guards every route under the API
 * prefix: 401 without a live session unless the route is in PUBLIC_ROUTES, 423 while the session
 * is locked, 403 without the route's access code. It decides on the route the router matched
 * (request.routeOptions.url), never on the URL's text, so an encoded path such as /%61pi/... is
 * checked like /api/... . Register it before any route (including @fastify/swagger-ui's).
 * Needs @fastify/cookie (with the session secret) and app.database.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    const catalogue: CatalogueEntry[] = [];
    app.decorate('routeCatalogue', catalogue);
    app.decorateRequest('lang', 'zh-CN');
    app.decorateRequest('user', null);
    // Made on first read and kept for the request, so its company list is read at most once.
    const scopes = new WeakMap<FastifyRequest, RequestScope>();
    app.decorateRequest('scope', {
      getter(this: FastifyRequest): RequestScope {
        let scope = scopes.get(this);
        if (scope) return scope;
        if (!this.user) throw new AppError(401, 'unauthorized');
        // request.server is the route's own (encapsulated) instance, so the scope's app also
        // carries what the route's module decorated (app.rules, app.video).
        scope = scopeForRequest(this.server, this.user, this.log, this.lang);
        scopes.set(this, scope);
        return scope;
      },
    });
    watchRoutes(app, catalogue);
    app.addHook('onRequest', async (request) => {
      request.lang = langFromHeader(request.headers['accept-language']);
      const sid = sessionIdOf(request);
      if (sid) request.user = await loadSessionUser(app.database.db, sid);
      // No matched route: the not-found handler answers, and it serves nothing but the SPA shell.
      const url = request.routeOptions.url;
      if (url === undefined || !isApiRoute(url)) return;
      const key = routeKey(request.method, url);
      if (PUBLIC_ROUTES.has(key)) return;
      const user = request.user;
      if (!user) throw new AppError(401, 'unauthorized');
      if (user.locked && !LOCKED_SESSION_ROUTES.has(key)) throw new AppError(423, 'session_locked');
      const codes = accessOf(request.routeOptions.config);
      if (codes.length > 0 && !codes.some((code) => holdsCode(user.access, code))) throw new AppError(403, 'forbidden');
    });
  },
  { name: 'session', dependencies: ['database'] },
);
