import type { TFunction } from 'i18next';
import type { DoForecast } from '../../api/forecast';
import { UNTIL_HOUR, clockAt, offsetAt } from './night-time';
import './oxygen-forecast-i18n';

/** mg/L as the summary writes it: one decimal, as the sensors report. */
export const mgL = (value: number) => value.toFixed(1);
/** A limit as configured (3, 2.5): no trailing zero. */
export const limitText = (value: number) => String(Math.round(value * 10) / 10);

/** The device's wall clock of a forecast's instants (see night-time.ts). */
export function forecastClock(forecast: DoForecast): (ts: number) => string {
  const offset = offsetAt(forecast.until, UNTIL_HOUR);
  return (ts) => clockAt(ts, offset);
}

/**
 * The one-line summary of a forecast ("Tonight's minimum 2.8 mg/L at 05:10 (2.3–3.3), below 3
 * from 03:40"), or null without one. A limit the night stays above is said too, so "no crossing"
 * is read as good news, not as a missing figure.
 */
export function summaryText(forecast: DoForecast, t: TFunction): string | null {
  const { min } = forecast;
  if (forecast.status !== 'ok' || !min) return null;
  const clock = forecastClock(forecast);
  let text = t('oxygenForecast.summary', { value: mgL(min.value), time: clock(min.ts), low: mgL(min.low), high: mgL(min.high) });
  if (forecast.low_limit !== null) {
    text += forecast.crosses_low_at !== null
      ? t('oxygenForecast.crossing', { limit: limitText(forecast.low_limit), time: clock(forecast.crosses_low_at) })
      : t('oxygenForecast.noCrossing', { limit: limitText(forecast.low_limit) });
  }
  return text;
}

/** Why there is no forecast: the server's words, or the console's for its status when it sent none. */
export function noForecastText(forecast: DoForecast, t: TFunction): string {
  if (forecast.message) return forecast.message;
  return forecast.status === 'no_recent_readings'
    ? t('oxygenForecast.noRecentReadings')
    : t('oxygenForecast.tooFewNights', { used: forecast.nights_used, needed: forecast.nights_needed });
}
