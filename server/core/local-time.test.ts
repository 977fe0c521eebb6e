import { describe, expect, it } from 'vitest';
import { localDate, localHourOf, localToInstant, parseTimeInput } from './local-time';

describe('local time', () => {
  it('puts 23:30 in Shanghai on that local day, not the UTC one', () => {
    const at = localToInstant('Asia/Shanghai', 2024, 5, 1, 23, 30);
    expect(new Date(at).toISOString()).toBe('2024-05-01T15:30:00.000Z');
    expect(localDate('Asia/Shanghai', at)).toBe('2024-05-01');
    // 00:30 local on the 2nd is still the 1st in UTC.
    expect(localDate('Asia/Shanghai', localToInstant('Asia/Shanghai', 2024, 5, 2, 0, 30))).toBe('2024-05-02');
  });

  it('reads epoch ms, ISO instants and local wall times', () => {
    expect(parseTimeInput('1714577400000', 'Asia/Shanghai')).toBe(1714577400000);
    expect(parseTimeInput('2024-05-01T15:30:00Z', 'Asia/Shanghai')).toBe(Date.UTC(2024, 4, 1, 15, 30));
    expect(parseTimeInput('2024-05-01 23:30:00', 'Asia/Shanghai')).toBe(Date.UTC(2024, 4, 1, 15, 30));
    expect(parseTimeInput('2024-05-01', 'Asia/Shanghai')).toBe(Date.UTC(2024, 3, 30, 16, 0));
    expect(parseTimeInput('yesterday', 'Asia/Shanghai')).toBeNull();
  });

  it('reads no time outside 1970..2100, however it is written', () => {
    for (const input of [2 ** 53, -(2 ** 53), 8.64e15 + 1, -1, Infinity, NaN, '9007199254740992', '+275760-09-13T00:00:00.001Z', '9999-12-31 00:00:00', '1969-12-31T23:59:59Z', '2100-01-01T00:00:00.001Z']) {
      expect(parseTimeInput(input, 'UTC'), String(input)).toBeNull();
    }
    expect(parseTimeInput('1970-01-01T00:00:00Z', 'UTC')).toBe(0);
    expect(parseTimeInput('2099-12-31 23:59:59', 'UTC')).toBe(Date.UTC(2099, 11, 31, 23, 59, 59));
  });

  it('handles a DST zone', () => {
    // New York switched to EDT (UTC-4) on 2024-03-10 at 02:00 local.
    expect(new Date(localToInstant('America/New_York', 2024, 3, 10, 12)).toISOString()).toBe('2024-03-10T16:00:00.000Z');
    expect(new Date(localToInstant('America/New_York', 2024, 3, 9, 12)).toISOString()).toBe('2024-03-09T17:00:00.000Z');
  });

  it('cuts local hours and days where date_trunc in the zone does, also in half-hour and DST zones', () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    const shanghai = localHourOf('Asia/Shanghai', Date.UTC(2024, 4, 1, 15, 59, 59));
    expect([iso(shanghai.bucket), shanghai.day]).toEqual(['2024-05-01T15:00:00.000Z', '2024-05-01']);
    expect(localHourOf('Asia/Shanghai', Date.UTC(2024, 4, 1, 16, 0)).day).toBe('2024-05-02');
    // India is UTC+5:30: its hours begin at half past in UTC.
    const kolkata = localHourOf('Asia/Kolkata', Date.UTC(2024, 4, 1, 18, 45));
    expect([iso(kolkata.bucket), kolkata.day]).toEqual(['2024-05-01T18:30:00.000Z', '2024-05-02']);
    // New York on the day it moved to EDT: 01:30 EST and 03:30 EDT are an hour apart in UTC.
    expect(iso(localHourOf('America/New_York', Date.UTC(2024, 2, 10, 6, 30)).bucket)).toBe('2024-03-10T06:00:00.000Z');
    expect(iso(localHourOf('America/New_York', Date.UTC(2024, 2, 10, 7, 30)).bucket)).toBe('2024-03-10T07:00:00.000Z');
  });
});
