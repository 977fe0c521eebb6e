import type { FastifyInstance, RouteOptions } from 'fastify';
import type { TSchema } from 'typebox';
import { Envelope, ERROR_RESPONSES } from '../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../shared/contract/access-catalogue';
import { FILE_ANSWER, type EndpointSpec } from '../../shared/contract/endpoint';

/** The entry each route schema was made from, so the start-up check can find it. */
const ENTRY_OF_SCHEMA = new WeakMap<object, EndpointSpec>();

type EnvelopeOf<E extends EndpointSpec> = ReturnType<typeof Envelope<E['data']>>;
/** The answers a route declares: none for a file (its bytes are not the envelope), else the envelope, the standard errors and the route's own. */
type ResponsesOf<E extends EndpointSpec, R> = E['data'] extends typeof FILE_ANSWER ? undefined : { 200: EnvelopeOf<E> } & Omit<typeof ERROR_RESPONSES, keyof R> & R;

/** The OpenAPI document's words on a route, and answers it gives beside the envelope and the standard errors. */
export interface RouteDoc<R extends Record<number, TSchema> = Record<never, never>> {
  tags: string[];
  description?: string;
  /** Further answers by status (a provider's 502/503), replacing a standard one of the same status. */
  responses?: R;
}

/**
 * A route's schema from its contract entry: params, query and body as declared (an upload's
 * body as multipart), the answer as the envelope around the entry's `data` (or the file types it
 * produces), the standard error answers and the route's own further answers. `tags` and
 * `description` are the OpenAPI document's.
 */
export function routeSchema<E extends EndpointSpec, R extends Record<number, TSchema> = Record<never, never>>(entry: E, doc: RouteDoc<R>) {
  const file = entry.data === FILE_ANSWER;
  const { responses, ...words } = doc;
  const schema = {
    ...words,
    ...(entry.upload ? { consumes: ['multipart/form-data'] } : {}),
    params: entry.params as E['params'],
    querystring: entry.query as E['query'],
    body: entry.body as E['body'],
    ...(file ? { produces: [...(entry.produces ?? [])] } : {}),
    response: (file ? undefined : { 200: Envelope(entry.data), ...ERROR_RESPONSES, ...responses }) as unknown as ResponsesOf<E, R>,
  };
  for (const key of ['params', 'querystring', 'body', 'response'] as const) if (schema[key] === undefined) delete schema[key];
  ENTRY_OF_SCHEMA.set(schema, entry);
  return schema;
}

/** A route's access config from its entry: the route group's codes, public, or any session. */
export function routeAccess(entry: EndpointSpec): { access?: readonly string[]; public?: true } {
  if (entry.access === 'public') return { public: true };
  if (entry.access === 'session') return {};
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
  if (access !== expected.access?.join(',')) problems.push(`access ${access ?? 'none'} but the entry says ${entry.access}`);
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
