import ExcelJS from 'exceljs';
import type { RequestScope } from '../../../auth/request-scope';
import { PAGE_SIZE_MAX } from '../../../../shared/contract/paging';
import { sheetName } from '../../../../shared/contract/sheet-name';
import { fieldOf, refNameKey, type ResourceDecl } from '../../../../shared/contract/farm';
import { isRefField } from '../../../../shared/contract/farm/schemas';
import { XLSX_INTEGER_FORMAT, XLSX_NUMBER_FORMAT } from '../../../../shared/contract/number-format';
import type { ManageServiceOf } from './engine';

/** An export holds at most this many rows (the newest); narrow the filters for older ones. */
export const FARM_EXPORT_MAX_ROWS = 10_000;

/**
 * The resource's list as an .xlsx workbook: the declaration's export columns, headed in the
 * caller's language with their units, references by name, choices by their label. Built in memory
 * (a farm's logs are small next to telemetry), page by page through the same search as the list.
 */
export async function exportRows(scope: RequestScope, decl: ResourceDecl, service: Pick<ManageServiceOf, 'search'>, filters: Record<string, unknown>): Promise<Buffer> {
  const zh = scope.lang === 'zh-CN';
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(zh ? decl.label.zh : decl.label.en));
  const fields = decl.exportColumns.map((key) => fieldOf(decl, key));
  sheet.columns = fields.map((f) => ({ header: `${zh ? f.label.zh : f.label.en}${f.unit ? ` (${f.unit})` : ''}`, key: f.key, width: f.kind === 'longtext' ? 40 : 18 }));
  sheet.getRow(1).font = { bold: true };
  // Numbers stay numbers, shown as the console shows them (a water test's 5.8, not 5.800000000000001).
  for (const f of fields) {
    if (f.kind === 'number' || f.kind === 'integer') sheet.getColumn(f.key).numFmt = f.kind === 'number' ? XLSX_NUMBER_FORMAT : XLSX_INTEGER_FORMAT;
  }
  for (let page = 1; (page - 1) * PAGE_SIZE_MAX < FARM_EXPORT_MAX_ROWS; page++) {
    const { rows } = await service.search(scope, { ...filters, page, pageSize: PAGE_SIZE_MAX });
    for (const row of rows as Record<string, unknown>[]) {
      sheet.addRow(
        fields.map((f) => {
          if (isRefField(f)) return (row[refNameKey(f.key)] as string | null) ?? '';
          if (f.kind === 'choice') {
            const choice = f.choices?.find((c) => c.value === row[f.key]);
            return choice ? (zh ? choice.label.zh : choice.label.en) : '';
          }
          return (row[f.key] as string | number | null) ?? '';
        }),
      );
    }
    if (rows.length < PAGE_SIZE_MAX) break;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
