import type { EndpointData, EndpointInput, EndpointSpec } from '../shared/contract/endpoint';
/**
 * The app's call by contract entry (the console's `call`, handed in at start) as streams need it:
 * the entry's input, its answer's `data` when the spec's success rule holds (rejected otherwise:
 * timeouts and the 401 redirect are the client's business), aborted when `signal` is. Streams
 * call by entry only, so what they read is what the contract says the server sends.
 */
export type CallEndpoint = <E extends EndpointSpec>(entry: E, input: EndpointInput<E>, init: { signal: AbortSignal }) => Promise<EndpointData<E>>;

export interface StreamsConfig {
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
