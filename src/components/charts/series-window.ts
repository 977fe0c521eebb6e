import { lowerBound, lttb, type XYSeries } from '../../lib/lttb';

/** One line of a time-series chart. Data are typed arrays so half a million points stay cheap. */
export interface ChartSeries {
  id: string;
  label: string;
  color: string;
  unit?: string | null;
  data: XYSeries;
}

export type Domain = readonly [number, number];

/** The first and last time over all series ([0, 1] when there is no data). */
export function fullExtent(series: readonly ChartSeries[]): Domain {
  let lo = Infinity;
  let hi = -Infinity;
  for (const s of series) {
    const n = s.data.xs.length;
    if (n === 0) continue;
    lo = Math.min(lo, s.data.xs[0]);
    hi = Math.max(hi, s.data.xs[n - 1]);
  }
  if (!Number.isFinite(lo)) return [0, 1];
  return lo === hi ? [lo - 1000, hi + 1000] : [lo, hi];
}

/** The last whole-series sample of each series and its size (the arrays are replaced, never changed in place). */
const wholeSamples = new WeakMap<XYSeries, { px: number; down: XYSeries }>();

/**
 * LTTB of data[start, end) to `px` points, where the whole series at one size is computed once:
 * a chart showing its full range and the overview under it draw that same sample, and with half a
 * million points each LTTB pass is a noticeable part of the first frame.
 */
function sampleSlice(data: XYSeries, px: number, start: number, end: number): XYSeries {
  if (start > 0 || end < data.xs.length) return lttb(data, px, start, end);
  const cached = wholeSamples.get(data);
  if (cached?.px === px) return cached.down;
  const down = lttb(data, px);
  wholeSamples.set(data, { px, down });
  return down;
}

/**
 * The points of a series to draw for a view: those inside the domain plus one on each side (so
 * lines run to the edges), LTTB-downsampled to `pixels` points when there are more.
 */
export function visiblePoints(data: XYSeries, domain: Domain, pixels: number): XYSeries {
  const start = Math.max(0, lowerBound(data.xs, domain[0]) - 1);
  const end = Math.min(data.xs.length, lowerBound(data.xs, domain[1], start) + 1);
  return sampleSlice(data, Math.max(3, Math.floor(pixels)), start, end);
}

/** Min and max of the finite y values, padded a little so lines do not touch the frame. */
export function yExtent(parts: readonly XYSeries[]): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const { ys } of parts) {
    for (let i = 0; i < ys.length; i++) {
      const y = ys[i];
      if (y < lo) lo = y;
      if (y > hi) hi = y;
    }
  }
  if (!Number.isFinite(lo)) return [0, 1];
  const pad = hi === lo ? Math.max(1, Math.abs(hi) * 0.1) : (hi - lo) * 0.05;
  return [lo - pad, hi + pad];
}

/** Index of the point nearest to x in an ascending xs (-1 when empty). */
export function nearestIndex(xs: Float64Array, x: number): number {
  if (xs.length === 0) return -1;
  const i = lowerBound(xs, x);
  if (i === 0) return 0;
  if (i === xs.length) return xs.length - 1;
  return x - xs[i - 1] <= xs[i] - x ? i - 1 : i;
}

/**
 * A new view after zooming by `factor` (< 1 zooms in) around `anchor`, kept inside `limits` and
 * no narrower than `minSpan`.
 */
export function zoomDomain(domain: Domain, anchor: number, factor: number, limits: Domain, minSpan: number): Domain {
  const span = Math.min(limits[1] - limits[0], Math.max(minSpan, (domain[1] - domain[0]) * factor));
  const ratio = (anchor - domain[0]) / (domain[1] - domain[0] || 1);
  return clampDomain([anchor - ratio * span, anchor - ratio * span + span], limits);
}

/** Moves a view inside the limits without changing its width (unless it is wider than them). */
export function clampDomain(domain: Domain, limits: Domain): Domain {
  const span = Math.min(domain[1] - domain[0], limits[1] - limits[0]);
  let lo = domain[0];
  if (lo < limits[0]) lo = limits[0];
  if (lo + span > limits[1]) lo = limits[1] - span;
  return [lo, lo + span];
}

/** Series grouped onto two y axes: the first series' unit on the left, every other unit on the right. */
export function axisOf(series: readonly ChartSeries[]): Map<string, 'left' | 'right'> {
  const leftUnit = series[0]?.unit ?? '';
  return new Map(series.map((s) => [s.id, (s.unit ?? '') === leftUnit ? 'left' : 'right']));
}

interface SamplerEntry {
  key: string;
  /** The whole series downsampled at the density of the view, once the same zoom level repeats. */
  down: XYSeries | null;
}

/**
 * Downsampling for a view that pans: while the zoom level (span and pixels) stays the same, the
 * whole series is LTTB-downsampled once at that density and each frame only slices it, so a pan
 * costs O(pixels) instead of O(points in view), and the kept points do not shimmer as the window
 * slides. A new zoom level first downsamples just the view (a wheel gesture changes it every
 * frame); when it repeats, the series-wide sample is built.
 */
export class ViewSampler {
  private readonly entries = new WeakMap<XYSeries, SamplerEntry>();

  sample(data: XYSeries, domain: Domain, pixels: number): XYSeries {
    const px = Math.max(3, Math.floor(pixels));
    const start = Math.max(0, lowerBound(data.xs, domain[0]) - 1);
    const end = Math.min(data.xs.length, lowerBound(data.xs, domain[1], start) + 1);
    if (end - start <= px) return { xs: data.xs.slice(start, end), ys: data.ys.slice(start, end) };
    const n = data.xs.length;
    const span = domain[1] - domain[0];
    const threshold = Math.ceil((px * (data.xs[n - 1] - data.xs[0])) / span);
    // Nearly everything in view: the view's own sample is as cheap as a series-wide one.
    if (threshold * 2 > n) return sampleSlice(data, px, start, end);
    const key = `${span}|${px}`;
    const entry = this.entries.get(data);
    if (!entry || entry.key !== key) {
      this.entries.set(data, { key, down: null });
      return sampleSlice(data, px, start, end);
    }
    if (!entry.down) entry.down = sampleSlice(data, threshold, 0, n);
    const down = entry.down;
    const s = Math.max(0, lowerBound(down.xs, domain[0]) - 1);
    const e = Math.min(down.xs.length, lowerBound(down.xs, domain[1], s) + 1);
    return { xs: down.xs.subarray(s, e), ys: down.ys.subarray(s, e) };
  }
}
