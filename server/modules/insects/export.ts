import ExcelJS from 'exceljs';
import type { RequestScope } from '../../auth/request-scope';
import { translate } from '../../i18n/messages';
import { sheetName } from '../../../shared/contract/sheet-name';
import type { AreaSummaryQuery } from '../../../shared/contract/api/insects';
import { areaSummary } from './statistics';
import { XLSX_NUMBER_FORMAT } from '../../../shared/contract/number-format';
import './messages';

const COLUMNS = [
  { key: 'insects_col_area', width: 24 },
  { key: 'insects_col_company', width: 28 },
  { key: 'insects_col_traps', width: 12 },
  { key: 'insects_col_pictures', width: 12 },
  { key: 'insects_col_total', width: 14 },
  { key: 'insects_col_mean', width: 12 },
  { key: 'insects_col_peak', width: 14 },
];

/** GET /insects/areaSummary/export: the area table of /analysis/areainsect as an .xlsx workbook (one row per area, so it is built in memory). */
export async function exportAreaSummary(scope: RequestScope, query: AreaSummaryQuery): Promise<Buffer> {
  const rows = await areaSummary(scope, query);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(translate(scope.lang, 'insects_sheet')));
  sheet.columns = COLUMNS.map((c) => ({ header: translate(scope.lang, c.key), key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow([r.name, r.tenant_name ?? '', r.traps, r.pictures, r.total, r.daily_mean, r.peak_day ?? '']);
  sheet.getColumn('insects_col_mean').numFmt = XLSX_NUMBER_FORMAT;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
