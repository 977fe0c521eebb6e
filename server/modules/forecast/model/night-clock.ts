import { localDate, localToInstant } from '../../../core/local-time';

/** The night forecast ends at this local hour: the dawn minimum is past and aerators may stop. */
export const NIGHT_END_HOUR = 9;
export const SLOT_MS = 10 * 60_000;
export const HOUR_MS = 3_600_000;

/** The first NIGHT_END_HOUR:00 local time strictly after `at`. */
export function nightEnd(timeZone: string, at: number): number {
  const [y, m, d] = localDate(timeZone, at).split('-').map(Number);
  const today = localToInstant(timeZone, y, m, d, NIGHT_END_HOUR);
  return today > at ? today : localToInstant(timeZone, y, m, d + 1, NIGHT_END_HOUR);
}

/** The end of the night `nightsBack` nights before the one ending at `end` (local clock, DST-safe). */
export function earlierNightEnd(timeZone: string, end: number, nightsBack: number): number {
  const [y, m, d] = localDate(timeZone, end).split('-').map(Number);
  return localToInstant(timeZone, y, m, d - nightsBack, NIGHT_END_HOUR);
}

/** A night is named by its evening's local date (the day before its end). */
export function nightName(timeZone: string, end: number): string {
  const [y, m, d] = localDate(timeZone, end).split('-').map(Number);
  return localDate(timeZone, localToInstant(timeZone, y, m, d - 1, 12));
}

/** The local instant of `hour`:00 on the evening of the night ending at `end`. */
export function eveningAt(timeZone: string, end: number, hour: number): number {
  const [y, m, d] = localDate(timeZone, end).split('-').map(Number);
  return localToInstant(timeZone, y, m, d - 1, hour);
}
