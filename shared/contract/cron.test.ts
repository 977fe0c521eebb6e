import { describe, expect, it } from 'vitest';
import { CRON_FIELDS, cronFieldValues, parseCronText, type CronRefusal } from './cron';

const verdict = (expression: string): 'ok' | CronRefusal => {
  const parsed = parseCronText(expression);
  return parsed.ok ? 'ok' : parsed.refusal;
};
const invalid = (field: string, value: string): CronRefusal => ({ key: 'cron_field_invalid', params: { field, value } });
const outOfRange = (field: string, value: number, min: number, max: number): CronRefusal => ({ key: 'cron_out_of_range', params: { field, value, min, max } });
const badStep = (field: string, value: string, max: number): CronRefusal => ({ key: 'cron_step_invalid', params: { field, value, max } });

/** The corpus the server and the console once each checked against the other: now one parser's verdicts. */
describe('the timer grammar, one parser for the rule engine and the rule form', () => {
  it.each([
    ['* * * * *'], ['*/5 * * * *'], ['0 8 * * 1-5'], ['30 6 1,15 * *'], ['0 0 1 1 *'], ['59 23 31 12 7'], ['0 */2 * * 0'], ['5,10-12 1 * * *'],
    ['  0   8 * * 1-5  '],
  ])('accepts %j', (expression) => {
    expect(verdict(expression)).toBe('ok');
  });

  it.each<[string, CronRefusal]>([
    ['* * * *', { key: 'cron_field_count', params: { count: 4 } }],
    ['* * * * * *', { key: 'cron_field_count', params: { count: 6 } }],
    ['', { key: 'cron_field_count', params: { count: 0 } }],
    ['60 * * * *', outOfRange('minute', 60, 0, 59)],
    ['0 24 * * *', outOfRange('hour', 24, 0, 23)],
    ['0 0 0 * *', outOfRange('day', 0, 1, 31)],
    ['0 0 32 * *', outOfRange('day', 32, 1, 31)],
    ['0 0 * 13 *', outOfRange('month', 13, 1, 12)],
    ['0 0 * * 8', outOfRange('weekday', 8, 0, 7)],
    ['5-1 * * * *', { key: 'cron_range_inverted', params: { field: 'minute', value: '5-1' } }],
    ['0 5-1 * * *', { key: 'cron_range_inverted', params: { field: 'hour', value: '5-1' } }],
    ['*/0 * * * *', badStep('minute', '*/0', 59)],
    ['*/60 * * * *', badStep('minute', '*/60', 59)],
    ['*/61 * * * *', badStep('minute', '*/61', 59)],
    ['*/ * * * *', badStep('minute', '*/', 59)],
    ['*/a * * * *', badStep('minute', '*/a', 59)],
    ['*/2/3 * * * *', badStep('minute', '*/2/3', 59)],
    ['* */25 * * *', badStep('hour', '*/25', 23)],
    ['a * * * *', invalid('minute', 'a')],
    ['1-2-3 * * * *', invalid('minute', '1-2-3')],
    ['1,,2 * * * *', invalid('minute', '1,,2')],
    ['-1 * * * *', invalid('minute', '-1')],
    ['100 * * * *', invalid('minute', '100')],
  ])('refuses %j with its message key and parameters', (expression, refusal) => {
    expect(verdict(expression)).toEqual(refusal);
  });

  it('keeps each field\'s form for the describing text', () => {
    const parsed = parseCronText('*/15 8-10 1,15 * 7');
    expect(parsed).toEqual({
      ok: true,
      cron: {
        minute: { kind: 'step', step: 15 },
        hour: { kind: 'list', parts: [[8, 10]] },
        day: { kind: 'list', parts: [1, 15] },
        month: { kind: 'every' },
        weekday: { kind: 'list', parts: [7] },
      },
    });
  });

  it('expands a field to the values it stands for, within its bounds', () => {
    const [minute, hour, , month] = CRON_FIELDS;
    expect(cronFieldValues({ kind: 'every' }, month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(cronFieldValues({ kind: 'step', step: 15 }, minute)).toEqual([0, 15, 30, 45]);
    expect(cronFieldValues({ kind: 'step', step: 6 }, hour)).toEqual([0, 6, 12, 18]);
    expect(cronFieldValues({ kind: 'list', parts: [0, 15, [45, 47], 15] }, minute)).toEqual([0, 15, 45, 46, 47]);
  });
});
