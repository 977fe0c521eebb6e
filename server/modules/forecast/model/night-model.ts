import { HourSeries, type HourRow, type Reading } from './hour-series';
import { earlierNightEnd, HOUR_MS, nightEnd, SLOT_MS } from './night-clock';
import { FEATURE_NAMES, nightFeatures, OPTIONAL_FEATURES } from './night-features';
import { quantile, ridgeFitBest, ridgePredict, type RidgeFit } from './ridge';

/** Fewer complete past nights than this: no forecast rather than a guess. */
export const NIGHTS_NEEDED = 7;
/** The most recent this many nights are fitted on (older ones are another season). */
export const NIGHTS_MAX = 60;
/** Penalties tried; the one with the least leave-one-out error is kept. */
const LAMBDAS = [0.25, 1, 4, 16] as const;
/** The band: these quantiles of the leave-one-out errors (an ~80 % interval). */
const BAND = [0.1, 0.9] as const;
/** A past night counts when this share of its hours after the anchor have readings. */
const MIN_COVERAGE = 0.75;
/** An optional feature is used when this share of the nights have it. */
const MIN_FEATURE_SHARE = 0.8;
/** Tonight starts from readings at most this old. */
export const RECENT_MS = 2 * HOUR_MS;
/** The start value is the mean of the readings this close to the latest one. */
const START_SPAN_MS = 20 * 60_000;
/** A past night's drop smaller than this says nothing about the curve's shape. */
const SHAPE_MIN_DROP = 0.2;

/** What the model reads of a pond: hourly rollups of `do` (and water_temp) up to asof, and tonight's raw `do` readings. */
export interface PondHistory {
  oxygen: readonly HourRow[];
  temperature: readonly HourRow[];
  /** Raw `do` readings in (asof - RECENT_MS, asof], oldest first. */
  recent: readonly Reading[];
}

/** A pond's fit for one night and one anchor (a time before the night's end): cached per device and night. */
export interface NightFit {
  nightsUsed: number;
  /** Indices of the features used, into FEATURE_NAMES. */
  columns: number[];
  /** Means of the used features, standing in for one tonight lacks. */
  fill: number[];
  regression: RidgeFit | null;
  /** Per 10-minute slot after the anchor: the typical fall as a share of the night's drop (lowest -1). */
  shape: number[] | null;
}

