import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Notice, NoticeItem } from '../../api/messages';
import { ALARM_WORDS_TEXT } from '../../i18n/alarm-words-text';
import { alarmItemWords, alarmNoticeTitle } from './alarm-notice-words';
import { MESSAGE_TEXT } from './message-text';

/** The console's strings for these words in both languages, without the app's i18next (which needs a document). */
const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  interpolation: { escapeValue: false },
  resources: {
    'zh-CN': { translation: { ...ALARM_WORDS_TEXT['zh-CN'], ...MESSAGE_TEXT['zh-CN'] } },
    'en-US': { translation: { ...ALARM_WORDS_TEXT['en-US'], ...MESSAGE_TEXT['en-US'] } },
  },
});
const tIn = (lang: string) => i18n.getFixedT(lang) as unknown as (key: string, options?: Record<string, unknown>) => string;

// 2026-03-01 00:00:05 UTC: 08:00:05 in Shanghai.
const TS = Date.UTC(2026, 2, 1, 0, 0, 5);
const LOW_OXYGEN: NoticeItem = {
  alarmId: 1, device_id: 'AW00001', device_name: '1号塘', param_key: 'do', name: '溶解氧', name_en: 'Dissolved oxygen',
  unit: 'mg/L', kind: 'warning', direction: 'low', value: 2.1, threshold: 4, ts: TS,
};
const SILENT: NoticeItem = { ...LOW_OXYGEN, alarmId: 2, param_key: null, name: null, name_en: null, unit: null, kind: 'fault', direction: 'offline', value: null, threshold: null };
const notice = (items: NoticeItem[]): Notice => ({ id: 1, tenant_id: 1, count: items.length, created_at: TS, updated_at: TS, read: false, timezone: 'Asia/Shanghai', items });

describe('alarmItemWords', () => {
  it('tells device, parameter, value with unit, direction with its limit and the time in the company zone, in either language', () => {
    expect(alarmItemWords(LOW_OXYGEN, 'Asia/Shanghai', 'zh-CN', tIn('zh-CN'))).toEqual({
      device: '1号塘 (AW00001)', param: '溶解氧', value: '2.1 mg/L', level: '预警', kind: '低于下限（4 mg/L）', time: '2026-03-01 08:00:05',
    });
    expect(alarmItemWords(LOW_OXYGEN, 'Europe/London', 'en-US', tIn('en-US'))).toEqual({
      device: '1号塘 (AW00001)', param: 'Dissolved oxygen', value: '2.1 mg/L', level: 'Warning', kind: 'Below the lower limit (4 mg/L)', time: '2026-03-01 00:00:05',
    });
  });

  it('words a hypoxia forecast by what tonight\'s forecast says, with the trigger\'s value, in either language', () => {
    const forecast: NoticeItem = { ...LOW_OXYGEN, alarmId: 3, kind: 'forecast', value: 2.6, threshold: 3 };
    expect(alarmItemWords(forecast, 'Asia/Shanghai', 'zh-CN', tIn('zh-CN'))).toMatchObject({ value: '2.6 mg/L', level: '缺氧预测', kind: '缺氧预测：今夜将低于（3 mg/L）' });
    expect(alarmItemWords(forecast, 'Asia/Shanghai', 'en-US', tIn('en-US'))).toMatchObject({ level: 'Hypoxia forecast', kind: 'Hypoxia forecast: tonight below (3 mg/L)' });
  });

  it('words a device gone silent as a device fault without a value, and an alarm no longer on record by its level', () => {
    expect(alarmItemWords(SILENT, 'Asia/Shanghai', 'en-US', tIn('en-US'))).toMatchObject({ param: 'Device fault', value: null, level: 'Fault', kind: 'Offline' });
    const gone = { ...LOW_OXYGEN, direction: null, threshold: null, unit: null, name_en: '溶解氧' };
    expect(alarmItemWords(gone, 'Asia/Shanghai', 'zh-CN', tIn('zh-CN'))).toMatchObject({ param: '溶解氧', value: '2.1', kind: '预警' });
  });
});

describe('alarmNoticeTitle', () => {
  it('is the one alarm in a line, or the count of a grouped notice', () => {
    expect(alarmNoticeTitle(notice([LOW_OXYGEN]), 'zh-CN', tIn('zh-CN'))).toBe('1号塘 (AW00001)：溶解氧 低于下限（4 mg/L）');
    expect(alarmNoticeTitle(notice([LOW_OXYGEN]), 'en-US', tIn('en-US'))).toBe('1号塘 (AW00001): Dissolved oxygen – Below the lower limit (4 mg/L)');
    expect(alarmNoticeTitle(notice([LOW_OXYGEN, SILENT]), 'zh-CN', tIn('zh-CN'))).toBe('2 条报警');
    expect(alarmNoticeTitle(notice([LOW_OXYGEN, SILENT]), 'en-US', tIn('en-US'))).toBe('2 alarms');
  });
});
