import { Type, type Static, type TSchema } from 'typebox';
import type { RouteGroup } from './access-catalogue';

/**
 * One API call, declared once: its method and path (under /api, Fastify's `:param` syntax), the
 * schemas of its path parameters, query and body, the schema of its answer's `data`, and who may
 * call it. The server builds the route's schema and access from the entry
 * (server/http/endpoint-route.ts) and refuses to start when a route under /api has none; the
 * console calls `call(entry, input)` (src/api/call.ts), whose input and answer types are the
 * entry's. A field the server does not send is then a type error where it is read.
 */
export interface EndpointSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** The answer's `data`; `FILE_ANSWER` for a call that sends a file (an image, a workbook) instead of the envelope. */
  data: TSchema;
  /**
   * Who may call it: a route group of the access catalogue (any one of its codes), the codes
   * themselves (`{ codes: ['8010'] }`, for a resource whose codes no other route shares), `'session'`
   * (any signed-in user) or `'public'` (no session: also listed in server/auth/public-routes.ts).
   */
  access: RouteGroup | { codes: readonly string[] } | 'session' | 'public';
  /** A multipart upload of one file in the field `file`, beside `query`. */
  upload?: true;
  /** The row of a `/xxxManage` entry (manageEndpoint): what search lists and add and update answer. */
  row?: TSchema;
  /** What a `/xxxManage` entry's search answers (manageEndpoint): rows and total, or more where the resource adds to them. */
  search?: TSchema;
  /** The media types of a file answer (with `data: FILE_ANSWER`). */
  produces?: readonly string[];
  /**
   * A body that names its action (ActionBody: `/codeManage {action: 'list' | 'send'}`): the body's
   * key and what each action answers; `data` is their union (actionEndpoint in ./action-endpoint.ts).
   */
  action?: { key: string; answers: Readonly<Record<string, TSchema>> };
}

/** The `data` of a call answered with a file (an image, a workbook) rather than the JSON envelope. */
export const FILE_ANSWER = Type.Unsafe<Blob>({ description: 'a file, not the JSON envelope' });

/** Declares an entry, keeping its literal types so `call()` can read them. */
export function endpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

type Part<S, Key extends string> = S extends TSchema ? (object extends Static<S> ? { [K in Key]?: Static<S> } : { [K in Key]: Static<S> }) : { [K in Key]?: never };

/** What a caller gives: `params`, `query` and `body` as the entry declares them (optional where every field is). */
export type EndpointInput<E extends EndpointSpec> = Part<E['params'], 'params'> & Part<E['query'], 'query'> & Part<E['body'], 'body'>;

/** The answer's `data` as the entry declares it. */
export type EndpointData<E extends EndpointSpec> = Static<E['data']>;

/** True when every part of an entry's input may be left out, so `call(entry)` needs no second argument. */
export type InputOptional<E extends EndpointSpec> = object extends EndpointInput<E> ? true : false;

/**
 * The path of an entry with its parameters filled in, each encoded: `/camera/status/:streamKey`
 * with `{ streamKey: 'a b' }` is `/camera/status/a%20b`.
 */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
