import dayjs from 'dayjs';
import type { HistoryColumn, HistoryRow } from './history-rows';

import { sheetName } from '../../../../../shared/contract/sheet-name';
import { XLSX_NUMBER_FORMAT } from '../../../../../shared/contract/number-format';

/**
 * The .xlsx bytes of the table (time, then a column per series with its unit). The sheet is named
 * after the page's title in the user's language, made valid for Excel (English "History" is a
 * name Excel reserves). exceljs is imported here, on demand, so it stays out of every other page's bundle.
 */
export async function historyXlsx(title: string, timeTitle: string, columns: readonly HistoryColumn[], rows: readonly HistoryRow[]) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(title));
  sheet.columns = [
    { header: timeTitle, key: 'time', width: 21 },
    ...columns.map((c) => ({ header: c.unit ? `${c.title} (${c.unit})` : c.title, key: c.key, width: Math.max(14, c.title.length + 6) })),
  ];
  sheet.getRow(1).font = { bold: true };
  // Values stay numbers, shown as the table shows them (an average had read 52.906666666666666).
  for (const c of columns) sheet.getColumn(c.key).numFmt = XLSX_NUMBER_FORMAT;
  for (const row of [...rows].sort((a, b) => a.ts - b.ts)) {
    sheet.addRow({ time: dayjs(row.ts).format('YYYY-MM-DD HH:mm:ss'), ...row.values });
  }
  return workbook.xlsx.writeBuffer();
}

/** Builds the .xlsx of the table and hands it to the browser as a download. */
export async function downloadXlsx(fileName: string, title: string, timeTitle: string, columns: readonly HistoryColumn[], rows: readonly HistoryRow[]) {
  const buffer = await historyXlsx(title, timeTitle, columns, rows);
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
