import { describe, expect, it } from 'vitest';
import { linear, niceRange, pathOf } from './svg-scale';

describe("the forecast drawings' scales", () => {
  it('maps a domain onto a range, reversed too', () => {
    const y = linear([0, 10], [100, 0]);
    expect([y(0), y(5), y(10)]).toEqual([100, 50, 0]);
  });

  it('rounds the bounds out to steps of 1, 2 or 5 and lists the ticks', () => {
    expect(niceRange(2.3, 6.2)).toEqual({ domain: [2, 7], ticks: [2, 3, 4, 5, 6, 7] });
    expect(niceRange(2.8, 3.3)).toEqual({ domain: [2.8, 3.4], ticks: [2.8, 3, 3.2, 3.4] });
    expect(niceRange(4, 4).domain).toEqual([3, 5]);
  });

  it('draws a path through the points', () => {
    expect(pathOf([{ a: 0, b: 1 }, { a: 2, b: 3 }], (p) => p.a, (p) => p.b)).toBe('M0.0,1.0L2.0,3.0');
  });
});
