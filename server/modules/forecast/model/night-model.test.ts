import { describe, expect, it } from 'vitest';
import { localToInstant } from '../../../core/local-time';
import { hourlyRows, pondNights, UNSEEN_PONDS } from '../../../../tests/helpers/pond-nights';
import { forecastAt, NIGHTS_NEEDED, type PondHistory } from './night-model';
import type { Reading } from './hour-series';

const ZONE = 'Asia/Shanghai';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FROM = localToInstant(ZONE, 2026, 6, 1);
const run = pondNights(UNSEEN_PONDS.rich, { from: FROM, days: 32, stepMs: 5 * 60_000, seed: 11 });

/** What the server would read at asof: rollups of the hours before it, the raw readings of the last two hours. */
function historyAt(asof: number, oxygen: readonly Reading[] = run.oxygen, temperature: readonly Reading[] = run.temperature): PondHistory {
  return {
    oxygen: hourlyRows(oxygen.filter((r) => r.ts <= asof)),
    temperature: hourlyRows(temperature.filter((r) => r.ts <= asof)),
    recent: oxygen.filter((r) => r.ts <= asof && r.ts > asof - 2 * HOUR),
  };
}

describe('the night model', () => {
  it('forecasts every 10 minutes to 09:00 with the minimum on the curve and inside its band', () => {
    const asof = FROM + 30 * DAY + 20 * HOUR;
    const forecast = forecastAt(ZONE, asof, historyAt(asof), 3);
    expect(forecast.status).toBe('ok');
    expect(forecast.until).toBe(asof + 13 * HOUR);
    expect(forecast.points).toHaveLength(78);
    expect(forecast.points[0].ts).toBe(asof + 10 * 60_000);
    expect(forecast.points.at(-1)!.ts).toBe(forecast.until);
    const { min } = forecast;
    expect(min!.low).toBeLessThanOrEqual(min!.value);
    expect(min!.high).toBeGreaterThanOrEqual(min!.value);
    expect(Math.min(...forecast.points.map((p) => p.value))).toBeCloseTo(min!.value, 1);
    expect(forecast.points.find((p) => p.ts === min!.ts)).toBeDefined();
    expect(forecast.nightsUsed).toBe(30);
  });

  it('scores within 0.75 mg/L on average over ten nights of each of three ponds it was not tuned on, with 20 to 29 nights to fit on (the bench scores 30 nights on 30 to 60)', () => {
    for (const pond of Object.values(UNSEEN_PONDS)) {
      const other = pondNights(pond, { from: FROM, days: 32, stepMs: 5 * 60_000, seed: 11 });
      const errors = Array.from({ length: 10 }, (_, i) => {
        const asof = FROM + (20 + i) * DAY + 20 * HOUR;
        const lowest = Math.min(...other.oxygen.filter((r) => r.ts > asof && r.ts <= asof + 13 * HOUR).map((r) => r.value));
        return Math.abs(forecastAt(ZONE, asof, historyAt(asof, other.oxygen, other.temperature), null).min!.value - lowest);
      });
      expect(errors.reduce((s, e) => s + e, 0) / errors.length).toBeLessThan(0.75);
    }
  });

  it('says when the first point falls below the low limit, and none without a limit', () => {
    const asof = FROM + 30 * DAY + 20 * HOUR;
    const forecast = forecastAt(ZONE, asof, historyAt(asof), 100);
    expect(forecast.crossesLowAt).toBe(forecast.points[0].ts);
    expect(forecastAt(ZONE, asof, historyAt(asof), null).crossesLowAt).toBeNull();
    expect(forecastAt(ZONE, asof, historyAt(asof), 0).crossesLowAt).toBeNull();
  });

  it('gives no forecast with fewer complete nights than it needs', () => {
    const asof = FROM + (NIGHTS_NEEDED - 1) * DAY + 20 * HOUR;
    const forecast = forecastAt(ZONE, asof, historyAt(asof), 3);
    expect(forecast).toMatchObject({ status: 'too_few_nights', points: [], min: null, crossesLowAt: null });
    expect(forecast.nightsUsed).toBeLessThan(NIGHTS_NEEDED);
  });

  it('needs a recent reading to start tonight from', () => {
    const asof = FROM + 30 * DAY + 20 * HOUR;
    const silent = run.oxygen.filter((r) => r.ts <= asof - 3 * HOUR);
    expect(forecastAt(ZONE, asof, historyAt(asof, silent), 3).status).toBe('no_recent_readings');
  });

  it('reads nothing after asof: readings after it, however wild, change nothing', () => {
    const asof = FROM + 28 * DAY + 21 * HOUR + 17 * 60_000;
    const honest = forecastAt(ZONE, asof, historyAt(asof), 3);
    const future = run.oxygen.map((r) => (r.ts > asof ? { ts: r.ts, value: 0.5 } : r));
    const leaked: PondHistory = {
      oxygen: hourlyRows(future),
      temperature: hourlyRows(run.temperature.map((r) => (r.ts > asof ? { ts: r.ts, value: 40 } : r))),
      recent: future.filter((r) => r.ts > asof - 2 * HOUR),
    };
    expect(forecastAt(ZONE, asof, leaked, 3)).toEqual(honest);
  });
});
