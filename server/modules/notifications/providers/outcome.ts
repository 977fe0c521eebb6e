import type { SendFailure } from '../types';

/** What one request to a provider came to: its message id, or a classified failure with the provider's own code. */
export type ProviderAnswer =
  | { ok: true; id: string }
  | { ok: false; failure: SendFailure; code: string; message: string };

/** Worth asking again after a pause: the provider's rate limit, or the way to it. */
export const RETRIED: ReadonlySet<SendFailure> = new Set<SendFailure>(['throttled', 'network']);

export const networkFailure = (error: unknown): ProviderAnswer => ({
  ok: false, failure: 'network', code: (error as { name?: string }).name ?? 'Error', message: (error as Error).message ?? String(error),
});

/** HTTP 5xx with no business answer: the provider's side of the way broke. */
export const serverFailure = (status: number, text: string): ProviderAnswer => ({ ok: false, failure: 'network', code: `HTTP ${status}`, message: text.slice(0, 200) });
