import type { Observable } from 'rxjs';
import { searchFarm, type FarmRow } from '../src/api/farm';
import { createViewStream, type WatchOptions } from './keyed-stream';
import { refreshIntervalAtLeast$ } from './refresh-interval';
import type { StreamState } from './stream-state';

/** Feedings are entered by hand a few times a day: a minute between calls keeps a screen current. */
export const FEEDING_LOG_MIN_PERIOD_MS = 60_000;

const stream = createViewStream<number, { rows: FarmRow[]; total: number }>({
  key: (count) => String(count),
  fetch: (count, signal) => searchFarm('/feedingManage', { page: 1, pageSize: count }, { signal }),
  deps: { refreshInterval$: refreshIntervalAtLeast$(FEEDING_LOG_MIN_PERIOD_MS) },
});

/**
 * The latest `count` feeding records of the production log (POST /feedingManage {type: search},
 * newest first) as StreamState. Polls on the refresh clock, at most every FEEDING_LOG_MIN_PERIOD_MS;
 * paused while hidden unless `pauseWhenHidden` is false. Failures become `stale`/`error` values.
 */
export function feedingLog$(count: number, watch: WatchOptions = {}): Observable<StreamState<{ rows: FarmRow[]; total: number }>> {
  return stream(count, watch);
}
