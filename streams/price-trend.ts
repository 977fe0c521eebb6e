import type { Observable } from 'rxjs';
import { PRICE_ENDPOINTS, type PriceProductResult } from '../shared/contract/api/prices';
import { callEndpoint } from './config';
import { createViewStream, type WatchOptions } from './keyed-stream';
import { refreshIntervalAtLeast$ } from './refresh-interval';
import type { StreamState } from './stream-state';

/** Price lists change weekly: one call per half hour is plenty. */
export const PRICE_TREND_MIN_PERIOD_MS = 30 * 60_000;
const DAY_MS = 86_400_000;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const stream = createViewStream<number, PriceProductResult>({
  key: (days) => String(days),
  fetch: (days, signal) => {
    const now = Date.now();
    return callEndpoint(PRICE_ENDPOINTS.product, { body: { start: day(now - days * DAY_MS), end: day(now) } }, { signal });
  },
  deps: { refreshInterval$: refreshIntervalAtLeast$(PRICE_TREND_MIN_PERIOD_MS) },
});

/**
 * The caller's market prices of the last `days` days with their trends (POST /priceProduct) as
 * StreamState. Polls on the refresh clock, at most every PRICE_TREND_MIN_PERIOD_MS; paused while
 * hidden unless `pauseWhenHidden` is false. Failures become `stale`/`error` values; it never errors.
 */
export function priceTrend$(days: number, watch: WatchOptions = {}): Observable<StreamState<PriceProductResult>> {
  return stream(days, watch);
}
