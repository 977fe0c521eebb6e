import type { Observable } from 'rxjs';
import type { EndpointData } from '../shared/contract/endpoint';
import { FEEDING } from '../shared/contract/farm';
import { farmEndpoints } from '../shared/contract/farm/endpoints';
import { callEndpoint } from './config';
import { createViewStream, type WatchOptions } from './keyed-stream';
import { refreshIntervalAtLeast$ } from './refresh-interval';
import type { StreamState } from './stream-state';

/** Feedings are entered by hand a few times a day: a minute between calls keeps a screen current. */
export const FEEDING_LOG_MIN_PERIOD_MS = 60_000;

const { manage } = farmEndpoints(FEEDING);

/** A page of the production log's feedings: what a search answers of the entry's answers (a page, a row, ids). */
export type FeedingPage = Extract<EndpointData<typeof manage>, { rows: unknown[] }>;
const isPage = (data: EndpointData<typeof manage>): data is FeedingPage => Array.isArray((data as { rows?: unknown }).rows);

const stream = createViewStream<number, FeedingPage>({
  key: (count) => String(count),
  fetch: (count, signal) =>
    callEndpoint(manage, { body: { type: 'search', page: 1, pageSize: count } }, { signal }).then((data) => {
      if (!isPage(data)) throw new Error(`${manage.path}: a search answered no page`);
      return data;
    }),
  deps: { refreshInterval$: refreshIntervalAtLeast$(FEEDING_LOG_MIN_PERIOD_MS) },
});

/**
 * The latest `count` feeding records of the production log (POST /feedingManage {type: search},
 * newest first) as StreamState. Polls on the refresh clock, at most every FEEDING_LOG_MIN_PERIOD_MS;
 * paused while hidden unless `pauseWhenHidden` is false. Failures become `stale`/`error` values.
 */
export function feedingLog$(count: number, watch: WatchOptions = {}): Observable<StreamState<FeedingPage>> {
  return stream(count, watch);
}
