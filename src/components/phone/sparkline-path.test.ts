import { describe, expect, it } from 'vitest';
import { sparklinePath, trendRange } from './sparkline-path';

const BOX = { width: 100, height: 20, from: 0, to: 1000 };

describe('sparklinePath', () => {
  it('places time across the day and the day range top to bottom', () => {
    expect(sparklinePath([{ ts: 0, value: 5 }, { ts: 500, value: 7 }, { ts: 1000, value: 6 }], BOX)).toBe('M0,19 L50,1 L100,10');
  });
  it('draws a flat day across the middle', () => {
    expect(sparklinePath([{ ts: 0, value: 3 }, { ts: 250, value: 3 }], BOX)).toBe('M0,10 L25,10');
  });
  it('draws nothing from fewer than two points in the box', () => {
    expect(sparklinePath([{ ts: 100, value: 3 }], BOX)).toBeNull();
    expect(sparklinePath([{ ts: -5, value: 3 }, { ts: 2000, value: 4 }], BOX)).toBeNull();
    expect(sparklinePath([{ ts: 0, value: 3 }, { ts: 1, value: 4 }], { ...BOX, to: 0 })).toBeNull();
  });
});

describe('trendRange', () => {
  it('is the lowest and highest value, or null without points', () => {
    expect(trendRange([{ ts: 1, value: 4 }, { ts: 2, value: -1 }, { ts: 3, value: 2 }])).toEqual({ min: -1, max: 4 });
    expect(trendRange([])).toBeNull();
  });
});
