import { fillPath, type EndpointData, type EndpointInput, type EndpointSpec, type InputOptional } from '../../shared/contract/endpoint';
import { request, urlOf, UPLOAD_TIMEOUT_MS, type RequestOptions } from './client';

/** What a call may add to its entry's input: cancellation, and how the shell treats its failure. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'main' | 'allow401' | 'timeoutMs'>;

type Args<E extends EndpointSpec> = InputOptional<E> extends true
  ? [input?: EndpointInput<E>, options?: CallOptions]
  : [input: EndpointInput<E>, options?: CallOptions];

type Query = RequestOptions['query'];

/**
 * One API call by its contract entry (shared/contract/api/<domain>.ts): the input is checked
 * against the entry's params, query and body, and the answer is the entry's `data`, so a page
 * cannot read a field the server does not send. Errors as `request()` (ApiError, the shell's
 * 401/403/423/500 handling).
 */
export function call<E extends EndpointSpec>(entry: E, ...[input, options]: Args<E>): Promise<EndpointData<E>> {
  return callWith(entry, input, options);
}

/** `call` for code that holds an entry of any kind (streams' configuration, the resource kit): the input always passed. */
export function callWith<E extends EndpointSpec>(entry: E, input: EndpointInput<E> | undefined, options?: CallOptions): Promise<EndpointData<E>> {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  return request<EndpointData<E>>(entry.method, fillPath(entry.path, parts.params), {
    ...options,
    query: parts.query,
    body: entry.method === 'GET' ? undefined : (parts.body ?? {}),
  });
}

/** Uploads one file (multipart field `file`) to an upload entry, with the entry's query. */
export function upload<E extends EndpointSpec & { upload: true }>(
  entry: E,
  file: Blob,
  filename: string,
  input?: Pick<EndpointInput<E>, 'params' | 'query'>,
  options?: CallOptions,
): Promise<EndpointData<E>> {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Query };
  const form = new FormData();
  form.append('file', file, filename);
  return request<EndpointData<E>>(entry.method, fillPath(entry.path, parts.params), { timeoutMs: UPLOAD_TIMEOUT_MS, ...options, query: parts.query, form });
}

/**
 * The address of a GET entry with its input, for what the browser fetches itself: an image's
 * src, a download link, a video's source.
 */
export function addressOf<E extends EndpointSpec & { method: 'GET' }>(entry: E, input?: Pick<EndpointInput<E>, 'params' | 'query'>): string {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Query };
  return urlOf(fillPath(entry.path, parts.params), parts.query);
}
