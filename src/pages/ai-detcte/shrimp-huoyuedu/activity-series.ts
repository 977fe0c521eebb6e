/** The activity curve shows this much time; older points fall off so a page open for days stays small. */
export const WINDOW_MS = 30 * 60_000;
/** Telemetry key of the activity index (server/cameras/activity.ts). */
export const ACTIVITY_PARAM = 'shrimp_activity';
/** Level bounds when the device's parameter sets none (valuePerfectL / valuePerfectH). */
export const DEFAULT_LOW = 20;
export const DEFAULT_HIGH = 80;

export interface ActivityPoint {
  ts: number;
  value: number;
}

export type ActivityLevel = 'low' | 'normal' | 'high';

/** Low below the parameter's lower ideal bound, high above its upper one, normal between. */
export function levelOf(value: number, low: number | null = DEFAULT_LOW, high: number | null = DEFAULT_HIGH): ActivityLevel {
  if (value < (low ?? DEFAULT_LOW)) return 'low';
  if (value > (high ?? DEFAULT_HIGH)) return 'high';
  return 'normal';
}

/**
 * Adds a live value to the curve: ignored when it is not newer than the last point (a poll
 * repeating what a push already gave), and points older than the window before `now` are dropped.
 */
export function appendPoint(points: readonly ActivityPoint[], point: ActivityPoint, now: number): readonly ActivityPoint[] {
  const last = points[points.length - 1];
  if (!Number.isFinite(point.value) || (last && point.ts <= last.ts)) return points;
  const from = now - WINDOW_MS;
  const kept = points[0] && points[0].ts < from ? points.filter((p) => p.ts >= from) : points;
  return [...kept, point];
}

/** History first, then live points newer than its end; only the window before the newest point. */
export function mergeHistory(history: readonly ActivityPoint[], live: readonly ActivityPoint[]): ActivityPoint[] {
  const end = history.length ? history[history.length - 1].ts : -Infinity;
  const merged = [...history, ...live.filter((p) => p.ts > end)];
  const from = (merged[merged.length - 1]?.ts ?? 0) - WINDOW_MS;
  return merged[0] && merged[0].ts < from ? merged.filter((p) => p.ts >= from) : merged;
}
