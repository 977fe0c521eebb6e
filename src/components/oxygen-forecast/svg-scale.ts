/**
 * The little the forecast's SVG drawings need of a chart library: a linear map, round axis bounds
 * and a path. Written here rather than taken from visx/d3: a module these chunks shared with the
 * pages would be split out of the chunk it sits in today and named in the route table's preload
 * lists, which are on /login's bundle.
 */

/** A linear map of `domain` onto `range`. */
export function linear([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): (value: number) => number {
  const k = (r1 - r0) / (d1 - d0 || 1);
  return (value) => r0 + (value - d0) * k;
}

/** Round bounds around [lo, hi] in steps of 1, 2 or 5 times a power of ten, about `count` of them, and the ticks between. */
export function niceRange(lo: number, hi: number, count = 4): { domain: [number, number]; ticks: number[] } {
  if (lo === hi) [lo, hi] = [lo - 1, hi + 1];
  const raw = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  // Whole multiples of the step, cleared of binary fractions (14 * 0.2 is 2.8000000000000003).
  const at = (n: number) => Number((n * step).toPrecision(12));
  const first = Math.floor(lo / step + 1e-9);
  const last = Math.ceil(hi / step - 1e-9);
  const ticks: number[] = [];
  for (let n = first; n <= last; n++) ticks.push(at(n));
  return { domain: [at(first), at(last)], ticks };
}

/** An SVG path's `d` through the points, in order. */
export function pathOf<P>(points: readonly P[], x: (p: P) => number, y: (p: P) => number): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p).toFixed(1)},${y(p).toFixed(1)}`).join('');
}
