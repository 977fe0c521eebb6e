import { describe, expect, it } from 'vitest';
import type { SummaryRow } from '../../../../api/telemetry';
import { rankSources } from './rank-sources';

const row = (device_id: string, param_key: string, exceedHours: number): SummaryRow => ({
  device_id, device_name: device_id, device_type: 'AW', param_key, name: param_key, name_en: null, unit: null,
  min: 0, max: 0, avg: 0, count: 1, limitMin: null, limitMax: null, isHigh: 2, exceedHours,
});

describe('rankSources', () => {
  it('ranks devices by total hours over the standard, sharing ranks on ties', () => {
    const ranks = rankSources([row('A', 'do', 1), row('A', 'ph', 0), row('B', 'do', 2), row('B', 'nh3n', 3), row('C', 'do', 1), row('D', 'do', 0)]);
    expect(ranks.map((r) => [r.device_id, r.exceedHours, r.rank])).toEqual([['B', 5, 1], ['A', 1, 2], ['C', 1, 2], ['D', 0, 4]]);
    expect(ranks[0].factors.map((f) => f.param_key)).toEqual(['nh3n', 'do']);
    expect(ranks[1].factors.map((f) => f.param_key)).toEqual(['do']);
  });
});
