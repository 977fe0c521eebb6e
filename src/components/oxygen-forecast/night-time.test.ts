import { describe, expect, it } from 'vitest';
import { clockAt, offsetAt } from './night-time';

describe('night times in the device zone', () => {
  it("reads the zone's offset off an instant known to be a local hour", () => {
    // 09:00 in Shanghai is 01:00 UTC; in New York (winter) 14:00 UTC; in UTC itself 09:00.
    expect(offsetAt(Date.UTC(2026, 11, 7, 1, 0), 9)).toBe(480);
    expect(offsetAt(Date.UTC(2026, 11, 7, 14, 0), 9)).toBe(-300);
    expect(offsetAt(Date.UTC(2026, 11, 7, 9, 0), 9)).toBe(0);
    // 20:00 in Shanghai is 12:00 UTC; in Kolkata 14:30 UTC.
    expect(offsetAt(Date.UTC(2026, 11, 6, 12, 0), 20)).toBe(480);
    expect(offsetAt(Date.UTC(2026, 11, 6, 14, 30), 20)).toBe(330);
  });

  it('writes an instant as the local wall clock', () => {
    expect(clockAt(Date.UTC(2026, 11, 6, 21, 10), 480)).toBe('05:10');
    expect(clockAt(Date.UTC(2026, 11, 7, 2, 5), -300)).toBe('21:05');
  });
});