export interface NightForecast {
  status: 'ok' | 'too_few_nights' | 'no_recent_readings';
  until: number;
  nightsUsed: number;
  points: Reading[];
  min: { ts: number; value: number; low: number; high: number } | null;
  crossesLowAt: number | null;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** The anchor offset (end minus asof) rounded to a slot, so a fit serves every asof in its slot. */
export function anchorOffset(until: number, asof: number): number {
  return Math.max(SLOT_MS, Math.round((until - asof) / SLOT_MS) * SLOT_MS);
}

/**
 * Fits the pond's night model on its past nights before the night ending at `until`, each read at
 * the same time before its end (`offset`): the drop from DO at the anchor to the night's lowest
 * reading, regressed on the anchor's features; and the night curve's typical shape.
 */
export function fitNights(timeZone: string, until: number, offset: number, history: Pick<PondHistory, 'oxygen' | 'temperature'>): NightFit {
  const oxygen = new HourSeries(history.oxygen);
  const temperature = history.temperature.length > 0 ? new HourSeries(history.temperature) : null;
  const rows: { x: (number | null)[]; y: number; curve: (number | null)[] }[] = [];
  const slots = Math.floor(offset / SLOT_MS);
  for (let k = 1; k <= NIGHTS_MAX; k++) {
    const end = earlierNightEnd(timeZone, until, k);
    const anchor = end - offset;
    const features = nightFeatures(oxygen, temperature, anchor, end);
    const lowest = oxygen.lowestIn(anchor - HOUR_MS / 2, end);
    if (!features || !lowest || lowest.coverage < MIN_COVERAGE) continue;
    const curve = Array.from({ length: slots }, (_, i) => {
      const v = oxygen.at(anchor + (i + 1) * SLOT_MS);
      return v === null ? null : v - features.start;
    });
    rows.push({ x: features.x, y: lowest.value - features.start, curve });
  }
  const columns = FEATURE_NAMES.map((_, j) => j).filter(
    (j) => !OPTIONAL_FEATURES.has(j) || rows.filter((r) => r.x[j] !== null).length >= MIN_FEATURE_SHARE * rows.length,
  );
  const fill = columns.map((j) => {
    const known = rows.map((r) => r.x[j]).filter((v): v is number => v !== null);
    return known.length ? known.reduce((s, v) => s + v, 0) / known.length : 0;
  });
  const x = rows.map((r) => columns.map((j, c) => r.x[j] ?? fill[c]));
  const regression = rows.length >= NIGHTS_NEEDED ? ridgeFitBest(x, rows.map((r) => r.y), LAMBDAS) : null;
  return { nightsUsed: rows.length, columns, fill, regression, shape: typicalShape(rows.map((r) => r.curve), slots) };
}

/** The mean of the nights' curves, each divided by its own drop, scaled so its lowest point is -1. */
function typicalShape(curves: (number | null)[][], slots: number): number[] | null {
  const sums = new Array<number>(slots).fill(0);
  const counts = new Array<number>(slots).fill(0);
  for (const curve of curves) {
    const known = curve.filter((v): v is number => v !== null);
    const drop = -Math.min(...known);
    if (!(drop >= SHAPE_MIN_DROP)) continue;
    curve.forEach((v, i) => {
      if (v === null) return;
      sums[i] += v / drop;
      counts[i]++;
    });
  }
  if (counts.every((c) => c === 0)) return null;
  const mean = sums.map((s, i) => (counts[i] ? s / counts[i] : NaN));
  // A slot no night covered takes its neighbour's value.
  for (let i = 0; i < slots; i++) if (Number.isNaN(mean[i])) mean[i] = i > 0 ? mean[i - 1] : 0;
  const lowest = Math.min(...mean);
  return lowest < 0 ? mean.map((v) => v / -lowest) : null;
}

/**
 * Tonight's start: the latest raw readings' mean, carried to asof along the evening's fall; where
 * the pond kept only hourly rollups (older history), the last hour's mean carried the same way.
 */
function tonightStart(history: PondHistory, complete: readonly HourRow[], asof: number): { value: number; ts: number } | null {
  const oxygen = new HourSeries(complete);
  const recent = history.recent.filter((r) => r.ts <= asof && r.ts > asof - RECENT_MS);
  let value: number;
  let ts: number;
  if (recent.length > 0) {
    const latest = recent[recent.length - 1].ts;
    const near = recent.filter((r) => r.ts >= latest - START_SPAN_MS);
    value = near.reduce((s, r) => s + r.value, 0) / near.length;
    ts = near.reduce((s, r) => s + r.ts, 0) / near.length;
  } else {
    const last = complete.at(-1);
    if (!last || last.bucket + HOUR_MS <= asof - RECENT_MS) return null;
    [value, ts] = [last.mean, last.bucket + HOUR_MS / 2];
  }
  const earlier = oxygen.at(ts - 2 * HOUR_MS);
  const slope = earlier === null ? 0 : (value - earlier) / (2 * HOUR_MS);
  return { ts: asof, value: value + slope * (asof - ts) };
}

/**
 * Tonight's forecast from a fit: DO every 10 minutes after asof until the night's end, the lowest
 * with its band, and the first point below the low limit.
 */
export function forecastNight(fit: NightFit, timeZone: string, asof: number, history: PondHistory, lowLimit: number | null): NightForecast {
  const until = nightEnd(timeZone, asof);
  const empty = { until, nightsUsed: fit.nightsUsed, points: [], min: null, crossesLowAt: null };
  if (!fit.regression || fit.nightsUsed < NIGHTS_NEEDED) return { status: 'too_few_nights', ...empty };
  const complete = history.oxygen.filter((r) => r.bucket + HOUR_MS <= asof);
  const start = tonightStart(history, complete, asof);
  if (!start) return { status: 'no_recent_readings', ...empty };
  const oxygen = new HourSeries(complete, [start]);
  const temperature = history.temperature.length > 0 ? new HourSeries(history.temperature.filter((r) => r.bucket + HOUR_MS <= asof)) : null;
  const features = nightFeatures(oxygen, temperature, asof, until, start.value);
  if (!features) return { status: 'no_recent_readings', ...empty };
  const x = fit.columns.map((j, c) => features.x[j] ?? fit.fill[c]);
  const drop = ridgePredict(fit.regression, x);
  const value = Math.min(Math.max(start.value + drop, 0), start.value);
  const residuals = fit.regression.looResiduals;
  const low = Math.max(0, Math.min(value, start.value + drop + quantile(residuals, BAND[0])));
  const high = Math.max(value, start.value + drop + quantile(residuals, BAND[1]));
  const points = nightCurve(fit.shape, asof, until, start.value, value);
  const lowestPoint = points.reduce((best, p) => (p.value < best.value ? p : best), points[0] ?? { ts: until, value });
  return {
    status: 'ok',
    ...empty,
    points,
    min: { ts: lowestPoint.ts, value: round2(value), low: round2(low), high: round2(high) },
    crossesLowAt: lowLimit === null ? null : (points.find((p) => p.value < lowLimit)?.ts ?? null),
  };
}

/** The typical shape scaled to tonight's drop; a straight line to the lowest value where the pond has no shape yet. */
function nightCurve(shape: number[] | null, asof: number, until: number, start: number, lowest: number): Reading[] {
  const points: Reading[] = [];
  const count = Math.floor((until - asof) / SLOT_MS);
  for (let i = 0; i < count; i++) {
    const share = shape ? shape[Math.min(i, shape.length - 1)] : -(i + 1) / count;
    points.push({ ts: asof + (i + 1) * SLOT_MS, value: round2(start + share * (start - lowest)) });
  }
  return points;
}

/** Fit and forecast in one step, without a cache (the backtest, the bench, the tests). */
export function forecastAt(timeZone: string, asof: number, history: PondHistory, lowLimit: number | null): NightForecast {
  const until = nightEnd(timeZone, asof);
  return forecastNight(fitNights(timeZone, until, anchorOffset(until, asof), history), timeZone, asof, history, lowLimit);
}
