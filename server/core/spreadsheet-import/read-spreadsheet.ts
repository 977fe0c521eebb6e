import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { AppError, badRequest } from '../../http/app-error';
import { EntryCountExceeded, unpackEntries, zipEntries, ZipRefused } from './zip-archive';
import './messages';

/** What one import lets its file hold: bounds of the file, not of the rows the import accepts. */
export interface SheetLimits {
  /** Rows of every sheet together, blank rows and headers included. */
  maxRows: number;
  /** Cells of every sheet together. */
  maxCells: number;
}

/**
 * What no spreadsheet an import reads needs, whatever it holds. The unpacked bytes bound the time
 * exceljs then takes, which cannot be interrupted once it starts (docs/decisions.md has figures).
 */
export const ARCHIVE_LIMITS = {
  /** Parts of an .xlsx: a workbook saved by Excel or WPS has a dozen or two. */
  maxEntries: 256,
  /** All parts unpacked together: a 5,000-row price list unpacks to about 1.6 MB. */
  maxUnpackedBytes: 8 * 1024 * 1024,
  /** Unpacking and counting, before exceljs sees the file. */
  unpackMs: 10_000,
};

/** An .xlsx file is a zip archive: it starts with the local-file signature "PK\3\4". */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/**
 * Rows and cells as exceljs sees them: without namespaces, so a prefixed row is no row to it
 * either. They are counted in every part, not only in those named as worksheets, since JSZip may
 * name a part by its Unicode-path field rather than the name read here; no other part of a
 * workbook has such elements (charts' are `<c:...>`).
 */
const ROW_TAG = /<row[\s/>]/g;
const CELL_TAG = /<c[\s/>]/g;

const isZip = (bytes: Buffer) => ZIP_MAGIC.every((b, i) => bytes[i] === b);

/** Occurrences of `tag` in `text`, counting no further than `limit` + 1. */
function countUpTo(text: string, tag: RegExp, limit: number): number {
  const pattern = new RegExp(tag.source, 'g');
  let count = 0;
  while (count <= limit && pattern.exec(text)) count++;
  return count;
}

/**
 * The import guard for a workbook: from the central directory, the number of parts and what
 * they declare to unpack to; then every part unpacked in zlib's thread pool no further than it
 * declared (a forged size is refused, not trusted), and the rows and cells counted in their XML.
 * Only a file within every bound reaches exceljs.
 */
async function guardWorkbook(bytes: Buffer, limits: SheetLimits): Promise<void> {
  const entries = zipEntries(bytes, ARCHIVE_LIMITS.maxEntries);
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > ARCHIVE_LIMITS.maxUnpackedBytes) throw tooLargeUnpacked();
  const deadline = Date.now() + ARCHIVE_LIMITS.unpackMs;
  const parts = await unpackEntries(bytes, entries, deadline, () => badRequest('import_too_slow'));
  let rows = 0;
  let cells = 0;
  for (const xml of parts) {
    const text = xml.toString('utf8');
    rows += countUpTo(text, ROW_TAG, limits.maxRows - rows);
    if (rows > limits.maxRows) throw badRequest('import_too_many_rows', { max: limits.maxRows });
    cells += countUpTo(text, CELL_TAG, limits.maxCells - cells);
    if (cells > limits.maxCells) throw badRequest('import_too_many_cells', { max: limits.maxCells });
  }
}

const tooLargeUnpacked = () => badRequest('import_unpacked_too_large', { mb: ARCHIVE_LIMITS.maxUnpackedBytes / 1024 / 1024 });

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

async function xlsxCells(bytes: Buffer, limits: SheetLimits): Promise<string[][]> {
  await guardWorkbook(bytes, limits);
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

function csvCells(bytes: Buffer, limits: SheetLimits): string[][] {
  // Spreadsheet programs write UTF-8 with a byte-order mark; csv-parse strips it with `bom`.
  // Reading stops one line past the bound, so a file of a million short lines costs no more.
  const rows = parse(bytes, { bom: true, relax_column_count: true, skip_empty_lines: false, to_line: limits.maxRows + 1 }) as string[][];
  if (rows.length > limits.maxRows) throw badRequest('import_too_many_rows', { max: limits.maxRows });
  const cells = rows.reduce((sum, row) => sum + row.length, 0);
  if (cells > limits.maxCells) throw badRequest('import_too_many_cells', { max: limits.maxCells });
  return rows;
}

/**
 * The cells of an uploaded table, row by row as the file shows them: the first sheet of an .xlsx
 * or a .csv (comma separated, UTF-8), anything else refused. Every import reads its file here,
 * so every import has the same guard against a file that costs more than it holds (a zip bomb,
 * a million rows): 400 in the caller's language, before the file is parsed.
 */
export async function readSpreadsheet(bytes: Buffer, fileName: string, limits: SheetLimits): Promise<string[][]> {
  const lower = fileName.toLowerCase();
  try {
    if (isZip(bytes)) return await xlsxCells(bytes, limits);
    if (lower.endsWith('.csv') || lower.endsWith('.txt')) return csvCells(bytes, limits);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof EntryCountExceeded) throw badRequest('import_too_many_parts', { max: error.max });
    const reason = error instanceof ZipRefused ? error.message : (error as Error).message.slice(0, 200);
    throw badRequest('import_unreadable', { reason });
  }
  throw badRequest('import_type');
}
