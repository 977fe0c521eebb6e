import type { InventoryRow, InventorySearch } from '../../../../api/inventory';
import { searchInventory } from '../../../../api/inventory';
import { PAGE_SIZE_MAX } from '../../../../../shared/contract/paging';
import { sheetName } from '../../../../../shared/contract/sheet-name';

/** The columns of the sheet, in the table's order; `title` is already in the reader's language. */
export interface ExportColumn {
  key: keyof InventoryRow;
  title: string;
}

/** Every record the filters match, page by page at the largest page size. */
export async function allMatching(query: InventorySearch): Promise<InventoryRow[]> {
  const rows: InventoryRow[] = [];
  for (let page = 1; ; page++) {
    const { rows: batch, total } = await searchInventory({ ...query, page, pageSize: PAGE_SIZE_MAX });
    rows.push(...batch);
    if (batch.length === 0 || rows.length >= total) return rows;
  }
}

/**
 * The .xlsx bytes of the records. Values go in as plain strings and numbers (never formulas), so a
 * typed "=..." stays text. exceljs is imported on demand, keeping it out of other pages' bundles.
 */
export async function inventoryXlsx(title: string, columns: readonly ExportColumn[], rows: readonly InventoryRow[]) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(title));
  sheet.columns = columns.map((c) => ({ header: c.title, key: c.key, width: Math.max(12, c.title.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, row[c.key] ?? ''])));
  return workbook.xlsx.writeBuffer();
}

/** Hands the bytes to the browser as a download. */
export function saveXlsx(fileName: string, buffer: ArrayBuffer) {
  const url = URL.createObjectURL(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the download start before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
