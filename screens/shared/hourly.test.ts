import { describe, expect, it } from 'vitest';
import { hourlyMeans, levelFlows } from './hourly';

const H = 3600_000;
const now = 100 * H + 30 * 60_000;

describe('hourly figures', () => {
  it('averages each of the last 24 hours and leaves empty hours null', () => {
    const hours = hourlyMeans([{ ts: 100 * H + 1, value: 2 }, { ts: 100 * H + 2, value: 4 }, { ts: 90 * H, value: 7 }, { ts: 50 * H, value: 9 }], now);
    expect(hours).toHaveLength(24);
    expect(hours[23]).toEqual({ hour: 100 * H, value: 3 });
    expect(hours[13].value).toBe(7);
    expect(hours[12].value).toBeNull();
  });

  it('splits level rises into inflow and falls into outflow, with gaps kept', () => {
    const flows = levelFlows([{ hour: 0, value: 100 }, { hour: H, value: 100.5 }, { hour: 2 * H, value: 100.2 }, { hour: 3 * H, value: null }]);
    expect(flows.inflow.map((p) => p.value)).toEqual([0.5, 0, null]);
    expect(flows.outflow.map((p) => p.value?.toFixed(1) ?? null)).toEqual(['0.0', '0.3', null]);
  });
});
