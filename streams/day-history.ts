import type { Observable } from 'rxjs';
import { DATAHIS_ENDPOINTS, type SeriesResult } from '../shared/contract/api/datahis';
import { callEndpoint } from './config';
import { createViewStream, type WatchOptions } from './keyed-stream';
import { refreshIntervalAtLeast$ } from './refresh-interval';
import type { StreamState } from './stream-state';

export const DAY_MS = 24 * 3600_000;
/** 24 h lines change slowly: the refresh clock, but at most once a minute keeps history queries cheap. */
export const DAY_HISTORY_MIN_PERIOD_MS = 60_000;
/** One point per 5 minutes of the day. */
export const DAY_HISTORY_POINTS = 288;

const stream = createViewStream<string, SeriesResult>({
  key: (ids) => ids,
  fetch: (ids, signal) => {
    const end = Date.now();
    const query = { ids, startTime: String(end - DAY_MS), endTime: String(end), maxPoints: DAY_HISTORY_POINTS };
    return callEndpoint(DATAHIS_ENDPOINTS.series, { query }, { signal });
  },
  deps: { refreshInterval$: refreshIntervalAtLeast$(DAY_HISTORY_MIN_PERIOD_MS) },
});

/**
 * The last 24 h of `device:param` ids (a comma list, GET /datahis/getHisDataByTime), at most
 * DAY_HISTORY_POINTS points each, as StreamState; null when there is nothing to ask. Polls on the
 * app's refresh clock but no more often than DAY_HISTORY_MIN_PERIOD_MS, each poll asking for the
 * day up to now; paused while the page is hidden unless `pauseWhenHidden` is false (big screens).
 * Failures become `stale`/`error` values; it never errors.
 */
export function getDayHistory$(ids: string, watch: WatchOptions = {}): Observable<StreamState<SeriesResult>> | null {
  return ids ? stream(ids, watch) : null;
}
