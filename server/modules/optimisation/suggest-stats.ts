/**
 * Threshold suggestions and their backtest, on hourly buckets (min, mean, max). Hourly rollups
 * are what history keeps for every month (the oldest have no raw readings behind them), and they
 * already leave invalid readings out.
 */

export interface Bucket {
  ts: number;
  min: number;
  mean: number;
  max: number;
}

export interface AlarmLimits {
  min: number | null;
  max: number | null;
}

/** Linear interpolation between closest ranks; `sorted` ascending and not empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 1) return sorted[0]!;
  const rank = (sorted.length - 1) * p;
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo);
}

/** Each hour stands for its low, its average and its high, so the tails keep their spikes. */
export const samplesOf = (buckets: readonly Bucket[]) => buckets.flatMap((b) => [b.min, b.mean, b.max]).sort((a, b) => a - b);

/** Rounded to two significant decimals of the spread, so a suggested limit reads like one a person typed. */
export function tidy(value: number, spread: number): number {
  const decimals = Math.max(0, Math.min(4, 2 - Math.floor(Math.log10(Math.max(spread, 1e-9)))));
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/**
 * Suggested limits: the 1st and 99th percentiles of the parameter's own hours, on the sides its
 * warning type uses (isHigh 0 too low, 1 excess, 2 both). A side it does not use stays null.
 */
export function suggestLimits(sorted: readonly number[], isHigh: number): AlarmLimits {
  const spread = sorted[sorted.length - 1]! - sorted[0]!;
  const low = tidy(percentile(sorted, 0.01), spread);
  const high = tidy(percentile(sorted, 0.99), spread);
  return { min: isHigh === 1 ? null : low, max: isHigh === 0 ? null : high };
}

export function histogram(sorted: readonly number[], marks: readonly (number | null)[], bins = 20) {
  const edges = [sorted[0]!, sorted[sorted.length - 1]!, ...marks.filter((m): m is number => m !== null)];
  const from = Math.min(...edges);
  const to = Math.max(...edges);
  const width = to > from ? (to - from) / bins : 1;
  const counts = new Array<number>(bins).fill(0);
  for (const v of sorted) counts[Math.min(bins - 1, Math.floor((v - from) / width))]!++;
  return counts.map((count, i) => ({ from: from + i * width, to: from + (i + 1) * width, count }));
}

const outside = (b: Bucket, limits: AlarmLimits) => (limits.min !== null && b.min < limits.min) || (limits.max !== null && b.max > limits.max);

/** Runs of consecutive flagged hours (a gap of more than an hour ends a run). */
function runs(buckets: readonly Bucket[], flagged: (b: Bucket) => boolean): Bucket[][] {
  const result: Bucket[][] = [];
  let current: Bucket[] = [];
  let lastTs = -Infinity;
  for (const b of buckets) {
    const joined = b.ts - lastTs <= 3600_000;
    if (flagged(b)) {
      if (current.length === 0 || !joined) {
        if (current.length > 0) result.push(current);
        current = [b];
      } else current.push(b);
    } else if (current.length > 0) {
      result.push(current);
      current = [];
    }
    lastTs = b.ts;
  }
  if (current.length > 0) result.push(current);
  return result;
}

/**
 * What a pair of limits would have done over the buckets (ascending by ts): `alarms` is the
 * alarm episodes raised (runs of hours outside the limits); `missed` is the real excursions, runs
 * of hours whose average left the best range, during which the limits never alarmed.
 */
export function backtest(buckets: readonly Bucket[], limits: AlarmLimits, best: AlarmLimits) {
  const alarms = runs(buckets, (b) => outside(b, limits)).length;
  const excursions = runs(buckets, (b) => (best.min !== null && b.mean < best.min) || (best.max !== null && b.mean > best.max));
  const missed = excursions.filter((run) => !run.some((b) => outside(b, limits))).length;
  return { alarms, missed, excursions: excursions.length };
}
