import { describe, expect, it } from 'vitest';
import { lowerBound, lttb, toXY } from './lttb';

function series(n: number, f: (i: number) => number) {
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    xs[i] = i * 1000;
    ys[i] = f(i);
  }
  return { xs, ys };
}

describe('lttb', () => {
  it('returns a short series unchanged', () => {
    const s = series(5, (i) => i * i);
    const out = lttb(s, 10);
    expect([...out.xs]).toEqual([...s.xs]);
    expect([...out.ys]).toEqual([...s.ys]);
  });

  it('keeps exactly threshold points, the first and the last, in time order', () => {
    const s = series(10_000, (i) => Math.sin(i / 50));
    const out = lttb(s, 500);
    expect(out.xs.length).toBe(500);
    expect(out.xs[0]).toBe(0);
    expect(out.xs[499]).toBe(9_999_000);
    for (let i = 1; i < out.xs.length; i++) expect(out.xs[i]).toBeGreaterThan(out.xs[i - 1]);
  });

  it('keeps a single spike that averaging would flatten', () => {
    const s = series(100_000, (i) => (i === 54_321 ? 1000 : 1));
    const out = lttb(s, 200);
    expect(Math.max(...out.ys)).toBe(1000);
    expect([...out.xs]).toContain(54_321_000);
  });

  it('downsamples only the window asked for', () => {
    const s = series(1000, (i) => i);
    const out = lttb(s, 10, 100, 200);
    expect(out.xs.length).toBe(10);
    expect(out.xs[0]).toBe(100_000);
    expect(out.xs[9]).toBe(199_000);
  });

  it('skips gaps (NaN) inside buckets', () => {
    const s = series(1000, (i) => (i % 3 === 0 ? Number.NaN : i));
    const out = lttb(s, 50);
    expect([...out.ys].slice(1, -1).every(Number.isFinite)).toBe(true);
  });
});

describe('lowerBound and toXY', () => {
  it('finds the first index at or after a value', () => {
    const { xs } = series(10, (i) => i);
    expect(lowerBound(xs, 0)).toBe(0);
    expect(lowerBound(xs, 2500)).toBe(3);
    expect(lowerBound(xs, 3000)).toBe(3);
    expect(lowerBound(xs, 1e9)).toBe(10);
  });

  it('sorts API points by time and keeps missing values as NaN', () => {
    const out = toXY([{ ts: 3, value: 1 }, { ts: 1, value: null }, { ts: 2, value: 5 }]);
    expect([...out.xs]).toEqual([1, 2, 3]);
    expect(Number.isNaN(out.ys[0])).toBe(true);
    expect(out.ys[1]).toBe(5);
  });
});
