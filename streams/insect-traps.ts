import type { Observable } from 'rxjs';
import { INSECT_ENDPOINTS, type TrapLatest } from '../shared/contract/api/insects';
import { callEndpoint } from './config';
import { createViewStream, type WatchOptions } from './keyed-stream';
import { refreshIntervalAtLeast$ } from './refresh-interval';
import type { StreamState } from './stream-state';

/** Traps send a picture every half hour or so: a minute between calls keeps the panel current. */
export const INSECT_TRAPS_MIN_PERIOD_MS = 60_000;

const stream = createViewStream<string, { rows: TrapLatest[] }>({
  key: () => 'traps',
  fetch: (_key, signal) => callEndpoint(INSECT_ENDPOINTS.traps, {}, { signal }),
  deps: { refreshInterval$: refreshIntervalAtLeast$(INSECT_TRAPS_MIN_PERIOD_MS) },
});

/**
 * The insect traps the caller sees with their latest count and today's sum (GET /insects/traps) as
 * StreamState. Polls on the refresh clock, at most every INSECT_TRAPS_MIN_PERIOD_MS; paused while
 * hidden unless `pauseWhenHidden` is false. Failures become `stale`/`error` values; it never errors.
 */
export function insectTraps$(watch: WatchOptions = {}): Observable<StreamState<{ rows: TrapLatest[] }>> {
  return stream('traps', watch);
}
