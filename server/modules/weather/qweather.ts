import type { ForecastDay } from '../../../shared/contract/api/weather';

/** QWeather's free-tier host; a paid plan or a test double sets QWEATHER_HOST. */
export const QWEATHER_DEFAULT_HOST = 'https://devapi.qweather.com';
/** A forecast that does not arrive within this leaves the panel with the stations only. */
export const QWEATHER_TIMEOUT_MS = 5000;

export interface QWeatherConfig {
  host: string;
  key: string;
}

/** The provider's settings from the environment (QWEATHER_KEY, QWEATHER_HOST); null without a key. */
export function qweatherConfig(env: NodeJS.ProcessEnv = process.env): QWeatherConfig | null {
  const key = env.QWEATHER_KEY?.trim();
  if (!key) return null;
  return { key, host: (env.QWEATHER_HOST?.trim() || QWEATHER_DEFAULT_HOST).replace(/\/+$/, '') };
}

export type ForecastFetch =
  | { ok: true; updateTime: string | null; daily: ForecastDay[] }
  /** `code`: QWeather's own ('401', '429', ...) or ours ('timeout', 'unreachable', 'bad_response'). */
  | { ok: false; code: string };

type Raw = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
/** QWeather sends numbers as strings ("24"); a missing or blank one is null. */
const number = (value: unknown) => {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

function dayOf(raw: Raw): ForecastDay {
  return {
    fxDate: text(raw.fxDate),
    tempMax: number(raw.tempMax),
    tempMin: number(raw.tempMin),
    textDay: text(raw.textDay),
    textNight: text(raw.textNight),
    iconDay: text(raw.iconDay),
    windDirDay: text(raw.windDirDay),
    windScaleDay: text(raw.windScaleDay),
    humidity: number(raw.humidity),
    precip: number(raw.precip),
  };
}

/**
 * GET {host}/v7/weather/7d?location=lon,lat&key=&lang= (QWeather v7 daily forecast). The body's
 * `code` decides, not the HTTP status: QWeather answers its errors as `{ code: '401' }` (newer
 * hosts also with an HTTP error status). Never throws; a failure is a value with its code.
 */
export async function fetchForecast(config: QWeatherConfig, longitude: number, latitude: number, lang: 'zh' | 'en'): Promise<ForecastFetch> {
  const url = new URL(`${config.host}/v7/weather/7d`);
  url.searchParams.set('location', `${longitude.toFixed(2)},${latitude.toFixed(2)}`);
  url.searchParams.set('key', config.key);
  url.searchParams.set('lang', lang);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(QWEATHER_TIMEOUT_MS) });
  } catch (error) {
    return { ok: false, code: (error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable' };
  }
  let body: Raw;
  try {
    body = (await response.json()) as Raw;
  } catch {
    return { ok: false, code: response.ok ? 'bad_response' : String(response.status) };
  }
  // Newer hosts answer errors as { error: { status: 401, title } } instead of { code: '401' }.
  const problem = body.error as Raw | undefined;
  const code = text(body.code) || text(problem?.status) || (response.ok ? '' : String(response.status));
  if (code !== '200') return { ok: false, code: code || 'bad_response' };
  if (!Array.isArray(body.daily)) return { ok: false, code: 'bad_response' };
  return { ok: true, updateTime: text(body.updateTime) || null, daily: (body.daily as Raw[]).map(dayOf) };
}
