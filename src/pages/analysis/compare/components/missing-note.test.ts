import i18next, { type Resource } from 'i18next';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { compareRows, missingNote, type CompareMode, type CompareRow } from './compare-periods';

/** The page's strings, captured instead of loaded into the app's i18next. */
const registered: Resource[] = [];
vi.mock('../../../../i18n', () => ({ registerTranslations: (resources: Resource) => registered.push(resources) }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await import('../compare-i18n');
  await i18n.init({ lng: 'en-US', fallbackLng: false, resources: {}, initAsync: false });
  for (const bundle of registered) {
    for (const [lang, tree] of Object.entries(bundle)) i18n.addResourceBundle(lang, 'translation', tree, true, false);
  }
});

/** What the change column shows for a row, as CompareTable renders it. */
function changeText(lang: string, row: CompareRow, mode: CompareMode): string {
  const note = missingNote(row, mode);
  return note ? i18n.getFixedT(lang)(note.key, { period: note.period }) : 'a number';
}

describe('comparison without a base period', () => {
  const plan = [dayjs('2026-10-01'), dayjs('2026-11-01')];
  const averages = new Map([['2026-11', 18.5], ['2025-10', 22]]);

  it('says in words that the same period last year has no data, in both languages', () => {
    const [, nov] = compareRows('month', 'yoy', plan, averages);
    expect(changeText('en-US', nov, 'yoy')).toBe('No data for the same period last year (2025-11)');
    expect(changeText('zh-CN', nov, 'yoy')).toBe('去年同期（2025-11）无数据');
  });

  it('names the previous period for a sequential comparison, and this period when it is the one missing', () => {
    const [oct, nov] = compareRows('month', 'sequential', plan, averages);
    expect(changeText('en-US', oct, 'sequential')).toBe('No data for this period or its base period (2026-09)');
    expect(changeText('en-US', nov, 'sequential')).toBe('No data for the previous period (2026-10)');
    const [octYoy] = compareRows('month', 'yoy', plan, averages);
    expect(changeText('zh-CN', octYoy, 'yoy')).toBe('本期（2026-10）无数据');
    expect(changeText('en-US', { label: '2026-11', baseLabel: '2026-10', value: 2, base: 0, change: null }, 'sequential')).toBe('a number');
  });

  it('has every note in both languages', () => {
    for (const key of ['lastYear', 'previous', 'current', 'both']) {
      for (const lang of ['en-US', 'zh-CN']) expect(i18n.exists(`compare.noData.${key}`, { lng: lang }), `${lang} ${key}`).toBe(true);
    }
    expect(i18n.getFixedT('en-US')('compare.noBase', { note: 'No data for the previous period (2026-10)' })).toBe(
      'No data for the previous period (2026-10), so the change cannot be computed.',
    );
  });
});
