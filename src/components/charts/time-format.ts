import dayjs from 'dayjs';
import { formatNumber } from '../../../shared/contract/number-format';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A tick label format fitting the visible span: seconds for minutes, dates for months. */
export function tickFormat(spanMs: number): (ms: number) => string {
  const pattern = spanMs <= 10 * MINUTE ? 'HH:mm:ss' : spanMs <= 2 * DAY ? 'HH:mm' : spanMs <= 90 * DAY ? 'MM-DD HH:mm' : 'YYYY-MM-DD';
  return (ms) => dayjs(ms).format(pattern);
}

/** Full time of a point, for tooltips and tables. */
export const formatTime = (ms: number): string => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

/** A reading as the console shows numbers (shared/contract/number-format.ts): two decimals, no trailing zeros. */
export const formatValue = (value: number | null | undefined): string => formatNumber(value);
