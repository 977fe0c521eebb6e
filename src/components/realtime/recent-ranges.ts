import dayjs from 'dayjs';

/** Recent time ranges of spec section 9 (10 minutes .. 3 months). */
export const RECENT_RANGES = [
  { key: '10m', amount: 10, unit: 'minute' },
  { key: '30m', amount: 30, unit: 'minute' },
  { key: '1h', amount: 1, unit: 'hour' },
  { key: '24h', amount: 24, unit: 'hour' },
  { key: '1w', amount: 1, unit: 'week' },
  { key: '1M', amount: 1, unit: 'month' },
  { key: '3M', amount: 3, unit: 'month' },
] as const;

export type RecentRangeKey = (typeof RECENT_RANGES)[number]['key'];
export const DEFAULT_RANGE: RecentRangeKey = '1h';

/** Start of a recent range ending at `now` (calendar months for 1 and 3 months). */
export function rangeStart(key: RecentRangeKey, now: number): number {
  const range = RECENT_RANGES.find((r) => r.key === key) ?? RECENT_RANGES[2];
  return dayjs(now).subtract(range.amount, range.unit).valueOf();
}
