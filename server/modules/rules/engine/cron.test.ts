import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/messages';
import { CronError, cronMatches, parseCron, wallClockIn, type WallClock } from './cron';
import './messages';

const at = (minute: number, hour: number, day = 15, month = 6, weekday = 1): WallClock => ({ minute, hour, day, month, weekday });

function refusal(expression: string): CronError {
  try {
    parseCron(expression);
  } catch (error) {
    if (error instanceof CronError) return error;
    throw error;
  }
  throw new Error(`"${expression}" was accepted`);
}

describe('parseCron forms', () => {
  it('single value', () => {
    const s = parseCron('30 6 * * *');
    expect([...s.minute]).toEqual([30]);
    expect([...s.hour]).toEqual([6]);
    expect(cronMatches(s, at(30, 6))).toBe(true);
    expect(cronMatches(s, at(31, 6))).toBe(false);
  });

  it('range a-b', () => {
    const s = parseCron('0 8-10 * * 1-5');
    expect([...s.hour]).toEqual([8, 9, 10]);
    expect(cronMatches(s, at(0, 9, 15, 6, 3))).toBe(true);
    expect(cronMatches(s, at(0, 9, 15, 6, 6))).toBe(false);
    expect(cronMatches(s, at(0, 11, 15, 6, 3))).toBe(false);
  });

  it('comma list, mixing values and ranges', () => {
    const s = parseCron('0,15,45-47 * * 1,6-7 *');
    expect([...s.minute]).toEqual([0, 15, 45, 46, 47]);
    expect([...s.month]).toEqual([1, 6, 7]);
    expect(cronMatches(s, at(46, 3, 2, 7))).toBe(true);
    expect(cronMatches(s, at(30, 3, 2, 7))).toBe(false);
  });

  it('every: * and */n', () => {
    expect(parseCron('* * * * *').minute.size).toBe(60);
    const s = parseCron('*/15 */6 * * *');
    expect([...s.minute]).toEqual([0, 15, 30, 45]);
    expect([...s.hour]).toEqual([0, 6, 12, 18]);
    expect(cronMatches(s, at(45, 18))).toBe(true);
    expect(cronMatches(s, at(45, 19))).toBe(false);
  });

  it('weekday 7 is Sunday, and a restricted day or weekday is enough when both are restricted', () => {
    const sunday = parseCron('0 0 * * 7');
    expect(cronMatches(sunday, at(0, 0, 15, 6, 0))).toBe(true);
    const either = parseCron('0 0 1 * 1');
    expect(cronMatches(either, at(0, 0, 1, 6, 4))).toBe(true);
    expect(cronMatches(either, at(0, 0, 9, 6, 1))).toBe(true);
    expect(cronMatches(either, at(0, 0, 9, 6, 2))).toBe(false);
    const dayOnly = parseCron('0 0 1 * *');
    expect(cronMatches(dayOnly, at(0, 0, 2, 6, 1))).toBe(false);
  });
});

describe('parseCron refusals', () => {
  it.each([
    ['* * * *', 'cron_field_count', 'A timer needs 5 fields: minute hour day month weekday (got 4)'],
    ['', 'cron_field_count', 'A timer needs 5 fields: minute hour day month weekday (got 0)'],
    ['* * * * * *', 'cron_field_count', 'A timer needs 5 fields: minute hour day month weekday (got 6)'],
    ['60 * * * *', 'cron_out_of_range', 'The minute value 60 is outside 0-59'],
    ['* 24 * * *', 'cron_out_of_range', 'The hour value 24 is outside 0-23'],
    ['* * 0 * *', 'cron_out_of_range', 'The day value 0 is outside 1-31'],
    ['* * * 13 *', 'cron_out_of_range', 'The month value 13 is outside 1-12'],
    ['* * * * 8', 'cron_out_of_range', 'The weekday value 8 is outside 0-7'],
    ['10-5 * * * *', 'cron_range_inverted', 'The minute range "10-5" starts after it ends'],
    ['1-2-3 * * * *', 'cron_field_invalid', 'The minute field "1-2-3" is invalid: use a single value, a range a-b, a comma list, or * and */n'],
    ['a * * * *', 'cron_field_invalid', 'The minute field "a" is invalid: use a single value, a range a-b, a comma list, or * and */n'],
    ['1,,2 * * * *', 'cron_field_invalid', 'The minute field "1,,2" is invalid: use a single value, a range a-b, a comma list, or * and */n'],
    ['-1 * * * *', 'cron_field_invalid', 'The minute field "-1" is invalid: use a single value, a range a-b, a comma list, or * and */n'],
    ['*/0 * * * *', 'cron_step_invalid', 'The minute step in "*/0" must be a whole number from 1 to 59'],
    ['*/x * * * *', 'cron_step_invalid', 'The minute step in "*/x" must be a whole number from 1 to 59'],
    ['* */25 * * *', 'cron_step_invalid', 'The hour step in "*/25" must be a whole number from 1 to 23'],
    ['*/5/2 * * * *', 'cron_step_invalid', 'The minute step in "*/5/2" must be a whole number from 1 to 59'],
  ])('refuses %j', (expression, key, english) => {
    const error = refusal(expression);
    expect(error.messageKey).toBe(key);
    expect(translate('en-US', error.messageKey, error.params)).toBe(english);
    const chinese = translate('zh-CN', error.messageKey, error.params);
    expect(chinese).toMatch(/定时表达式/);
    expect(chinese).not.toMatch(/\{\w+\}/);
  });
});

describe('wallClockIn', () => {
  it('reads the wall clock in the company time zone', () => {
    // 2026-03-01T23:30:00Z is Monday 07:30 on 2 March in Shanghai.
    const date = new Date('2026-03-01T23:30:00Z');
    expect(wallClockIn(date, 'Asia/Shanghai')).toEqual({ minute: 30, hour: 7, day: 2, month: 3, weekday: 1 });
    expect(wallClockIn(date, 'UTC')).toEqual({ minute: 30, hour: 23, day: 1, month: 3, weekday: 0 });
  });
});
