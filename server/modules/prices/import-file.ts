import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { badRequest } from '../../http/app-error';

/** An .xlsx file is a zip archive: it starts with the local-file signature "PK\3\4". */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const isZip = (bytes: Buffer) => ZIP_MAGIC.every((b, i) => bytes[i] === b);

/** A spreadsheet cell as text: dates as YYYY-MM-DD, formulas by their result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

async function xlsxCells(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  // exceljs types its load() argument as the DOM Buffer; Node's Buffer is what it reads.
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let col = 1; col <= row.cellCount; col++) cells.push(cellText(row.getCell(col).value));
    rows[number - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}

function csvCells(bytes: Buffer): string[][] {
  // Spreadsheet programs write UTF-8 with a byte-order mark; csv-parse strips it with `bom`.
  return parse(bytes, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
}

/**
 * The cells of an uploaded price list, row by row as the file shows them (row 1 is the header):
 * the first sheet of an .xlsx, or a .csv (comma separated, UTF-8). Anything else is refused.
 */
export async function readCells(bytes: Buffer, fileName: string): Promise<string[][]> {
  const lower = fileName.toLowerCase();
  try {
    if (isZip(bytes)) return await xlsxCells(bytes);
    if (lower.endsWith('.csv') || lower.endsWith('.txt')) return csvCells(bytes);
  } catch (error) {
    throw badRequest('prices_import_unreadable', { reason: (error as Error).message.slice(0, 200) });
  }
  throw badRequest('prices_import_type');
}
