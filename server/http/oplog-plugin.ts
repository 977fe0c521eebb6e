import fp from 'fastify-plugin';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { OplogSpec } from './oplog';
import './fastify-types';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A name longer than this is cut: the log shows what was changed, not the whole input. */
const NAME_MAX = 200;

/** One changing /api route and what it declared for the operation log (the route-walk test reads these). */
export interface OplogRouteEntry {
  method: string;
  url: string;
  declared: 'oplog' | 'readOnly' | 'skip' | 'none';
}

interface Pending {
  lookedUp?: unknown;
  data?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every changing /api route with what it logs; a 'none' is a route that forgot to declare. */
    oplogRoutes: readonly OplogRouteEntry[];
  }
  interface FastifyRequest {
    oplogPending?: Pending;
  }
}

function declaredOf(config: FastifyContextConfig | undefined): OplogRouteEntry['declared'] {
  if (config?.readOnly) return 'readOnly';
  if (config?.oplog === false) return 'skip';
  return config?.oplog ? 'oplog' : 'none';
}

const text = (value: unknown): string | null => {
  if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, NAME_MAX);
  if (Array.isArray(value) && value.length > 0) return value.map(String).join(', ').slice(0, NAME_MAX);
  return null;
};

/** The row's action, resource and name, or null when this call only read. */
function entryOf(spec: OplogSpec, request: FastifyRequest) {
  const pending = request.oplogPending ?? {};
  const action = typeof spec.action === 'function' ? spec.action(request, pending.data) : spec.action;
  if (!action) return null;
  const resource = typeof spec.resource === 'function' ? spec.resource(request) : spec.resource;
  return { action, resource, name: text(spec.name?.(request, pending.data)) ?? text(pending.lookedUp) };
}

/**
 * A change must not answer GET: a link, an image or a top-level navigation from any site sends a
 * GET with the user's cookie (issue 32: an article image moved a camera). A route that declares what
 * it changes (`config.oplog`) on GET or HEAD stops the server at start.
 */
export function changeOnRead(method: string, url: string): string {
  return `${method} ${url}: a route that changes something (config.oplog) must be a POST, PUT, PATCH or DELETE, never a ${method}`;
}

/**
 * Writes one op_log row per successful change through /api by a known user, after the response
 * is sent (so logging never slows or fails the call). A route says what it changed in
 * `config.oplog` (server/http/oplog.ts): the row stores that action, resource and name, which the
 * log shows in the reader's language. Searches sent as POST are `readOnly` and are not written;
 * of failed calls only a 403 is (as a failed attempt: an audit wants those), the rest changed nothing. A changing route that declares nothing still gets a row with its
 * raw method and path, and app.oplogRoutes lists it so a test can fail on it. A GET that declares
 * a change refuses to register (changeOnRead).
 * Needs app.database and the session plugin; register it before the routes.
 */
export const oplogPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: OplogRouteEntry[] = [];
    app.decorate('oplogRoutes', routes);
    app.addHook('onRoute', (route) => {
      const all = Array.isArray(route.method) ? route.method : [route.method];
      const read = all.find((m) => !MUTATING.has(m));
      if (read && route.config?.oplog) throw new Error(changeOnRead(read, route.url));
      for (const method of all.filter((m) => MUTATING.has(m))) routes.push({ method, url: route.url, declared: declaredOf(route.config) });
    });

    app.addHook('preHandler', async (request) => {
      const spec = request.routeOptions.config.oplog;
      if (!spec || !request.user) return;
      request.oplogPending = {};
      if (!spec.lookup) return;
      try {
        request.oplogPending.lookedUp = await spec.lookup(request);
      } catch (error) {
        // The log loses a name; the call itself goes on.
        request.log.error({ err: error }, 'operation log name lookup failed');
      }
    });

    app.addHook('preSerialization', async (request, _reply, payload) => {
      if (request.oplogPending) request.oplogPending.data = (payload as { data?: unknown } | null)?.data;
      return payload;
    });

    app.addHook('onResponse', async (request, reply) => {
      // A refusal for lack of rights is kept (an audit wants attempts); other failures changed nothing.
      const refused = reply.statusCode === 403;
      if (!MUTATING.has(request.method) || request.is404 || (reply.statusCode >= 400 && !refused)) return;
      // A repeated Idempotency-Key answered the first call's answer: the first call was logged.
      if (request.idempotency?.replayed) return;
      const config = request.routeOptions.config;
      if (config.readOnly || config.oplog === false) return;
      const user = request.user;
      if (!user) return;
      try {
        const raw = { action: null, resource: null, name: null };
        // A refusal before the body was read cannot say what it would have done: its raw route shows.
        const entry = (config.oplog ? entryOf(config.oplog, request) : raw) ?? (refused ? raw : null);
        if (!entry) return;
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
            ...entry,
            status_code: reply.statusCode,
            success: !refused,
          })
          .execute();
      } catch (error) {
        request.log.error({ err: error }, 'operation log write failed');
      }
    });
  },
  { name: 'oplog', dependencies: ['database', 'session'] },
);
