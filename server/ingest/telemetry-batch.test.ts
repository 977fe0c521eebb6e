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
    expect(batch.times).toEqual(['2026-05-02T01:00:00.000Z', '2026-05-02T01:05:00.000Z']);
  });

  it('folds rows into local hours as the hourly rollup does: invalid readings only move the newest value', () => {
    const batch = new TelemetryBatch();
    // 15:30 and 15:50 UTC are 23:30 and 23:50 in Shanghai (2 May); 16:10 UTC is 00:10 on 3 May.
    batch.add('AW1', at(15, 50), 'Asia/Shanghai', [{ key: 'do', value: 8, invalid: false }]);
    batch.add('AW1', at(15, 30), 'Asia/Shanghai', [{ key: 'do', value: 6, invalid: false }]);
    batch.add('AW1', at(15, 55), 'Asia/Shanghai', [{ key: 'do', value: 99, invalid: true }]);
    batch.add('AW1', at(16, 10), 'Asia/Shanghai', [{ key: 'do', value: 50, invalid: true }]);
    const g = batch.groupColumns();
    expect(g.buckets).toEqual(['2026-05-02T15:00:00.000Z', '2026-05-02T16:00:00.000Z']);
    expect(g.days).toEqual(['2026-05-02', '2026-05-03']);
    expect([g.mins, g.maxs, g.sums, g.counts]).toEqual([[6, null], [8, null], [14, null], [2, 0]]);
    expect([g.lastValues, g.lastTs]).toEqual([[8, null], ['2026-05-02T15:50:00.000Z', null]]);
    expect([g.newestValues, g.newestInvalid, g.newestTs]).toEqual([[99, 50], [true, true], ['2026-05-02T15:55:00.000Z', '2026-05-02T16:10:00.000Z']]);
  });
});
