import ExcelJS from 'exceljs';
import { translate, type Lang } from '../../i18n/messages';
import { AQI_LEVELS } from '../../../shared/contract/air-quality';
import type { PollutionResult } from '../../../shared/contract/api/reports';
import { sheetName } from '../../../shared/contract/sheet-name';
import { XLSX_INTEGER_FORMAT } from '../../../shared/contract/number-format';
import './messages';

/** Chinese writes the levels as 一级..六级 (HJ 633-2012) and the classes as Ⅰ..Ⅴ类, 劣Ⅴ类 (GB 3838-2002), as the console does. */
const ZH_LEVEL: Record<string, string> = { I: '一级', II: '二级', III: '三级', IV: '四级', V: '五级', VI: '六级' };
const ZH_CLASS: Record<string, string> = { I: 'Ⅰ', II: 'Ⅱ', III: 'Ⅲ', IV: 'Ⅳ', V: 'Ⅴ', 'V+': '劣Ⅴ' };

/** A category's name in the caller's language: "II Good" / "二级 良" for an AQI level, "Class III" / "Ⅲ类" for water. */
export function categoryName(kind: PollutionResult['kind'], category: string, lang: Lang): string {
  const en = lang === 'en-US';
  if (kind === 'air') {
    const level = AQI_LEVELS.find((l) => l.level === category);
    if (!level) return category;
    return en ? `${level.level} ${level.en}` : `${ZH_LEVEL[level.level]} ${level.zh}`;
  }
  if (en && category === 'V+') return translate(lang, 'reports_water_worse');
  return translate(lang, 'reports_water_class', { cls: en ? category : (ZH_CLASS[category] ?? category) });
}

/**
 * Good and polluted days as an .xlsx workbook: a sheet of the months (good, polluted, no data and
 * the days per level or class) and a sheet of the days. Row 1 of each is the title (company,
 * device, months); counts are numbers; the governing parameters are named by `paramName`.
 */
export async function pollutionWorkbook(result: PollutionResult, company: string, lang: Lang, paramName: (key: string) => string = (key) => key): Promise<Buffer> {
  const t = (key: string) => translate(lang, `reports_col_${key}`);
  const months = result.months;
  const period = months.length ? `${months[0].month} - ${months[months.length - 1].month}` : '';
  const title = `${company} · ${result.device_name} (${result.device_id}) · ${translate(lang, 'reports_pollution_title')} · ${period}`;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = company;

  const byMonth = workbook.addWorksheet(sheetName(translate(lang, 'reports_sheet_months')));
  const monthHeaders = [t('month'), t('good'), t('polluted'), t('no_data'), ...result.categories.map((c) => categoryName(result.kind, c, lang))];
  byMonth.columns = monthHeaders.map(() => ({ width: 16 }));
  byMonth.addRow([title]).font = { bold: true, size: 13 };
  byMonth.mergeCells(1, 1, 1, monthHeaders.length);
  byMonth.addRow(monthHeaders).font = { bold: true };
  for (const m of months) byMonth.addRow([m.month, m.good, m.polluted, m.no_data, ...result.categories.map((c) => m.by_category[c] ?? 0)]);

  const byDay = workbook.addWorksheet(sheetName(translate(lang, 'reports_sheet_days'), [byMonth.name]));
  const dayHeaders = [t('date'), t('verdict'), t('category'), ...(result.kind === 'air' ? [t('index')] : []), t('limiting')];
  byDay.columns = dayHeaders.map((_, i) => ({ width: i === dayHeaders.length - 1 ? 28 : 16 }));
  byDay.addRow([title]).font = { bold: true, size: 13 };
  byDay.mergeCells(1, 1, 1, dayHeaders.length);
  byDay.addRow(dayHeaders).font = { bold: true };
  for (const d of result.days) {
    const verdict = translate(lang, d.good === null ? 'reports_no_data' : d.good ? 'reports_good' : 'reports_polluted');
    const category = d.category === null ? '' : categoryName(result.kind, d.category, lang);
    byDay.addRow([d.date, verdict, category, ...(result.kind === 'air' ? [d.aqi] : []), d.limiting.map(paramName).join(lang === 'en-US' ? ', ' : '、')]);
  }
  // The day's index is a whole number, as the console shows it (52.906666666666666 had been written as is).
  if (result.kind === 'air') byDay.getColumn(4).numFmt = XLSX_INTEGER_FORMAT;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
