import type { RequestScope } from '../../auth/request-scope';
import type { Backtest, BacktestNight, BacktestQuery } from '../../../shared/contract/api/forecast';
import { HourSeries } from './model/hour-series';
import { earlierNightEnd, eveningAt, HOUR_MS, nightName } from './model/night-clock';
import { forecastAt, NIGHTS_MAX, RECENT_MS } from './model/night-model';
import { lowLimitOf, oxygenDevice } from './service';
import * as repo from './repository';

/** The backtest's forecasts are made at this local hour, as a farmer checks at dusk. */
export const BACKTEST_HOUR = 20;
const LOOKBACK_MS = 36 * HOUR_MS;
/** A night's actual lowest counts when this share of its hours have readings. */
const ACTUAL_COVERAGE = 0.75;
const round3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * GET /forecast/do/backtest: for each of the last `days` complete nights, the forecast made at
 * 20:00 local from the readings before it (each night fitted on its own past, uncached) against
 * the lowest reading between 20:00 and 09:00, and the mean absolute error of the minimum.
 */
export async function backtest(scope: RequestScope, query: BacktestQuery): Promise<Backtest> {
  const { device } = await oxygenDevice(scope, query.device_id);
  const days = query.days ?? 30;
  const zone = device.timezone;
  const now = Date.now();
  const lastEnd = earlierNightEnd(zone, now, 0) <= now ? earlierNightEnd(zone, now, 0) : earlierNightEnd(zone, now, 1);
  const firstEnd = earlierNightEnd(zone, lastEnd, days - 1);
  const all = await repo.hourlyUpTo(scope.db, device.deviceId, earlierNightEnd(zone, firstEnd, NIGHTS_MAX) - LOOKBACK_MS, lastEnd);
  const lowLimit = lowLimitOf(device.params.get('do'));
  const nights: BacktestNight[] = [];
  for (let k = days - 1; k >= 0; k--) {
    const end = earlierNightEnd(zone, lastEnd, k);
    const asof = eveningAt(zone, end, BACKTEST_HOUR);
    // The forecast sees what a request at asof would: hours ended by then, raw readings up to it.
    const since = earlierNightEnd(zone, end, NIGHTS_MAX) - LOOKBACK_MS;
    const seen = (r: { bucket: number }) => r.bucket >= since && r.bucket + HOUR_MS <= asof;
    const before = {
      oxygen: all.oxygen.filter(seen),
      temperature: all.temperature.filter(seen),
      recent: await repo.oxygenReadings(scope.db, device.deviceId, asof - RECENT_MS, asof),
    };
    const forecast = forecastAt(zone, asof, before, lowLimit);
    const lowest = new HourSeries(all.oxygen.filter((r) => r.bucket >= asof && r.bucket + HOUR_MS <= end)).lowestIn(asof, end);
    const actual = lowest && lowest.coverage >= ACTUAL_COVERAGE ? { ts: lowest.ts, value: lowest.value } : null;
    const predicted = forecast.min;
    nights.push({
      night: nightName(zone, end),
      asof,
      predicted,
      actual,
      error: predicted && actual ? round3(Math.abs(predicted.value - actual.value)) : null,
    });
  }
  const errors = nights.map((n) => n.error).filter((e): e is number => e !== null);
  return {
    device_id: device.deviceId,
    days,
    nights,
    mae: errors.length ? round3(errors.reduce((s, e) => s + e, 0) / errors.length) : null,
    nights_scored: errors.length,
  };
}
