import ExcelJS from 'exceljs';
import { translate, type Lang } from '../../i18n/messages';
import { zoneOffsetMs } from '../../core/local-time';
import type { Report } from '../../../shared/contract/api/datahis';
import { sheetName } from '../../../shared/contract/sheet-name';
import './messages';

/** "YYYY-MM-DD HH:mm:ss" in the device's zone. */
export const localTime = (zone: string, at: number | null) =>
  at === null ? '' : new Date(at + zoneOffsetMs(zone, at)).toISOString().slice(0, 19).replace('T', ' ');

/** The period as the title row names it: the local start and end of the report. */
export function periodLabel(report: Pick<Report, 'type' | 'start' | 'end' | 'timezone'>): string {
  const from = localTime(report.timezone, report.start);
  const to = localTime(report.timezone, report.end);
  return report.type === 'hour' ? `${from.slice(0, 16)} - ${to.slice(11, 16)}` : `${from.slice(0, 10)} - ${localTime(report.timezone, report.end - 1).slice(0, 10)}`;
}

const PERCENT = '0.00%';
const NUMBER = '0.###';
const withUnit = (label: string, unit: string | null) => (unit ? `${label} (${unit})` : label);

/**
 * One report as an .xlsx workbook: a sheet per parameter named in the caller's language. Row 1 is
 * the title (company, device, report kind, period); rows 2-3 the period's figures; row 5 on, the
 * report's rows (time, mean, min, max, count). Values are numbers (shares with a percent format),
 * units in the headers, times as local text of the device's zone.
 */
export async function periodicWorkbook(report: Report, company: string, lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = company;
  const title = `${company} · ${report.device_name} (${report.device_id}) · ${translate(lang, `reports_type_${report.type}`)} · ${periodLabel(report)}`;
  const taken: string[] = [];
  const t = (key: string) => translate(lang, `reports_col_${key}`);
  for (const param of report.params) {
    const name = (lang === 'en-US' ? param.name_en : param.name) ?? param.name;
    const sheet = workbook.addWorksheet(sheetName(name, taken));
    taken.push(sheet.name);
    const stats = report.stats[param.param_key];
    const headers = [t('count'), withUnit(t('min'), param.unit), t('min_time'), withUnit(t('max'), param.unit), t('max_time'), withUnit(t('avg'), param.unit), t('outside_limits'), t('outside_best')];
    sheet.columns = headers.map((_, i) => ({ width: i === 2 || i === 4 ? 21 : 16 }));
    sheet.addRow([title]).font = { bold: true, size: 13 };
    sheet.mergeCells(1, 1, 1, headers.length);
    sheet.addRow(headers).font = { bold: true };
    const figures = sheet.addRow([
      stats?.count ?? 0,
      stats?.min ?? null,
      localTime(report.timezone, stats?.min_ts ?? null),
      stats?.max ?? null,
      localTime(report.timezone, stats?.max_ts ?? null),
      stats?.avg ?? null,
      stats?.outside_limits ?? null,
      stats?.outside_best ?? null,
    ]);
    for (const col of [2, 4, 6]) figures.getCell(col).numFmt = NUMBER;
    for (const col of [7, 8]) figures.getCell(col).numFmt = PERCENT;
    sheet.addRow([]);
    sheet.addRow([t('time'), withUnit(t('avg'), param.unit), withUnit(t('min'), param.unit), withUnit(t('max'), param.unit), t('count')]).font = { bold: true };
    for (const row of report.rows) {
      const v = row.values[param.param_key];
      if (v) sheet.addRow([row.label, v.avg, v.min, v.max, v.count]);
    }
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
  }
  if (report.params.length === 0) workbook.addWorksheet(sheetName(report.device_name)).addRow([title]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
