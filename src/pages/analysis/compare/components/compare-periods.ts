import type { Dayjs } from 'dayjs';

/** Spec section 9: sequential and year-on-year comparison use year, quarter and month only. */
export type CompareUnit = 'year' | 'quarter' | 'month';
/** 环比 compares a period with the one before it, 同比 with the same period a year earlier. */
export type CompareMode = 'sequential' | 'yoy';

/** How many periods the chart shows, ending with the chosen one. */
export const PERIOD_COUNT: Record<CompareUnit, number> = { year: 5, quarter: 8, month: 12 };

/** The first day of the period holding `d`. */
export function periodStart(unit: CompareUnit, d: Dayjs): Dayjs {
  if (unit === 'year') return d.startOf('year');
  if (unit === 'month') return d.startOf('month');
  return d.startOf('month').month(Math.floor(d.month() / 3) * 3);
}

/** `n` periods later (negative: earlier). */
export function shiftPeriod(unit: CompareUnit, d: Dayjs, n: number): Dayjs {
  return unit === 'quarter' ? d.add(3 * n, 'month') : d.add(n, unit);
}

/** The label /datahis/findAverage gives a period: "2026", "2026-Q3", "2026-07". */
export function periodLabel(unit: CompareUnit, d: Dayjs): string {
  if (unit === 'year') return d.format('YYYY');
  if (unit === 'month') return d.format('YYYY-MM');
  return `${d.format('YYYY')}-Q${Math.floor(d.month() / 3) + 1}`;
}

/** The base of a period: the one before it, or the same one a year earlier. */
export function basePeriod(unit: CompareUnit, mode: CompareMode, d: Dayjs): Dayjs {
  return mode === 'sequential' ? shiftPeriod(unit, d, -1) : d.subtract(1, 'year');
}

export interface ComparePlan {
  periods: Dayjs[];
  /** What to ask findAverage for: local dates, end exclusive. */
  startTime: string;
  endTime: string;
}

/** The periods shown (oldest first, ending with the one holding `anchor`) and the range covering them and their bases. */
export function comparePlan(unit: CompareUnit, mode: CompareMode, anchor: Dayjs): ComparePlan {
  const last = periodStart(unit, anchor);
  const periods = Array.from({ length: PERIOD_COUNT[unit] }, (_, i) => shiftPeriod(unit, last, i - PERIOD_COUNT[unit] + 1));
  const start = basePeriod(unit, mode, periods[0]);
  return { periods, startTime: start.format('YYYY-MM-DD'), endTime: shiftPeriod(unit, last, 1).format('YYYY-MM-DD') };
}

export interface CompareRow {
  label: string;
  baseLabel: string;
  value: number | null;
  base: number | null;
  /** Percent change against the base; null when either is missing or the base is 0. */
  change: number | null;
}

/** Rows of the comparison from the averages by label. */
export function compareRows(unit: CompareUnit, mode: CompareMode, periods: readonly Dayjs[], averages: ReadonlyMap<string, number>): CompareRow[] {
  return periods.map((p) => {
    const label = periodLabel(unit, p);
    const baseLabel = periodLabel(unit, basePeriod(unit, mode, p));
    const value = averages.get(label) ?? null;
    const base = averages.get(baseLabel) ?? null;
    const change = value !== null && base !== null && base !== 0 ? ((value - base) / Math.abs(base)) * 100 : null;
    return { label, baseLabel, value, base, change };
  });
}

/**
 * Why a row has no change, as an i18n key of compare.noData (with `{{period}}`), or null when it
 * has one (or only its base is 0): a missing base period is named, as "the same period last year"
 * for year-on-year and "the previous period" for sequential, instead of a bare "-".
 */
export function missingNote(row: CompareRow, mode: CompareMode): { key: string; period: string } | null {
  if (row.value === null && row.base === null) return { key: 'compare.noData.both', period: row.baseLabel };
  if (row.base === null) return { key: mode === 'yoy' ? 'compare.noData.lastYear' : 'compare.noData.previous', period: row.baseLabel };
  if (row.value === null) return { key: 'compare.noData.current', period: row.label };
  return null;
}

/** "+25.00%", "-3.10%", "-" */
export function formatChange(change: number | null): string {
  if (change === null || !Number.isFinite(change)) return '-';
  return `${change > 0 ? '+' : ''}${change.toFixed(2)}%`;
}
