import { describe, expect, it } from 'vitest';
import { localToInstant } from '../core/local-time';
import { DO_RANGE, PondOxygen, WARM_UP_MS, nightOf, oxygenReading, saturationDo } from './pond-oxygen';
import { nightWeather, type NightWeather } from './pond-weather';

const TZ = 'Asia/Shanghai';
const HOUR_MS = 3_600_000;
/** A summer evening: the night of 20 July 2026 in the Yangtze delta. */
const NIGHT = '2026-07-20';
const at = (day: number, hour: number) => localToInstant(TZ, 2026, 7, day, hour);

const STILL: NightWeather = { cloud: 0.95, wind: 0.4, warmth: 2.5, still: true };
const SUNNY_WINDY: NightWeather = { cloud: 0.05, wind: 5, warmth: 0, still: false };
/** Ordinary days before and after, the given weather on NIGHT. */
const tonight = (weather: NightWeather) => (date: string) => (date === NIGHT ? weather : { cloud: 0.2, wind: 3, warmth: 0, still: false });

/** The pond's oxygen every minute from 18:00 on the 20th to 09:00 on the 21st, the aerator running from `aeratorFrom` if given. */
function night(weather: NightWeather, aeratorFrom?: number) {
  const pond = new PondOxygen('AW00001', TZ, { weather: tonight(weather) }).warmUp(at(20, 18));
  const values: Array<[number, number]> = [];
  pond.advance(at(21, 9), (ts) => aeratorFrom !== undefined && ts >= aeratorFrom, (ts, v) => values.push([ts, v]));
  const min = values.reduce((a, b) => (b[1] < a[1] ? b : a));
  return { values, min };
}

describe('pond oxygen', () => {
  it('saturates fresh water as Benson and Krause give it', () => {
    expect(saturationDo(0)).toBeCloseTo(14.62, 1);
    expect(saturationDo(20)).toBeCloseTo(9.09, 1);
    expect(saturationDo(30)).toBeCloseTo(7.56, 1);
  });

  it('crashes below 3 mg/L before dawn on a still, cloudy, warm night, and stays above 4 with the aerator on from 22:00', () => {
    const crash = night(STILL);
    expect(crash.min[1]).toBeLessThan(3);
    expect(crash.min[0]).toBeLessThan(at(21, 8));
    const firstBelow3 = crash.values.find(([, v]) => v < 3)!;
    expect(firstBelow3[0]).toBeLessThan(at(21, 6));

    const aerated = night(STILL, at(20, 22));
    expect(aerated.min[1]).toBeGreaterThan(4);
    // The aerator really lifts it: at dawn the aerated pond holds oxygen the other has lost.
    const dawn = (run: typeof crash) => run.values.find(([ts]) => ts >= at(21, 5))![1];
    expect(dawn(aerated) - dawn(crash)).toBeGreaterThan(3);
  });

  it('does not crash on a sunny, windy night', () => {
    expect(night(SUNNY_WINDY).min[1]).toBeGreaterThan(4.5);
  });

  it('draws the same night for the same pond and date, live or in the backfill', () => {
    expect(nightWeather('AW00003', NIGHT)).toEqual(nightWeather('AW00003', NIGHT));
    expect(nightWeather('AW00003', NIGHT)).not.toEqual(nightWeather('AW00004', NIGHT));
    expect(nightOf(at(21, 3), TZ)).toBe(NIGHT);
    expect(nightOf(at(20, 13), TZ)).toBe(NIGHT);

    // The backfill integrates a month without a break; the live simulator warms up from WARM_UP_MS before its start.
    const target = at(20, 23) + 17 * 60_000;
    const backfill = new PondOxygen('AW00003', TZ).start(target - 40 * 24 * HOUR_MS).advance(target).current!;
    const live = new PondOxygen('AW00003', TZ).warmUp(target).current!;
    expect(live.ts).toBe(backfill.ts);
    expect(Math.abs(live.value - backfill.value)).toBeLessThan(0.01);
    expect(WARM_UP_MS).toBeGreaterThanOrEqual(7 * 24 * HOUR_MS);
  });

  it('stays within the parameter range all year, readings too', () => {
    const from = localToInstant(TZ, 2025, 11, 1);
    let [lo, hi] = [Infinity, -Infinity];
    for (const id of ['AW00001', 'AW00006']) {
      new PondOxygen(id, TZ).warmUp(from).advance(from + 366 * 24 * HOUR_MS, () => false, (_ts, v) => {
        lo = Math.min(lo, v);
        hi = Math.max(hi, v);
      });
    }
    expect(lo).toBeGreaterThanOrEqual(DO_RANGE[0]);
    expect(hi).toBeLessThanOrEqual(DO_RANGE[1]);
    // A year has crashes and supersaturated afternoons, not a flat line.
    expect(lo).toBeLessThan(3);
    expect(hi).toBeGreaterThan(12);
    expect(oxygenReading(0, () => 0)).toBe(0);
    expect(oxygenReading(20, () => 1)).toBe(20);
  });
});
