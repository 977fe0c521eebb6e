/** A series as two parallel typed arrays: x (epoch ms, ascending) and y. */
export interface XYSeries {
  xs: Float64Array;
  ys: Float64Array;
}

/** Index of the first x >= value in an ascending array (xs.length when none). */
export function lowerBound(xs: Float64Array, value: number, from = 0, to = xs.length): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (xs[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Largest-Triangle-Three-Buckets downsampling (Steinarsson 2013) of xs/ys[start, end) to at most
 * `threshold` points. Keeps the first and last point and, per bucket, the point forming the
 * largest triangle with the previous kept point and the next bucket's average, so peaks survive
 * while a line drawn through the result looks like the full series. Returns the slice as is when
 * it already has `threshold` points or fewer. Non-finite y values (gaps) are skipped.
 */
export function lttb(series: XYSeries, threshold: number, start = 0, end = series.xs.length): XYSeries {
  const { xs, ys } = series;
  const n = end - start;
  if (threshold >= n || threshold < 3) {
    return { xs: xs.slice(start, end), ys: ys.slice(start, end) };
  }
  const outX = new Float64Array(threshold);
  const outY = new Float64Array(threshold);
  const every = (n - 2) / (threshold - 2);
  let a = start;
  outX[0] = xs[a];
  outY[0] = ys[a];
  let kept = 1;
  for (let i = 0; i < threshold - 2; i++) {
    // The next bucket's average is the third corner of the triangle.
    const nextStart = start + Math.floor((i + 1) * every) + 1;
    const nextEnd = Math.min(start + Math.floor((i + 2) * every) + 1, end);
    let avgX = 0;
    let avgY = 0;
    let avgN = 0;
    for (let j = nextStart; j < nextEnd; j++) {
      if (!Number.isFinite(ys[j])) continue;
      avgX += xs[j];
      avgY += ys[j];
      avgN++;
    }
    if (avgN > 0) {
      avgX /= avgN;
      avgY /= avgN;
    } else {
      avgX = xs[Math.min(nextStart, end - 1)];
      avgY = ys[a];
    }
    const bucketStart = start + Math.floor(i * every) + 1;
    const bucketEnd = start + Math.floor((i + 1) * every) + 1;
    const ax = xs[a];
    const ay = ys[a];
    let maxArea = -1;
    let chosen = -1;
    for (let j = bucketStart; j < bucketEnd; j++) {
      const y = ys[j];
      if (!Number.isFinite(y)) continue;
      const area = Math.abs((ax - avgX) * (y - ay) - (ax - xs[j]) * (avgY - ay));
      if (area > maxArea) {
        maxArea = area;
        chosen = j;
      }
    }
    if (chosen < 0) continue;
    outX[kept] = xs[chosen];
    outY[kept] = ys[chosen];
    kept++;
    a = chosen;
  }
  outX[kept] = xs[end - 1];
  outY[kept] = ys[end - 1];
  kept++;
  return kept === threshold ? { xs: outX, ys: outY } : { xs: outX.slice(0, kept), ys: outY.slice(0, kept) };
}

/** Plain {ts, value} points (as the API sends them) to typed arrays, sorted by time. */
export function toXY(points: ReadonlyArray<{ ts: number; value: number | null }>): XYSeries {
  const sorted = points.every((p, i) => i === 0 || points[i - 1].ts <= p.ts) ? points : [...points].sort((p, q) => p.ts - q.ts);
  const xs = new Float64Array(sorted.length);
  const ys = new Float64Array(sorted.length);
  sorted.forEach((p, i) => {
    xs[i] = p.ts;
    ys[i] = p.value ?? Number.NaN;
  });
  return { xs, ys };
}
