import { describe, expect, it } from 'vitest';
import { DAY_MS, WEEK_MS, partitionName, periodStart, periodsCovering, uncovered } from './partition-grid';

describe('partition grid', () => {
  it('starts weeks on Monday 00:00 UTC and days at midnight UTC', () => {
    // Friday 27 November 2026, 04:00 UTC.
    const at = Date.UTC(2026, 10, 27, 4);
    expect(new Date(periodStart(at, WEEK_MS)).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(periodStart(at, DAY_MS)).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(periodStart(Date.UTC(2026, 10, 23), WEEK_MS)).toBe(Date.UTC(2026, 10, 23));
    expect(periodStart(Date.UTC(2026, 10, 23) - 1, WEEK_MS)).toBe(Date.UTC(2026, 10, 16));
    // Before 1970 too.
    expect(new Date(periodStart(Date.UTC(1969, 11, 31, 12), WEEK_MS)).toISOString()).toBe('1969-12-29T00:00:00.000Z');
  });

  it('lists the periods overlapping a range, the last one reaching past its end', () => {
    const from = Date.UTC(2026, 10, 20);
    const periods = periodsCovering({ from, to: Date.UTC(2026, 11, 1) }, WEEK_MS);
    expect(periods.map((p) => new Date(p.from).toISOString().slice(0, 10))).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
    expect(periods.every((p) => p.to - p.from === WEEK_MS)).toBe(true);
    expect(periodsCovering({ from, to: from }, WEEK_MS)).toEqual([]);
  });

  it('finds the parts of a range no existing range covers, whatever their widths', () => {
    const w = { from: 0, to: 100 };
    expect(uncovered(w, [])).toEqual([w]);
    expect(uncovered(w, [{ from: -50, to: 150 }])).toEqual([]);
    expect(uncovered(w, [{ from: 20, to: 30 }, { from: 60, to: 200 }, { from: 25, to: 40 }])).toEqual([
      { from: 0, to: 20 },
      { from: 40, to: 60 },
    ]);
    expect(uncovered(w, [{ from: -Infinity, to: 10 }, { from: 90, to: Infinity }])).toEqual([{ from: 10, to: 90 }]);
    expect(uncovered(w, [{ from: 100, to: 200 }, { from: -10, to: 0 }])).toEqual([w]);
  });

  it('names a partition by the UTC date it starts on, with the time only when not midnight', () => {
    expect(partitionName(Date.UTC(2026, 10, 23))).toBe('telemetry_p20261123');
    expect(partitionName(Date.UTC(2026, 10, 23, 6, 30))).toBe('telemetry_p20261123_063000');
  });
});
