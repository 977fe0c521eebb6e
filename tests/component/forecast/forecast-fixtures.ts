import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { BacktestSchema, DoForecastSchema, PondForecastSchema, type Backtest, type BacktestNight, type DoForecast, type PondForecast } from '../../../shared/contract/api/forecast';

/**
 * Answers of the forecast calls for the component tests, checked against the contract's schemas
 * (a fixture the server could not send fails here, not in a page). The night is 2026-12-06 in
 * Shanghai (UTC+8): forecast at 20:00, until 09:00 the next morning.
 */

const MINUTE = 60_000;
const STEP = 10 * MINUTE;
/** An instant of the night in Shanghai's wall clock: `day` 6 is the evening, 7 the morning. */
export const local = (day: 6 | 7, hour: number, minute = 0) => Date.UTC(2026, 11, day, hour - 8, minute);
export const ASOF = local(6, 20);
export const UNTIL = local(7, 9);

function checked<T>(schema: TSchema, value: T): T {
  if (!Value.Check(schema, value)) throw new Error(`fixture is not what the contract sends: ${JSON.stringify([...Value.Errors(schema, value)].slice(0, 3))}`);
  return value;
}

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * A forecast through `anchors` ([instant, mg/L], linear between them) every 10 minutes after
 * 20:00 until 09:00; its minimum is the lowest point with `band` either side, its crossing the
 * first point below `lowLimit`.
 */
export function forecastThrough(deviceId: string, anchors: ReadonlyArray<readonly [number, number]>, { lowLimit = 3 as number | null, band = 0.5, nights = 30 } = {}): DoForecast {
  const valueAt = (ts: number) => {
    for (let i = 1; i < anchors.length; i++) {
      const [t0, v0] = anchors[i - 1];
      const [t1, v1] = anchors[i];
      if (ts <= t1) return v0 + ((v1 - v0) * (ts - t0)) / (t1 - t0);
    }
    return anchors[anchors.length - 1][1];
  };
  const points = [];
  for (let ts = ASOF + STEP; ts <= UNTIL; ts += STEP) points.push({ ts, value: round(valueAt(ts)) });
  const lowest = points.reduce((a, b) => (b.value < a.value ? b : a));
  const crossing = lowLimit === null ? undefined : points.find((p) => p.value < lowLimit);
  return checked(DoForecastSchema, {
    device_id: deviceId, asof: ASOF, status: 'ok', message: null, points,
    min: { ts: lowest.ts, value: lowest.value, low: round(lowest.value - band), high: round(lowest.value + band) },
    crosses_low_at: crossing?.ts ?? null, low_limit: lowLimit, until: UNTIL, nights_used: nights, nights_needed: 7,
  } satisfies DoForecast);
}

/** Falls below 3 from 03:40 to its minimum 2.8 at 05:10 (2.3–3.3), as the example. */
export const crashing = (deviceId: string) =>
  forecastThrough(deviceId, [[ASOF, 6.2], [local(7, 3, 40), 2.95], [local(7, 5, 10), 2.8], [UNTIL, 4.6]]);

/** Stays well above the limit: minimum 4.5 at 06:00. */
export const calm = (deviceId: string) => forecastThrough(deviceId, [[ASOF, 7.4], [local(7, 6), 4.5], [UNTIL, 5.6]]);

/** No forecast: the server's reason in the caller's words. */
export function noForecast(deviceId: string, status: 'too_few_nights' | 'no_recent_readings', message: string): DoForecast {
  return checked(DoForecastSchema, {
    device_id: deviceId, asof: ASOF, status, message, points: [], min: null, crosses_low_at: null, low_limit: 3, until: UNTIL,
    nights_used: status === 'too_few_nights' ? 3 : 30, nights_needed: 7,
  } satisfies DoForecast);
}

export function pond(deviceId: string, name: string, live: number | null, forecast: DoForecast): PondForecast {
  return checked(PondForecastSchema, { device_id: deviceId, device_name: name, live: live === null ? null : { ts: ASOF - MINUTE, value: live }, forecast });
}

/** A backtest answer of the given nights (oldest first), its MAE the mean of their errors. */
export function backtest(deviceId: string, nights: BacktestNight[]): Backtest {
  const errors = nights.map((n) => n.error).filter((e): e is number => e !== null);
  const mae = errors.length > 0 ? round(errors.reduce((a, b) => a + b, 0) / errors.length) : null;
  return checked(BacktestSchema, { device_id: deviceId, days: 30, nights, mae, nights_scored: errors.length } satisfies Backtest);
}

/** One backtest night: the evening's date in Shanghai, the 20:00 forecast's minimum and the night's lowest reading. */
export function night(date: string, predicted: [value: number, low: number, high: number] | null, actual: number | null): BacktestNight {
  const evening = Date.parse(`${date}T20:00:00+08:00`);
  const dawn = evening + 9 * 60 * MINUTE;
  return {
    night: date,
    asof: evening,
    predicted: predicted && { ts: dawn, value: predicted[0], low: predicted[1], high: predicted[2] },
    actual: actual === null ? null : { ts: dawn + 20 * MINUTE, value: actual },
    error: predicted && actual !== null ? round(Math.abs(predicted[0] - actual)) : null,
  };
}
