import { describe, expect, it } from 'vitest';
import type { DeviceEntry, ParamConfig } from '../ingest/device-registry';
import { localToInstant } from '../core/local-time';
import { PondOxygen } from './pond-oxygen';
import { PondTrack, modelledHours, modelledKeys, modelledRows } from './pond-history';
import type { Incident } from './incidents';

const TZ = 'Asia/Shanghai';
const param = (key: string, range: [number, number], min: number | null): ParamConfig => ({
  param_key: key, name: key, name_en: key, unit: null, icon_key: null, param_type: 'float', max: null, min, isHigh: 0,
  period: 10, maxTime: 3, startValue: range[0], endValue: range[1], waitTime: 30, correcting: 0, valuePerfectL: 5, valuePerfectH: 9, isOpen: 1,
});
const POND: DeviceEntry = {
  deviceId: 'AW00002', name: 'pond', type: 'AW', tenantId: 1, timezone: TZ, enabled: true, secretHash: null, period: 10,
  params: new Map([param('do', [0, 20], 4), param('ph', [0, 14], null), param('aerator', [0, 1], null)].map((p) => [p.param_key, p])),
};
const HOUR_MS = 3_600_000;
const FROM = localToInstant(TZ, 2026, 7, 1);
const TO = FROM + 3 * 24 * HOUR_MS;

describe("a pond's demo history", () => {
  it('follows the same integration as the live pond, minute by minute', () => {
    const track = new PondTrack(POND, FROM, TO);
    const live = new PondOxygen('AW00002', TZ).warmUp(FROM + 30 * HOUR_MS + 7 * 60_000).current!;
    expect(Math.abs(track.at(live.ts) - live.value)).toBeLessThan(0.01);
    expect(track.at(TO + HOUR_MS)).toBeNaN();
    // A chunk outside the pass gets its own track from the backfill rather than NaN readings.
    expect(track.covers(FROM, TO)).toBe(true);
    expect(track.covers(FROM - 60_000, TO)).toBe(false);
    expect(track.covers(FROM, TO + 60_000)).toBe(false);
    expect(modelledKeys(POND)).toEqual(['do', 'aerator']);
  });

  it('applies the incidents and folds the minutes into hours', () => {
    const crash: Incident = { kind: 'oxygen_crash', deviceIds: ['AW00002'], paramKey: 'do', from: FROM + 26 * HOUR_MS, to: FROM + 30 * HOUR_MS, low: 1.2 };
    const cut: Incident = { kind: 'power_cut', deviceIds: ['AW00002'], from: FROM + 40 * HOUR_MS, to: FROM + 41 * HOUR_MS };
    const track = new PondTrack(POND, FROM, TO);
    const rows = modelledRows(POND, track, FROM, TO, 1, [crash, cut]);
    const at = (ts: number, key = 'do') => rows.values[rows.times.findIndex((t, i) => t === ts && rows.keys[i] === key)];
    expect(at(FROM + 28 * HOUR_MS)).toBe(1.2);
    expect(at(FROM + 40 * HOUR_MS + 30 * 60_000)).toBeUndefined();
    expect(at(FROM + 12 * HOUR_MS, 'aerator')).toBe(0);
    expect(rows.values.every((v) => v >= 0 && v <= 20 && Math.round(v * 100) / 100 === v)).toBe(true);

    const hours = modelledHours(POND, track, FROM, TO, [crash, cut]);
    const i = hours.keys.findIndex((k, j) => k === 'do' && hours.buckets[j] === FROM + 28 * HOUR_MS);
    expect(hours.counts[i]).toBe(60);
    expect(hours.mins[i]).toBe(1.2);
    expect(hours.maxs[i]).toBeLessThan(4);
    expect(hours.keys.filter((k) => k === 'do')).toHaveLength(71);
    // The hour of the cut is left out minute by minute; every hour's mean and last lie within its extremes.
    expect(hours.counts[hours.buckets.findIndex((b, j) => hours.keys[j] === 'do' && b === FROM + 40 * HOUR_MS)]).toBeUndefined();
    for (let j = 0; j < hours.keys.length; j++) {
      expect(hours.mins[j] <= hours.sums[j] / hours.counts[j] + 1e-9 && hours.sums[j] / hours.counts[j] <= hours.maxs[j] + 1e-9).toBe(true);
      expect(hours.mins[j] <= hours.lastValues[j] && hours.lastValues[j] <= hours.maxs[j]).toBe(true);
    }
  });
});
