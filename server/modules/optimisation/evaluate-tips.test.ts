import { describe, expect, it } from 'vitest';
import { evaluateRule, slopePerHour, thin, type SeriesLimits } from './evaluate-tips';
import { TIP_RULES } from './tip-rules';

const NOW = Date.UTC(2026, 5, 1, 12);
/** Readings every 10 minutes over the last two hours, moving linearly from `from` to `to`. */
const line = (from: number, to: number) =>
  Array.from({ length: 13 }, (_, i) => ({ ts: NOW - (12 - i) * 600_000, value: from + ((to - from) * i) / 12 }));
const flat = (v: number) => line(v, v);
const limits = (min: number | null, max: number | null, l: number | null, h: number | null): SeriesLimits => ({ min, max, valuePerfectL: l, valuePerfectH: h });

/** Every demo rule with the seed's limits of its parameter, a series it must fire on, and a normal one. */
const CASES: Record<string, { limits: SeriesLimits; fires: ReturnType<typeof line>; normal: ReturnType<typeof line>; hour?: number }> = {
  'do-low': { limits: limits(4, null, 5, 9), fires: flat(4.5), normal: flat(7) },
  'do-night-falling': { limits: limits(4, null, 5, 9), fires: line(7.5, 6), normal: flat(7), hour: 22 },
  'ph-low': { limits: limits(6, 9, 6.5, 8.5), fires: flat(6.2), normal: flat(7.5) },
  'ph-high': { limits: limits(6, 9, 6.5, 8.5), fires: flat(8.9), normal: flat(7.5) },
  'nh3n-rising': { limits: limits(null, 1, 0, 0.5), fires: line(0.2, 0.6), normal: flat(0.1) },
  'water-temp-feeding': { limits: limits(10, 33, 18, 30), fires: line(22, 19), normal: flat(25) },
  'soil-dry': { limits: limits(25, 90, 40, 70), fires: flat(30), normal: flat(55) },
  'level-flood': { limits: limits(null, 108, 100, 106), fires: line(106.5, 107.5), normal: flat(103) },
};

describe('the tip rule base', () => {
  it('has a test case for every rule', () => {
    expect(Object.keys(CASES).sort()).toEqual(TIP_RULES.map((r) => r.id).sort());
  });

  for (const rule of TIP_RULES) {
    it(`${rule.id} fires on its made series and stays quiet on a normal one`, () => {
      const c = CASES[rule.id]!;
      const hour = c.hour ?? 12;
      const hit = evaluateRule(rule, { series: c.fires, limits: c.limits, hour });
      expect(hit).not.toBeNull();
      expect(hit!.latest).toBeCloseTo(c.fires[c.fires.length - 1]!.value);
      expect(evaluateRule(rule, { series: c.normal, limits: c.limits, hour })).toBeNull();
    });
  }

  it('keeps a night rule quiet by day, and a rule quiet when its bound is not configured', () => {
    const night = TIP_RULES.find((r) => r.id === 'do-night-falling')!;
    expect(evaluateRule(night, { series: line(7.5, 6), limits: CASES['do-night-falling']!.limits, hour: 12 })).toBeNull();
    expect(evaluateRule(night, { series: line(7.5, 6), limits: CASES['do-night-falling']!.limits, hour: 3 })).not.toBeNull();
    const low = TIP_RULES.find((r) => r.id === 'do-low')!;
    expect(evaluateRule(low, { series: flat(1), limits: limits(null, null, null, null), hour: 12 })).toBeNull();
  });

  it('proposes a linkage rule at the limit the tip is about', () => {
    const rule = TIP_RULES.find((r) => r.id === 'ph-high')!;
    expect(evaluateRule(rule, { series: flat(8.9), limits: CASES['ph-high']!.limits, hour: 12 })!.action).toEqual({ kind: 'rule', op: 'gt', value: 8.5 });
  });
});

describe('slopePerHour and thin', () => {
  it('measures units per hour and needs a few readings', () => {
    expect(slopePerHour(line(7.5, 6))).toBeCloseTo(-0.75);
    expect(slopePerHour(line(1, 1).slice(-3))).toBeNull();
  });

  it('thins a long series to the first, the last and evenly spaced points between', () => {
    const long = Array.from({ length: 1000 }, (_, i) => ({ ts: i, value: i }));
    const short = thin(long, 10);
    expect(short).toHaveLength(10);
    expect(short[0]!.ts).toBe(0);
    expect(short[9]!.ts).toBe(999);
  });
});
