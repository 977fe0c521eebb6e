import { describe, expect, it } from 'vitest';
import { parseCronText } from '../../../../shared/contract/cron';
import { describeCron } from './cron-text';

const describe2 = (expression: string) => {
  const parsed = parseCronText(expression);
  if (!parsed.ok) throw new Error(`refused: ${parsed.refusal.key}`);
  return { zh: describeCron(parsed.cron, 'zh-CN'), en: describeCron(parsed.cron, 'en-US') };
};
describe('timer trigger cron input', () => {
  it('single values: a daily time', () => {
    expect(describe2('30 8 * * *')).toEqual({ zh: '每天 08:30', en: 'at 08:30, every day' });
  });

  it('ranges: working days', () => {
    expect(describe2('0 9 * * 1-5')).toEqual({ zh: '周一至周五 09:00', en: 'at 09:00, on Monday to Friday' });
  });

  it('comma lists: several days of the month and months', () => {
    expect(describe2('0 6 1,15 1,7 *')).toEqual({ zh: '1月、7月，每月 1日、15日 06:00', en: 'at 06:00, in January, July, on day 1, 15 of the month' });
  });

  it('every: each minute, each n minutes, minutes of each hour', () => {
    expect(describe2('* * * * *')).toEqual({ zh: '每天 每分钟', en: 'every minute, every day' });
    expect(describe2('*/5 * * * *')).toEqual({ zh: '每天 每 5 分钟', en: 'every 5 minutes, every day' });
    expect(describe2('15 * * * *')).toEqual({ zh: '每天 每小时第 15 分', en: 'at minute 15 of every hour, every day' });
    expect(describe2('0 */2 * * 0')).toEqual({ zh: '周日 每 2 小时第 0 分', en: 'at minute 0 every 2 hours, on Sunday' });
  });

  it('a weekday step names its days and 7 is Sunday', () => {
    expect(describe2('0 8 * * */2').en).toBe('at 08:00, on Sunday, Tuesday, Thursday, Saturday');
    expect(describe2('0 8 * * 7').zh).toBe('周日 08:00');
  });

  it('day and weekday both restricted: either matches', () => {
    expect(describe2('0 8 1 * 1').en).toBe('at 08:00, on day 1 of the month or on Monday');
  });
});
