import { describe, expect, it } from 'vitest';
import { TelemetryBatch } from './telemetry-batch';

const at = (hh: number, mm: number) => Date.UTC(2026, 4, 2, hh, mm);

describe('TelemetryBatch', () => {
  it('keeps a device id and time per message and points each row at its message', () => {
    const batch = new TelemetryBatch();
    batch.add('AW1', at(1, 0), 'Asia/Shanghai', [{ key: 'do', value: 6, invalid: false }, { key: 'ph', value: 7, invalid: false }]);
    batch.add('AW2', at(1, 5), 'Asia/Shanghai', [{ key: 'do', value: 5, invalid: false }]);
    expect(batch.rowCount).toBe(3);
    expect(batch.deviceIds).toEqual(['AW1', 'AW2']);
    expect(batch.messageOf).toEqual([1, 1, 2]);
    expect(batch.times).toEqual([at(1, 0), at(1, 5)]);
  });

  it('folds rows into local hours as the hourly rollup does: invalid readings only move the newest value', () => {
    const batch = new TelemetryBatch();
    // 15:30 and 15:50 UTC are 23:30 and 23:50 in Shanghai (2 May); 16:10 UTC is 00:10 on 3 May.
    batch.add('AW1', at(15, 50), 'Asia/Shanghai', [{ key: 'do', value: 8, invalid: false }]);
    batch.add('AW1', at(15, 30), 'Asia/Shanghai', [{ key: 'do', value: 6, invalid: false }]);
    batch.add('AW1', at(15, 55), 'Asia/Shanghai', [{ key: 'do', value: 99, invalid: true }]);
    batch.add('AW1', at(16, 10), 'Asia/Shanghai', [{ key: 'do', value: 50, invalid: true }]);
    const g = batch.groupColumns();
    expect(g.buckets).toEqual([at(15, 0), at(16, 0)]);
    expect(g.days).toEqual(['2026-05-02', '2026-05-03']);
    expect([g.mins, g.maxs, g.sums, g.counts]).toEqual([[6, null], [8, null], [14, null], [2, 0]]);
    expect([g.lastValues, g.lastTs]).toEqual([[8, null], [at(15, 50), null]]);
    expect([g.newestValues, g.newestInvalid, g.newestTs]).toEqual([[99, 50], [true, true], [at(15, 55), at(16, 10)]]);
  });
});

describe('TelemetryBatch report figures', () => {
  const bounds = (min: number | null, max: number | null, valuePerfectL: number | null, valuePerfectH: number | null) => ({ min, max, valuePerfectL, valuePerfectH });
  const params = new Map([['do', bounds(4, 10, 6, 8)], ['ph', bounds(null, 9, null, null)]]);

  it('keeps the first time of each extreme and counts valid readings outside the limits and the best range', () => {
    const batch = new TelemetryBatch();
    // Out of time order, as a redelivery can be; the 3s at :20 and :10 tie, the earlier wins.
    batch.add('AW1', at(1, 20), 'UTC', [{ key: 'do', value: 3, invalid: false }], params);
    batch.add('AW1', at(1, 10), 'UTC', [{ key: 'do', value: 3, invalid: false }], params);
    batch.add('AW1', at(1, 30), 'UTC', [{ key: 'do', value: 7, invalid: false }], params);
    batch.add('AW1', at(1, 40), 'UTC', [{ key: 'do', value: 11, invalid: false }], params);
    batch.add('AW1', at(1, 50), 'UTC', [{ key: 'do', value: 9, invalid: false }], params);
    // Invalid readings count nowhere, however far out.
    batch.add('AW1', at(1, 0), 'UTC', [{ key: 'do', value: -50, invalid: true }, { key: 'ph', value: 50, invalid: true }], params);
    batch.add('AW1', at(1, 5), 'UTC', [{ key: 'ph', value: 9.5, invalid: false }], params);
    const g = batch.groupColumns();
    expect(g.keys).toEqual(['do', 'ph']);
    expect(g.minTs).toEqual([at(1, 10), at(1, 5)]);
    expect(g.maxTs).toEqual([at(1, 40), at(1, 5)]);
    // do: 3, 3 and 11 outside 4..10; 3, 3, 11 and 9 outside 6..8. ph: open below, 9.5 > 9; no best range.
    expect([g.outLimits, g.outBest]).toEqual([[3, 1], [4, 0]]);
    expect([g.limitLows, g.limitHighs, g.bestLows, g.bestHighs]).toEqual([[4, null], [10, 9], [6, null], [8, null]]);
  });

  it('stores the counts as unknown without a configuration or when the bounds change within the batch', () => {
    const batch = new TelemetryBatch();
    batch.add('AW1', at(2, 0), 'UTC', [{ key: 'do', value: 5, invalid: false }]);
    batch.add('AW1', at(3, 0), 'UTC', [{ key: 'do', value: 5, invalid: false }], params);
    // A reload of the configuration (a new map) with the same bounds keeps the counts...
    batch.add('AW1', at(3, 10), 'UTC', [{ key: 'do', value: 5, invalid: false }], new Map([['do', bounds(4, 10, 6, 8)]]));
    batch.add('AW1', at(4, 0), 'UTC', [{ key: 'do', value: 5, invalid: false }], params);
    // ...other bounds make them unknown.
    batch.add('AW1', at(4, 10), 'UTC', [{ key: 'do', value: 5, invalid: false }], new Map([['do', bounds(4, 10, 5, 8)]]));
    const g = batch.groupColumns();
    expect(g.buckets.map((b) => new Date(b).getUTCHours())).toEqual([2, 3, 4]);
    expect([g.outLimits, g.outBest]).toEqual([[null, 0, null], [null, 2, null]]);
    expect(g.limitLows).toEqual([null, 4, null]);
    expect(g.minTs).toEqual([at(2, 0), at(3, 0), at(4, 0)]);
  });
});
