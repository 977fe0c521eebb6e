import { HOUR_MS } from './night-clock';

/** One hour of a parameter as the hourly rollup keeps it. */
export interface HourRow {
  /** Start of the hour, epoch ms. */
  bucket: number;
  mean: number;
  /** The lowest reading of the hour and when it was read (null: not kept). */
  min: number;
  minTs: number | null;
}

export interface Reading {
  ts: number;
  value: number;
}

/** Neighbours further apart than this are a gap: no value is made up across it. */
const MAX_GAP_MS = 2.5 * HOUR_MS;
/** Past either end, the nearest hour's mean stands for a time at most this far from its middle. */
const EDGE_MS = 0.75 * HOUR_MS;

/**
 * A parameter's hourly means as a curve through the hours' middles, read at any instant by
 * linear interpolation; and the readings' lowest values by hour. Rows must be sorted by bucket.
 */
export class HourSeries {
  private readonly mids: number[];
  private readonly means: number[];

  constructor(readonly rows: readonly HourRow[], extra: readonly Reading[] = []) {
    const points = [...rows.map((r) => ({ ts: r.bucket + HOUR_MS / 2, value: r.mean })), ...extra].sort((a, b) => a.ts - b.ts);
    this.mids = points.map((p) => p.ts);
    this.means = points.map((p) => p.value);
  }

  /** Index of the last point at or before t (-1 when none). */
  private before(t: number): number {
    let lo = 0;
    let hi = this.mids.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.mids[mid] <= t) [found, lo] = [mid, mid + 1];
      else hi = mid - 1;
    }
    return found;
  }

  /** Index of the first row starting at or after t. */
  private firstRowFrom(t: number): number {
    let lo = 0;
    let hi = this.rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.rows[mid].bucket < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The curve's value at t, or null across a gap or too far past the ends. */
  at(t: number): number | null {
    const i = this.before(t);
    const j = i + 1;
    const hasI = i >= 0;
    const hasJ = j < this.mids.length;
    if (hasI && hasJ && this.mids[j] - this.mids[i] <= MAX_GAP_MS) {
      const w = (t - this.mids[i]) / (this.mids[j] - this.mids[i]);
      return this.means[i] + w * (this.means[j] - this.means[i]);
    }
    if (hasI && t - this.mids[i] <= EDGE_MS) return this.means[i];
    if (hasJ && this.mids[j] - t <= EDGE_MS) return this.means[j];
    return null;
  }

  /** The highest point of the curve with its time in [from, to]; null when none. */
  maxIn(from: number, to: number): number | null {
    let best: number | null = null;
    for (let i = Math.max(this.before(from), 0); i < this.mids.length && this.mids[i] <= to; i++) {
      if (this.mids[i] >= from && (best === null || this.means[i] > best)) best = this.means[i];
    }
    return best;
  }

  /**
   * The lowest reading of the hours starting in [from, to) that end by `end`, with how many of
   * the hours expected there had data (0..1). Null when none had.
   */
  lowestIn(from: number, end: number): { value: number; ts: number; coverage: number } | null {
    let best: { value: number; ts: number } | null = null;
    let seen = 0;
    const expected = Math.floor((end - from) / HOUR_MS);
    for (let i = this.firstRowFrom(from); i < this.rows.length && this.rows[i].bucket + HOUR_MS <= end; i++) {
      const row = this.rows[i];
      seen++;
      if (best === null || row.min < best.value) best = { value: row.min, ts: row.minTs ?? row.bucket + HOUR_MS / 2 };
    }
    return best && expected > 0 ? { ...best, coverage: seen / expected } : null;
  }
}
