import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { workbookParts, zipBytes } from '../../../tests/helpers/zip-bytes';
import { ARCHIVE_LIMITS, readSpreadsheet, type SheetLimits } from './read-spreadsheet';

const LIMITS: SheetLimits = { maxRows: 100, maxCells: 1000 };
const MB = 1024 * 1024;

/** The message key and parameters a refusal carries (what the caller reads, translated). */
async function refusal(bytes: Buffer, name = 'prices.xlsx', limits = LIMITS): Promise<{ key: string; params: Record<string, unknown> }> {
  try {
    await readSpreadsheet(bytes, name, limits);
  } catch (error) {
    if (error instanceof AppError) return { key: error.messageKey, params: error.params };
    throw error;
  }
  throw new Error('the file was read');
}

const rowsXml = (count: number, cellsPerRow = 1) =>
  Array.from({ length: count }, (_, r) => `<row r="${r + 1}">${Array.from({ length: cellsPerRow }, (_, c) => `<c r="${String.fromCharCode(65 + c)}${r + 1}"><v>${r}</v></c>`).join('')}</row>`).join('');
/** A sheet whose one cell holds `mb` MB of one letter: a few KB once deflated. */
const bombSheet = (mb: number) => `<row r="1"><c r="A1" t="inlineStr"><is><t>${'A'.repeat(mb * MB)}</t></is></c></row>`;

describe('the import guard', () => {
  it('reads a workbook within its bounds as exceljs does', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('prices');
    sheet.addRow(['product', 'price', 'date']);
    sheet.addRow(['Carp', 12.5, new Date(Date.UTC(2026, 0, 5))]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    expect(await readSpreadsheet(bytes, 'prices.xlsx', LIMITS)).toEqual([['product', 'price', 'date'], ['Carp', '12.5', '2026-01-05']]);
    expect(await readSpreadsheet(zipBytes(workbookParts(rowsXml(3, 2))), 'hand.xlsx', LIMITS)).toEqual([['0', '0'], ['1', '1'], ['2', '2']]);
  });

  it('refuses a bomb by the size its directory declares, before unpacking anything', async () => {
    const parts = workbookParts(bombSheet(16));
    const bytes = zipBytes(parts);
    expect(bytes.length).toBeLessThan(200 * 1024);
    expect(await refusal(bytes)).toEqual({ key: 'import_unpacked_too_large', params: { mb: ARCHIVE_LIMITS.maxUnpackedBytes / MB } });
  });

  it('refuses a bomb whose directory understates its size, at the size it declares', async () => {
    const parts = workbookParts(bombSheet(16)).map((part) => (part.name.endsWith('sheet1.xml') ? { ...part, declaredSize: 1024 } : part));
    const { key, params } = await refusal(zipBytes(parts));
    expect(key).toBe('import_unreadable');
    expect(params.reason).toMatch(/sheet1\.xml.*larger than it declares/);
  });

  it('refuses more parts, rows or cells than allowed before exceljs parses them', async () => {
    const many = Array.from({ length: ARCHIVE_LIMITS.maxEntries }, (_, i) => ({ name: `xl/media/p${i}.bin`, data: Buffer.alloc(0) }));
    expect(await refusal(zipBytes([...workbookParts(''), ...many]))).toEqual({ key: 'import_too_many_parts', params: { max: ARCHIVE_LIMITS.maxEntries } });
    expect(await refusal(zipBytes(workbookParts(rowsXml(101))))).toEqual({ key: 'import_too_many_rows', params: { max: 100 } });
    expect(await refusal(zipBytes(workbookParts(rowsXml(50, 21))))).toEqual({ key: 'import_too_many_cells', params: { max: 1000 } });
  });

  it('refuses a .csv of more rows or cells than allowed, and anything that is neither', async () => {
    const lines = (count: number, cells: number) => Buffer.from(`${Array.from({ length: count }, () => Array(cells).fill('x').join(',')).join('\n')}\n`);
    expect(await readSpreadsheet(lines(100, 10), 'prices.csv', LIMITS)).toHaveLength(100);
    expect(await refusal(lines(1_000_000, 1), 'prices.csv')).toEqual({ key: 'import_too_many_rows', params: { max: 100 } });
    expect(await refusal(lines(100, 11), 'prices.csv')).toEqual({ key: 'import_too_many_cells', params: { max: 1000 } });
    expect((await refusal(Buffer.from('%PDF-1.4'), 'prices.pdf')).key).toBe('import_type');
    expect((await refusal(Buffer.from('PK\u0003\u0004 not a zip'), 'prices.xlsx')).key).toBe('import_unreadable');
  });
});
