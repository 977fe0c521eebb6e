import type { Observable } from 'rxjs';
import { NOTICE_ENDPOINTS, type MyNotices } from '../shared/contract/api/notices';
import { callEndpoint, fetchJson } from './config';
import { createKeyedStream } from './keyed-stream';
import { refreshIntervalAtLeast$ } from './refresh-interval';
import type { StreamState } from './stream-state';

/** The bell need not be quicker than this: the refresh clock, but at most once a minute. */
export const MESSAGE_MIN_PERIOD_MS = 60_000;

/** GET /notices/mine: the caller's notices, newest first, with read marks. */
export type { MyNotices };

const deps = { refreshInterval$: refreshIntervalAtLeast$(MESSAGE_MIN_PERIOD_MS) };

const prompts = createKeyedStream<'all', unknown>({
  key: () => 'all',
  fetch: (_all, signal) => fetchJson<unknown>('/mesPrompt/find', { signal }),
  deps,
});

const notices = createKeyedStream<'all', MyNotices>({
  key: () => 'all',
  fetch: (_all, signal) => callEndpoint(NOTICE_ENDPOINTS.mine, {}, { signal }),
  deps,
});

/**
 * The message center's alarm prompts (GET /mesPrompt/find) as the server sends them, for
 * src/api/messages to read into items, as StreamState. Polls on the app's refresh clock but no
 * more often than MESSAGE_MIN_PERIOD_MS, paused while the page is hidden; `requestRefresh()`
 * asks at once. A failure keeps the last prompts as `stale` (or `error` before any); it never errors.
 */
export function messagePrompts$(): Observable<StreamState<unknown>> {
  return prompts('all');
}

/**
 * The caller's system notices with read marks (GET /notices/mine) as StreamState, on the same
 * clock as messagePrompts$ and failing the same way, each source on its own: one failing keeps
 * its last rows while the other goes on.
 */
export function myNotices$(): Observable<StreamState<MyNotices>> {
  return notices('all');
}
