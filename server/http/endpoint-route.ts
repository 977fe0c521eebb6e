import type { FastifyInstance, RouteOptions } from 'fastify';
import type { TSchema } from 'typebox';
import { Envelope, ERROR_RESPONSES, ErrorEnvelope } from '../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../shared/contract/access-catalogue';
import { FILE_ANSWER, type EndpointSpec } from '../../shared/contract/endpoint';

/** The entry each route schema was made from, so the start-up check can find it. */
const ENTRY_OF_SCHEMA = new WeakMap<object, EndpointSpec>();

type EnvelopeOf<E extends EndpointSpec> = ReturnType<typeof Envelope<E['data']>>;
/** A file answer has no envelope to type: its handler sends the bytes (and may answer 206, 304 or 416). */
type ResponseOf<E extends EndpointSpec, A> = E['data'] extends typeof FILE_ANSWER ? undefined : { 200: EnvelopeOf<E> } & Omit<typeof ERROR_RESPONSES, keyof A> & A;

/**
 * A route's schema from its contract entry: params, query and body as declared (a multipart body
 * for an upload), the answer as the envelope around the entry's `data` (or the file types it
 * produces), and the standard error answers. `tags` and `description` are the OpenAPI document's;
 * `errors` adds statuses beyond the standard ones (a card or payment platform's 503); `answers`
 * gives statuses a route answers outside the envelope, in place of a standard one (the payment
 * notification's 204 and its 400 `{ code: 'FAIL' }`, which the provider reads).
 */
export function routeSchema<E extends EndpointSpec, A extends Record<number, TSchema> = Record<never, never>>(
  entry: E,
  doc: { tags: string[]; description?: string; errors?: readonly number[]; answers?: A },
) {
  const file = entry.data === FILE_ANSWER;
  const { errors = [], answers, ...openapi } = doc;
  const extra = Object.fromEntries(errors.map((status) => [status, ErrorEnvelope]));
  const schema = {
    ...openapi,
    params: entry.params as E['params'],
    querystring: entry.query as E['query'],
    body: entry.body as E['body'],
    ...(entry.upload ? { consumes: ['multipart/form-data'] } : {}),
    ...(file ? { produces: [...(entry.produces ?? [])] } : {}),
    response: (file ? undefined : { 200: Envelope(entry.data), ...ERROR_RESPONSES, ...extra, ...answers }) as unknown as ResponseOf<E, A>,
  };
  for (const key of ['params', 'querystring', 'body', 'response'] as const) if (schema[key] === undefined) delete schema[key];
  ENTRY_OF_SCHEMA.set(schema, entry);
  return schema;
}

/** A route's access config from its entry: the route group's codes or its own, public, or any session. */
export function routeAccess(entry: EndpointSpec): { access?: readonly string[]; public?: true } {
  if (entry.access === 'public') return { public: true };
  if (entry.access === 'session') return {};
  if (typeof entry.access === 'object') return { access: entry.access.codes };
  return { access: ROUTE_ACCESS[entry.access] };
}

/** What is wrong with a route against the entry its schema was made from; empty when they agree. */
export function routeDisagreements(route: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>, prefix: string): string[] {
  const entry = route.schema ? ENTRY_OF_SCHEMA.get(route.schema) : undefined;
  if (!entry) return ['its schema is not made by routeSchema(entry) from a contract entry'];
  const problems: string[] = [];
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.includes(entry.method)) problems.push(`method ${methods.join(',')} but the entry says ${entry.method}`);
  if (route.url !== `${prefix}${entry.path}`) problems.push(`path ${route.url} but the entry says ${prefix}${entry.path}`);
  const config = (route.config ?? {}) as { access?: string | readonly string[]; public?: boolean };
  const expected = routeAccess(entry);
  const access = config.access === undefined ? undefined : [config.access].flat().join(',');
  if (access !== expected.access?.join(',')) problems.push(`access ${access ?? 'none'} but the entry says ${typeof entry.access === 'object' ? entry.access.codes.join(',') : entry.access}`);
  if ((config.public === true) !== (expected.public === true)) problems.push(`public ${config.public === true} but the entry says ${entry.access}`);
  return problems;
}

/** Routes under the prefix whose schema is not a contract entry's (until every module is moved, see endpointCheck). */
export interface EndpointCheckOptions {
  prefix: string;
  /** "METHOD /api/path" of routes not yet declared in the contract; each must exist, and must not have an entry. */
  undeclared: ReadonlySet<string>;
}

/**
 * Refuses to start when a route under the prefix and its contract entry disagree (method, path,
 * access), or when a route has no entry and is not on the shrinking list of routes still to move.
 */
export function checkEndpoints(app: FastifyInstance, options: EndpointCheckOptions): void {
  const seen = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.url !== options.prefix && !route.url.startsWith(`${options.prefix}/`)) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    if (methods.length === 0 || (route.schema as { hide?: boolean } | undefined)?.hide) return;
    const key = `${methods.join(',')} ${route.url}`;
    const declared = route.schema !== undefined && ENTRY_OF_SCHEMA.has(route.schema);
    if (options.undeclared.has(key)) {
      if (declared) throw new Error(`${key} has a contract entry: take it out of server/http/undeclared-routes.ts`);
      seen.add(key);
      return;
    }
    const problems = routeDisagreements(route, options.prefix);
    if (problems.length > 0) throw new Error(`${key}: ${problems.join('; ')} (shared/contract/endpoint.ts)`);
  });
  app.addHook('onReady', async () => {
    const stale = [...options.undeclared].filter((key) => !seen.has(key));
    if (stale.length > 0) throw new Error(`server/http/undeclared-routes.ts lists routes that do not exist: ${stale.join(', ')}`);
  });
}
