import i18next, { type Resource } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { historyXlsx } from './export-xlsx';

/** The page's strings, captured instead of loaded into the app's i18next (which needs a document). */
const registered: Resource[] = [];
vi.mock('../../../../i18n', () => ({ registerTranslations: (resources: Resource) => registered.push(resources) }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await import('../history-i18n');
  await i18n.init({ lng: 'en-US', fallbackLng: 'en-US', resources: {}, initAsync: false });
  for (const bundle of registered) {
    for (const [lang, tree] of Object.entries(bundle)) i18n.addResourceBundle(lang, 'translation', tree, true, false);
  }
});

const COLUMNS = [{ key: 'AW00002:do', title: 'AW00002 Dissolved oxygen', unit: 'mg/L' }];
const ROWS = [{ ts: Date.UTC(2025, 4, 1, 2, 0, 0), values: { 'AW00002:do': 5.1 } }];

describe('history report workbook', () => {
  it.each(['en-US', 'zh-CN'] as const)('builds and opens in %s, with a valid sheet named after the page', async (lang) => {
    const t = i18n.getFixedT(lang);
    expect(t('history.sheet')).not.toBe('history.sheet');
    const bytes = await historyXlsx(t('history.sheet'), t('history.time'), COLUMNS, ROWS);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const [sheet] = workbook.worksheets;
    expect(sheet.name.toLowerCase()).not.toBe('history');
    expect(sheet.name.startsWith(t('history.sheet'))).toBe(true);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([t('history.time'), 'AW00002 Dissolved oxygen (mg/L)']);
    expect(sheet.getRow(2).getCell(2).value).toBe(5.1);
    // A number, shown with the console's two decimals (issue 42: averages had read 52.906666666666666).
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('0.00');
  });
});
