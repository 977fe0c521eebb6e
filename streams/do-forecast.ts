import type { Observable } from 'rxjs';
import { FORECAST_ENDPOINTS, type DoForecast, type PondForecast } from '../shared/contract/api/forecast';
import { callEndpoint } from './config';
import { createViewStream, type WatchOptions } from './keyed-stream';
import { refreshIntervalAtLeast$ } from './refresh-interval';
import type { StreamState } from './stream-state';

/**
 * The server forecasts again each hour of the night: a call every 10 minutes keeps a wall left on
 * for days within minutes of it, without asking for a refit the readings cannot have changed.
 */
export const DO_FORECAST_MIN_PERIOD_MS = 10 * 60_000;

const deps = { refreshInterval$: refreshIntervalAtLeast$(DO_FORECAST_MIN_PERIOD_MS) };

// Keyed by language too: the answer says why there is no forecast in the caller's language, so a
// language switch asks again at once instead of showing the other language for 10 minutes.
const ponds = createViewStream<string, PondForecast[]>({
  key: (lang) => lang,
  fetch: (_lang, signal) => callEndpoint(FORECAST_ENDPOINTS.ponds, {}, { signal }),
  deps,
});

const device = createViewStream<{ deviceId: string; lang: string }, DoForecast>({
  key: ({ deviceId, lang }) => `${deviceId}|${lang}`,
  fetch: ({ deviceId }, signal) => callEndpoint(FORECAST_ENDPOINTS.doForecast, { query: { device_id: deviceId } }, { signal }),
  deps,
});

/**
 * Every pond monitor the caller sees with its live DO and tonight's forecast (GET
 * /forecast/do/ponds) as StreamState, for the home page and the fish screen. Polls on the refresh
 * clock, at most every DO_FORECAST_MIN_PERIOD_MS; paused while hidden unless `pauseWhenHidden` is
 * false. Failures become `stale`/`error` values; it never errors.
 */
export function pondForecasts$(lang: string, watch: WatchOptions = {}): Observable<StreamState<PondForecast[]>> {
  return ponds(lang, watch);
}

/**
 * Tonight's DO forecast of one device from its readings up to now (GET /forecast/do) as
 * StreamState, for the realtime page. Polls as `pondForecasts$`; never errors.
 */
export function doForecast$(deviceId: string, lang: string, watch: WatchOptions = {}): Observable<StreamState<DoForecast>> {
  return device({ deviceId, lang }, watch);
}
