import { describe, expect, it } from 'vitest';
import { inQuietHours, localClock, msUntilQuietEnds, onDuty } from './schedule';

describe('escalation schedule', () => {
  it('reads an instant on the company clock, not UTC', () => {
    // 2026-12-06 (a Sunday) 23:30 UTC is Monday 07:30 in Shanghai.
    const at = Date.UTC(2026, 11, 6, 23, 30, 15);
    expect(localClock('Asia/Shanghai', at)).toEqual({ weekday: 1, hour: 7, minute: 450, second: 15 });
    expect(localClock('UTC', at)).toMatchObject({ weekday: 0, hour: 23 });
  });

  it('quiet hours wrap midnight and end before their end minute', () => {
    const night = { start: 22 * 60, end: 7 * 60 };
    expect(inQuietHours(night, 23 * 60)).toBe(true);
    expect(inQuietHours(night, 3 * 60)).toBe(true);
    expect(inQuietHours(night, 7 * 60)).toBe(false);
    expect(inQuietHours(night, 12 * 60)).toBe(false);
    expect(inQuietHours({ start: 60, end: 120 }, 90)).toBe(true);
    expect(inQuietHours({ start: 60, end: 120 }, 30)).toBe(false);
    expect(inQuietHours({ start: null, end: null }, 30)).toBe(false);
  });

  it('says how long until quiet hours end', () => {
    const night = { start: 22 * 60, end: 7 * 60 };
    expect(msUntilQuietEnds(night, { weekday: 1, hour: 23, minute: 23 * 60, second: 30 })).toBe(8 * 3_600_000 - 30_000);
    expect(msUntilQuietEnds(night, { weekday: 1, hour: 6, minute: 6 * 60 + 59, second: 0 })).toBe(60_000);
    expect(msUntilQuietEnds(night, { weekday: 1, hour: 12, minute: 720, second: 0 })).toBeNull();
  });

  it('finds who is on duty by weekday and hour, each once', () => {
    const shifts = [
      { user_id: 1, weekday: 1, start_hour: 0, end_hour: 8 },
      { user_id: 2, weekday: 1, start_hour: 8, end_hour: 24 },
      { user_id: 1, weekday: 1, start_hour: 6, end_hour: 9 },
      { user_id: 3, weekday: 2, start_hour: 0, end_hour: 24 },
    ];
    expect(onDuty(shifts, { weekday: 1, hour: 7, minute: 420, second: 0 })).toEqual([1]);
    expect(onDuty(shifts, { weekday: 1, hour: 8, minute: 480, second: 0 })).toEqual([2, 1]);
    expect(onDuty(shifts, { weekday: 0, hour: 8, minute: 480, second: 0 })).toEqual([]);
  });
});
