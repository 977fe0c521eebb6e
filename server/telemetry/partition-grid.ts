/**
 * The time grid raw telemetry is partitioned on (docs/decisions.md "Telemetry partitions"): whole
 * UTC weeks from Monday 00:00 by default, the same weeks PostgreSQL's date_trunc('week') gives,
 * which the migration uses for the partition holding the rows written before it; or whole UTC
 * days (TELEMETRY_PARTITION_DAYS=1), which nest in those weeks.
 */
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
/** Monday 5 January 1970, 00:00 UTC: periods are counted from here. */
export const GRID_ORIGIN_MS = Date.UTC(1970, 0, 5);

/** A half-open time range [from, to) in epoch ms; ±Infinity for MINVALUE / MAXVALUE bounds. */
export interface TimeRange {
  from: number;
  to: number;
}

/** Start of the period of `widthMs` holding `ms`. */
export function periodStart(ms: number, widthMs: number): number {
  return GRID_ORIGIN_MS + Math.floor((ms - GRID_ORIGIN_MS) / widthMs) * widthMs;
}

/** The periods of `widthMs` overlapping [from, to), oldest first. */
export function periodsCovering(range: TimeRange, widthMs: number): TimeRange[] {
  const periods: TimeRange[] = [];
  if (range.to <= range.from) return periods;
  for (let from = periodStart(range.from, widthMs); from < range.to; from += widthMs) {
    periods.push({ from, to: from + widthMs });
  }
  return periods;
}

/**
 * The parts of `wanted` no existing range covers, oldest first. A partition made before a change
 * of grid (the legacy one of the migration, say) keeps its bounds; only the rest gets new ones.
 */
export function uncovered(wanted: TimeRange, existing: readonly TimeRange[]): TimeRange[] {
  const overlapping = existing.filter((r) => r.from < wanted.to && r.to > wanted.from).sort((a, b) => a.from - b.from);
  const gaps: TimeRange[] = [];
  let at = wanted.from;
  for (const r of overlapping) {
    if (r.from > at) gaps.push({ from: at, to: r.from });
    at = Math.max(at, r.to);
  }
  if (at < wanted.to) gaps.push({ from: at, to: wanted.to });
  return gaps;
}

/** `telemetry_p20261123`: the UTC date its range starts on, with the time when not midnight. */
export function partitionName(from: number): string {
  const iso = new Date(from).toISOString();
  const date = iso.slice(0, 10).replaceAll('-', '');
  const time = iso.slice(11, 19).replaceAll(':', '');
  return time === '000000' ? `telemetry_p${date}` : `telemetry_p${date}_${time}`;
}
