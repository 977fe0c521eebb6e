import { describe, expect, it } from 'vitest';
import { alarmSides, invertedPairs, limitBreach, outsideReasonableRange } from './param-limits';

const LIMITS = { min: 4, max: 12, startValue: 0, endValue: 20, valuePerfectL: 5, valuePerfectH: 8 };

describe('parameter limits, one meaning for ingest, alarms, the form and the tiles', () => {
  it('ordered pairs: equal or missing sides pass, an inverted pair is named by its code', () => {
    expect(invertedPairs(LIMITS)).toEqual([]);
    expect(invertedPairs({ ...LIMITS, max: 4 })).toEqual([]);
    expect(invertedPairs({ ...LIMITS, max: null, min: 99 })).toEqual([]);
    expect(invertedPairs({ min: 4 })).toEqual([]);
    expect(invertedPairs({ ...LIMITS, max: 3 }).map((p) => p.code)).toEqual(['max_below_min']);
    expect(invertedPairs({ ...LIMITS, endValue: -1 }).map((p) => [p.high, p.code])).toEqual([['endValue', 'range_inverted']]);
    expect(invertedPairs({ ...LIMITS, valuePerfectH: 4 }).map((p) => p.code)).toEqual(['perfect_inverted']);
    // Several at once come in the pairs' order, so the server refuses with the first one the form shows.
    expect(invertedPairs({ ...LIMITS, max: 3, valuePerfectH: 4 }).map((p) => p.code)).toEqual(['max_below_min', 'perfect_inverted']);
  });

  it('warning types: 0 watches below min, 1 above max, 2 (or none given) both', () => {
    expect(alarmSides({ isHigh: 0, min: 4, max: 12 })).toEqual({ below: 4, above: null });
    expect(alarmSides({ isHigh: 1, min: 4, max: 12 })).toEqual({ below: null, above: 12 });
    expect(alarmSides({ isHigh: 2, min: 4, max: null })).toEqual({ below: 4, above: null });
    expect(alarmSides({ isHigh: null, min: 4, max: 12 })).toEqual({ below: 4, above: 12 });
  });

  it('a breach is a value past a watched threshold, equal is not', () => {
    expect(limitBreach({ isHigh: 2, min: 4, max: 12 }, 13)).toEqual({ direction: 'high', threshold: 12 });
    expect(limitBreach({ isHigh: 2, min: 4, max: 12 }, 3)).toEqual({ direction: 'low', threshold: 4 });
    expect(limitBreach({ isHigh: 2, min: 4, max: 12 }, 12)).toBeNull();
    expect(limitBreach({ isHigh: 0, min: 4, max: 12 }, 13)).toBeNull();
    expect(limitBreach({ isHigh: 1, min: 4, max: 12 }, 3)).toBeNull();
    expect(limitBreach({ isHigh: 2, min: null, max: null }, 1e9)).toBeNull();
  });

  it('the reasonable range flags readings outside startValue..endValue, either side open', () => {
    expect(outsideReasonableRange({ startValue: 0, endValue: 20 }, 20)).toBe(false);
    expect(outsideReasonableRange({ startValue: 0, endValue: 20 }, 20.1)).toBe(true);
    expect(outsideReasonableRange({ startValue: 0, endValue: 20 }, -0.1)).toBe(true);
    expect(outsideReasonableRange({ startValue: null, endValue: 20 }, -1e6)).toBe(false);
    expect(outsideReasonableRange({ startValue: null, endValue: null }, 1e9)).toBe(false);
  });
});
