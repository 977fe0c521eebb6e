import type { Point, TipAction } from '../../../shared/contract/api/optimisation';
import { TREND_WINDOW_MS, type Bound, type Condition, type TipRule } from './tip-rules';

export interface SeriesLimits {
  min: number | null;
  max: number | null;
  valuePerfectL: number | null;
  valuePerfectH: number | null;
}

export interface RuleInput {
  /** Valid readings, oldest first. */
  series: Point[];
  limits: SeriesLimits;
  /** The local hour (0-23) in the device company's time zone. */
  hour: number;
}

export interface RuleHit {
  latest: number;
  slope: number | null;
  action: TipAction;
}

/** Fewer readings than this in the trend window give no slope: a trend rule stays quiet. */
const MIN_TREND_POINTS = 4;

/** Least-squares slope of the readings in the window ending at the latest one, in units per hour. */
export function slopePerHour(series: Point[], windowMs = TREND_WINDOW_MS): number | null {
  if (series.length === 0) return null;
  const end = series[series.length - 1]!.ts;
  const points = series.filter((p) => p.ts > end - windowMs);
  if (points.length < MIN_TREND_POINTS) return null;
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.ts, 0) / n;
  const my = points.reduce((s, p) => s + p.value, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.ts - mx) * (p.value - my);
    den += (p.ts - mx) ** 2;
  }
  return den === 0 ? 0 : (num / den) * 3600_000;
}

const boundValue = (bound: Bound, limits: SeriesLimits) => {
  const base = limits[bound.ref];
  return base === null ? null : base + (bound.offset ?? 0);
};

const inHours = (hours: [number, number] | undefined, hour: number) => {
  if (!hours) return true;
  const [from, to] = hours;
  return from <= to ? hour >= from && hour < to : hour >= from || hour < to;
};

function holds(condition: Condition, latest: number, slope: number | null, limits: SeriesLimits) {
  switch (condition.kind) {
    case 'below': {
      const v = boundValue(condition.bound, limits);
      return v !== null && latest < v;
    }
    case 'above': {
      const v = boundValue(condition.bound, limits);
      return v !== null && latest > v;
    }
    case 'falling':
      return slope !== null && slope <= -condition.perHour;
    case 'rising':
      return slope !== null && slope >= condition.perHour;
  }
}

/**
 * Whether a rule fires on a series. A condition that names a bound the device has not configured
 * never holds, so a rule stays quiet rather than guess. A proposed linkage rule takes its
 * threshold from the rule's first bound (the limit the tip is about).
 */
export function evaluateRule(rule: TipRule, input: RuleInput): RuleHit | null {
  const last = input.series[input.series.length - 1];
  if (!last || !inHours(rule.hours, input.hour)) return null;
  const slope = slopePerHour(input.series);
  if (!rule.when.every((c) => holds(c, last.value, slope, input.limits))) return null;
  let action = rule.action;
  if (action.kind === 'rule') {
    const bounded = rule.when.find((c) => c.kind === 'below' || c.kind === 'above');
    const value = bounded && 'bound' in bounded ? boundValue(bounded.bound, input.limits) : null;
    action = { ...action, value: value ?? last.value };
  }
  return { latest: last.value, slope, action };
}

/** At most `max` points for a small chart, keeping the first and the last. */
export function thin(series: Point[], max = 60): Point[] {
  if (series.length <= max) return series;
  const step = (series.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => series[Math.round(i * step)]!);
}
