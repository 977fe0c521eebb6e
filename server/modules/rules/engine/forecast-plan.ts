import { FORECAST_LIMITS, type ForecastTrigger } from '../../../../shared/contract/rule-types';

const MINUTE = 60_000;

/** What a forecast trigger reads of tonight's forecast (the forecast module's NightForecast). */
export interface ForecastView {
  status: 'ok' | 'too_few_nights' | 'no_recent_readings';
  /** The night's end (09:00 local): the night a firing counts against. */
  until: number;
  points: { ts: number; value: number }[];
}

export interface Crossing {
  /** The first forecast point below the trigger's value, and its value. */
  ts: number;
  value: number;
}

/** The first forecast point below `value` (not the parameter's low limit); null without a forecast or a crossing. */
export function crossingOf(forecast: ForecastView | null, value: number): Crossing | null {
  if (!forecast || forecast.status !== 'ok') return null;
  const point = forecast.points.find((p) => p.value < value);
  return point ? { ts: point.ts, value: point.value } : null;
}

export const leadMs = (trigger: ForecastTrigger) => (trigger.lead_minutes ?? FORECAST_LIMITS.leadDefault) * MINUTE;

/**
 * What a forecast trigger does after a forecast: nothing (no crossing tonight, or it already fired
 * for this night), fire now (the crossing less than the lead time away, or past), or wait until
 * the crossing minus the lead time, when the next forecast may have moved it.
 */
export type ForecastDecision =
  | { kind: 'none' }
  | { kind: 'fired'; night: number; crossing: Crossing }
  | { kind: 'fire'; night: number; crossing: Crossing }
  | { kind: 'wait'; night: number; crossing: Crossing; fireAt: number };

export function decide(forecast: ForecastView | null, trigger: ForecastTrigger, now: number, firedNights: ReadonlySet<number>): ForecastDecision {
  const crossing = crossingOf(forecast, trigger.value);
  if (!forecast || !crossing) return { kind: 'none' };
  const night = forecast.until;
  if (firedNights.has(night)) return { kind: 'fired', night, crossing };
  const fireAt = crossing.ts - leadMs(trigger);
  return fireAt <= now ? { kind: 'fire', night, crossing } : { kind: 'wait', night, crossing, fireAt };
}
