import { zoneOffsetMs } from '../../core/local-time';

/** An instant on a company's wall clock: what the duty roster and quiet hours are written in. */
export interface LocalClock {
  /** 0 Sunday .. 6 Saturday. */
  weekday: number;
  hour: number;
  /** Minute of the day, 0..1439. */
  minute: number;
  second: number;
}

export function localClock(timeZone: string, at: number): LocalClock {
  const wall = new Date(at + zoneOffsetMs(timeZone, at));
  return { weekday: wall.getUTCDay(), hour: wall.getUTCHours(), minute: wall.getUTCHours() * 60 + wall.getUTCMinutes(), second: wall.getUTCSeconds() };
}

export interface QuietHours {
  start: number | null;
  end: number | null;
}

/** Whether a minute of the day is inside quiet hours [start, end); an end before the start wraps midnight. */
export function inQuietHours(quiet: QuietHours, minute: number): boolean {
  const { start, end } = quiet;
  if (start === null || end === null || start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * Milliseconds from now until quiet hours end, or null when now is not inside them. Counted on the
 * wall clock (a DST change inside the night shifts the resume by its hour, which is harmless).
 */
export function msUntilQuietEnds(quiet: QuietHours, clock: LocalClock): number | null {
  if (!inQuietHours(quiet, clock.minute) || quiet.end === null) return null;
  const minutes = (quiet.end - clock.minute + 1440) % 1440;
  return minutes * 60_000 - clock.second * 1000;
}

export interface Shift {
  user_id: number;
  weekday: number;
  start_hour: number;
  end_hour: number;
}

/** The users on duty at that local time, each once, in roster order. */
export function onDuty(shifts: readonly Shift[], clock: LocalClock): number[] {
  const users = shifts.filter((s) => s.weekday === clock.weekday && clock.hour >= s.start_hour && clock.hour < s.end_hour).map((s) => s.user_id);
  return [...new Set(users)];
}
