/**
 * Ridge regression (OLS with a small penalty on the standardised slopes) for a handful of
 * features over tens of rows, with leave-one-out residuals from the hat matrix. Written here: no
 * well-kept regression package is among the project's dependencies, and the algebra is a few lines.
 */
export interface RidgeFit {
  /** Per feature: mean and scale used to standardise it. */
  means: number[];
  scales: number[];
  intercept: number;
  /** Slopes on the standardised features. */
  slopes: number[];
  lambda: number;
  /** Leave-one-out residuals (actual - predicted without that row), one per row. */
  looResiduals: number[];
}

/** Solves A x = b (A square, small) by Gaussian elimination with partial pivoting; null when singular. */
export function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
    if (Math.abs(m[pivot][col]) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r][col] / m[col][col];
      for (let c = col; c <= n; c++) m[r][c] -= f * m[col][c];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

function inverse(a: number[][]): number[][] | null {
  const n = a.length;
  const columns: number[][] = [];
  for (let i = 0; i < n; i++) {
    const col = solve(a, a.map((_, r) => (r === i ? 1 : 0)));
    if (!col) return null;
    columns.push(col);
  }
  return a.map((_, r) => columns.map((col) => col[r]));
}

/** Fits y on x with penalty `lambda` (in units of rows: lambda 1 weighs like one extra row per slope). */
export function ridgeFit(x: number[][], y: number[], lambda: number): RidgeFit | null {
  const n = y.length;
  const k = x[0]?.length ?? 0;
  if (n < 2) return null;
  const means = Array.from({ length: k }, (_, j) => x.reduce((s, row) => s + row[j], 0) / n);
  const scales = means.map((mean, j) => Math.sqrt(x.reduce((s, row) => s + (row[j] - mean) ** 2, 0) / n) || 1);
  const z = x.map((row) => row.map((v, j) => (v - means[j]) / scales[j]));
  const yMean = y.reduce((s, v) => s + v, 0) / n;
  const yc = y.map((v) => v - yMean);
  const gram = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => z.reduce((s, row) => s + row[i] * row[j], 0) + (i === j ? lambda : 0)));
  const inv = k > 0 ? inverse(gram) : [];
  if (!inv) return null;
  const zty = Array.from({ length: k }, (_, j) => z.reduce((s, row, r) => s + row[j] * yc[r], 0));
  const slopes = inv.map((row) => row.reduce((s, v, j) => s + v * zty[j], 0));
  const looResiduals = z.map((row, r) => {
    const fitted = row.reduce((s, v, j) => s + v * slopes[j], 0);
    const leverage = 1 / n + row.reduce((s, vi, i) => s + vi * inv[i].reduce((t, w, j) => t + w * row[j], 0), 0);
    return (yc[r] - fitted) / Math.max(1 - leverage, 0.05);
  });
  return { means, scales, intercept: yMean, slopes, lambda, looResiduals };
}

export function ridgePredict(fit: RidgeFit, x: number[]): number {
  return fit.intercept + x.reduce((s, v, j) => s + ((v - fit.means[j]) / fit.scales[j]) * fit.slopes[j], 0);
}

/** The penalty among `lambdas` with the smallest leave-one-out squared error. */
export function ridgeFitBest(x: number[][], y: number[], lambdas: readonly number[]): RidgeFit | null {
  let best: RidgeFit | null = null;
  let bestError = Infinity;
  for (const lambda of lambdas) {
    const fit = ridgeFit(x, y, lambda);
    if (!fit) continue;
    const error = fit.looResiduals.reduce((s, e) => s + e * e, 0);
    if (error < bestError) [best, bestError] = [fit, error];
  }
  return best;
}

/** The q-quantile (0..1) of values, linearly interpolated. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
}
