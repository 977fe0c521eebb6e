import type { Forecast } from '../../../shared/contract/api/weather';
import { hasMessage, translate, type Lang } from '../../i18n/messages';
import { fetchForecast, qweatherConfig } from './qweather';
import './messages';

/** A daily forecast changes a few times a day: one provider call per place and half hour keeps within the free quota. */
export const FORECAST_CACHE_MS = 30 * 60_000;
const CACHE_MAX = 500;
const cache = new Map<string, { at: number; forecast: Forecast }>();

const empty = (status: Forecast['status'], message: string | null, code: string | null = null): Forecast => ({ status, code, message, updateTime: null, daily: [] });

/**
 * The 7-day forecast of a place in the caller's language: not_configured without QWEATHER_KEY,
 * no_location without coordinates, error with the provider's code and a message saying what it
 * means. Good answers are cached per host, key, place and language; failures are asked again.
 */
export async function forecastFor(location: { longitude: number; latitude: number } | null, lang: Lang, now = Date.now()): Promise<Forecast> {
  const config = qweatherConfig();
  if (!config) return empty('not_configured', translate(lang, 'weather_not_configured'));
  if (!location) return empty('no_location', translate(lang, 'weather_no_location'));
  const providerLang = lang === 'en-US' ? 'en' : 'zh';
  const key = [config.host, config.key, location.longitude.toFixed(2), location.latitude.toFixed(2), providerLang].join('|');
  const hit = cache.get(key);
  if (hit && now - hit.at < FORECAST_CACHE_MS) return hit.forecast;
  const result = await fetchForecast(config, location.longitude, location.latitude, providerLang);
  if (!result.ok) {
    const messageKey = hasMessage(`weather_error_${result.code}`) ? `weather_error_${result.code}` : 'weather_error_other';
    return empty('error', translate(lang, messageKey, { code: result.code }), result.code);
  }
  const forecast: Forecast = { status: 'ok', code: null, message: null, updateTime: result.updateTime, daily: result.daily };
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, { at: now, forecast });
  return forecast;
}
