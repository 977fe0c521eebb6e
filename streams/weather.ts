import type { Observable } from 'rxjs';
import { WEATHER_ENDPOINTS, type WeatherResult } from '../shared/contract/api/weather';
import { callEndpoint } from './config';
import { createViewStream, type WatchOptions } from './keyed-stream';
import { refreshIntervalAtLeast$ } from './refresh-interval';
import type { StreamState } from './stream-state';

/** Station readings change every few minutes and the forecast a few times a day: at most one call per 5 minutes. */
export const WEATHER_MIN_PERIOD_MS = 5 * 60_000;

const stream = createViewStream<string, WeatherResult>({
  key: () => 'all',
  fetch: (_key, signal) => callEndpoint(WEATHER_ENDPOINTS.weather, { body: {} }, { signal }),
  deps: { refreshInterval$: refreshIntervalAtLeast$(WEATHER_MIN_PERIOD_MS) },
});

/**
 * The caller's weather (POST /apiWeather without a place: every station it sees, the forecast of
 * its first site) as StreamState. Polls on the app's refresh clock but no more often than
 * WEATHER_MIN_PERIOD_MS; paused while hidden unless `pauseWhenHidden` is false (big screens).
 * Failures become `stale`/`error` values; it never errors.
 */
export function weather$(watch: WatchOptions = {}): Observable<StreamState<WeatherResult>> {
  return stream('all', watch);
}
