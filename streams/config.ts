import type { EndpointData, EndpointInput, EndpointSpec } from '../shared/contract/endpoint';
/**
 * The app's JSON fetcher as streams need it: GET `path` below the API base (e.g.
 * `/userdevices/realtime/AW00001`), resolve with the envelope's `data` when the spec's success rule
 * holds, reject otherwise (timeouts and the 401 redirect are the client's business), and abort
 * when `signal` does.
 */
export type FetchJson = <T>(path: string, init: { signal: AbortSignal }) => Promise<T>;

/**
 * The app's call by contract entry (src/api/call.ts's `call`) as streams need it: the entry's
 * input, its answer's `data`, aborted when `signal` is.
 */
export type CallEndpoint = <E extends EndpointSpec>(entry: E, input: EndpointInput<E>, init: { signal: AbortSignal }) => Promise<EndpointData<E>>;

export interface StreamsConfig {
  /** Until every stream calls by entry (issue 33); then it goes. */
  fetchJson: FetchJson;
  call: CallEndpoint;
}

let config: StreamsConfig | null = null;

/**
 * Hands streams the app's API client, once at start (before the first page renders). Streams stay
 * free of React, stores and the client module itself, so they can be tested on their own.
 */
export function configureStreams(next: StreamsConfig): void {
  config = next;
}

/** One call by contract entry through the configured client; a stream polled before `configureStreams` fails its requests. */
export function callEndpoint<E extends EndpointSpec>(entry: E, input: EndpointInput<E>, init: { signal: AbortSignal }): Promise<EndpointData<E>> {
  if (!config) return Promise.reject(new Error('configureStreams() has not been called'));
  return config.call(entry, input, init);
}

/** The configured fetcher; a stream polled before `configureStreams` fails its requests. */
export function fetchJson<T>(path: string, init: { signal: AbortSignal }): Promise<T> {
  if (!config) return Promise.reject(new Error('configureStreams() has not been called'));
  return config.fetchJson<T>(path, init);
}
