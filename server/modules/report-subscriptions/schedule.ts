import { localDate, localToInstant } from '../../core/local-time';
import type { DeliveryTime, SubscriptionPeriod } from '../../../shared/contract/api/report-subscriptions';

/** The local hour of a "morning" delivery. */
export const MORNING_HOUR = 7;

export interface DuePeriod {
  /** The period's bounds, local midnights of the zone. */
  start: number;
  end: number;
  /** When its mail falls due: the end, or 07:00 local on the day the period ends. */
  dueAt: number;
}

type Ymd = [number, number, number];
const ymd = (zone: string, at: number): Ymd => localDate(zone, at).split('-').map(Number) as Ymd;

/** The local midnight that starts the period holding `at` (ISO weeks from Monday). */
function periodStart(zone: string, period: SubscriptionPeriod, at: number): number {
  const [y, m, d] = ymd(zone, at);
  if (period === 'month') return localToInstant(zone, y, m, 1);
  if (period === 'week') return localToInstant(zone, y, m, d - ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7));
  return localToInstant(zone, y, m, d);
}

/** The local midnight that starts the period before the one starting at `start` (Date.UTC rolls days and months over). */
function previousStart(zone: string, period: SubscriptionPeriod, start: number): number {
  const [y, m, d] = ymd(zone, start);
  if (period === 'month') return localToInstant(zone, y, m - 1, 1);
  return localToInstant(zone, y, m, d - (period === 'week' ? 7 : 1));
}

function dueOf(zone: string, deliverAt: DeliveryTime, end: number): number {
  if (deliverAt === 'midnight') return end;
  const [y, m, d] = ymd(zone, end);
  return localToInstant(zone, y, m, d, MORNING_HOUR);
}

/**
 * The latest period whose mail is due at `now`: the period just ended once its delivery time has
 * come, else the one before it. A sender that was down across several delivery times sends the
 * latest only (docs/decisions.md).
 */
export function latestDuePeriod(zone: string, period: SubscriptionPeriod, deliverAt: DeliveryTime, now: number): DuePeriod {
  const end = periodStart(zone, period, now);
  const start = previousStart(zone, period, end);
  const dueAt = dueOf(zone, deliverAt, end);
  if (dueAt <= now) return { start, end, dueAt };
  return { start: previousStart(zone, period, start), end: start, dueAt: dueOf(zone, deliverAt, start) };
}

/** How long a failed mail waits before its next attempt: doubling from a minute, at most an hour. */
export const RETRY_BASE_MS = 60_000;
export const RETRY_MAX_MS = 3_600_000;
/** Attempts before a delivery is given up (recorded as failed). */
export const MAX_ATTEMPTS = 6;
export const retryDelayMs = (attempts: number) => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
