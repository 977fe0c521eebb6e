/** One reading of a trend: when, and the value. */
export interface TrendPoint {
  ts: number;
  value: number;
}

/**
 * The SVG path of a small trend line in a width x height box (y grows downwards), the x axis from
 * `from` to `to` (today's midnight to now: the line's end says how far the day has come), the y
 * axis from the day's lowest to its highest value. Null with fewer than two points: no line to draw.
 */
export function sparklinePath(points: readonly TrendPoint[], box: { width: number; height: number; from: number; to: number }): string | null {
  const shown = points.filter((p) => Number.isFinite(p.value) && p.ts >= box.from && p.ts <= box.to);
  if (shown.length < 2 || box.to <= box.from) return null;
  let low = Infinity;
  let high = -Infinity;
  for (const p of shown) {
    low = Math.min(low, p.value);
    high = Math.max(high, p.value);
  }
  // A flat day draws a line across the middle rather than dividing by nothing.
  const span = high - low;
  const pad = 1;
  const x = (ts: number) => ((ts - box.from) / (box.to - box.from)) * box.width;
  const y = (value: number) => (span === 0 ? box.height / 2 : pad + (1 - (value - low) / span) * (box.height - 2 * pad));
  const round = (n: number) => Math.round(n * 10) / 10;
  return shown.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(x(p.ts))},${round(y(p.value))}`).join(' ');
}

/** The lowest and highest value of the day's points, or null without any. */
export function trendRange(points: readonly TrendPoint[]): { min: number; max: number } | null {
  if (points.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const p of points) {
    min = Math.min(min, p.value);
    max = Math.max(max, p.value);
  }
  return { min, max };
}
