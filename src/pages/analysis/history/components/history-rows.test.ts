import { describe, expect, it } from 'vitest';
import { historyRows, seriesKey } from './history-rows';

const s = (device_id: string, param_key: string, points: Array<[number, number]>) => ({
  device_id, device_name: device_id, param_key, name: param_key, name_en: null, unit: null,
  points: points.map(([ts, value]) => ({ ts, value, min: value, max: value })),
});

describe('historyRows', () => {
  it('joins series on time, newest first, and keeps only the chosen series', () => {
    const series = [s('A', 'do', [[1, 5], [2, 6]]), s('B', 'do', [[2, 7], [3, 8]])];
    const rows = historyRows(series, null);
    expect(rows.map((r) => r.ts)).toEqual([3, 2, 1]);
    expect(rows[1].values).toEqual({ 'A:do': 6, 'B:do': 7 });
    const onlyB = historyRows(series, new Set([seriesKey(series[1])]));
    expect(onlyB.map((r) => r.ts)).toEqual([3, 2]);
  });
});
