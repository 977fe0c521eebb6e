import { describe, expect, it } from 'vitest';
import { formatTick, niceTicks, stepDecimals } from './axis-ticks';

const labels = (lo: number, hi: number, count?: number) => {
  const { ticks, step } = niceTicks(lo, hi, count);
  return ticks.map((v) => formatTick(v, step));
};

describe('axis ticks', () => {
  it('are distinct and rounded for a small flow range around zero (the reservoir flow chart)', () => {
    // The flow chart's old axis over this range read 0.1, 0.1, 0.1, 0.0, -0.0.
    const out = labels(-0.004, 0.118);
    expect(new Set(out).size).toBe(out.length);
    expect(out).toEqual(['-0.05', '0.00', '0.05', '0.10', '0.15']);
    expect(out).not.toContain('-0.00');
  });

  it('never print -0', () => {
    expect(formatTick(-0, 0.1)).toBe('0.0');
    expect(formatTick(-1e-12, 1)).toBe('0');
    expect(labels(-1, 1)).toEqual(['-1.0', '-0.5', '0.0', '0.5', '1.0']);
  });

  it('pick decimals from the step', () => {
    expect(stepDecimals(20)).toBe(0);
    expect(stepDecimals(2.5)).toBe(1);
    expect(stepDecimals(0.05)).toBe(2);
    expect(labels(0, 100)).toEqual(['0', '25', '50', '75', '100']);
    expect(labels(12.3, 18.7)).toEqual(['12', '14', '16', '18', '20']);
  });

  it('cover the data and give a flat or empty range some height', () => {
    const { ticks } = niceTicks(3, 3);
    expect(ticks[0]).toBeLessThan(3);
    expect(ticks.at(-1)).toBeGreaterThan(3);
    expect(niceTicks(Number.NaN, Number.NaN).ticks).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});
