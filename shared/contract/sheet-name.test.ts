import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { SHEET_NAME_MAX, sheetName } from './sheet-name';

describe('sheetName', () => {
  it('never gives Excel\'s reserved "History", in any case', () => {
    expect(sheetName('History')).toBe('History (1)');
    expect(sheetName('history')).toBe('history (1)');
    expect(sheetName(' HISTORY ')).toBe('HISTORY (1)');
    expect(sheetName('History data')).toBe('History data');
  });

  it('replaces the characters Excel refuses and trims apostrophes and spaces', () => {
    expect(sheetName('a[b]c:d*e?f/g\\h')).toBe('a b c d e f g h');
    expect(sheetName("'quoted'")).toBe('quoted');
    expect(sheetName("  ' 2024/05 '  ")).toBe('2024 05');
    expect(sheetName('tab\tand\nline')).toBe('tab and line');
  });

  it('cuts to 31 characters without splitting a character, and without ending on a space or apostrophe', () => {
    const long = sheetName('Dissolved oxygen and water temperature, pond 12');
    expect(long).toBe('Dissolved oxygen and water temp');
    expect(long.length).toBe(SHEET_NAME_MAX);
    expect(sheetName(`${'a'.repeat(29)} 'b`)).toBe('a'.repeat(29));
    expect(sheetName('😀'.repeat(20))).toBe('😀'.repeat(15));
  });

  it('falls back to "Sheet" when nothing is left', () => {
    expect(sheetName('')).toBe('Sheet');
    expect(sheetName("[]:'*?")).toBe('Sheet');
  });

  it('is unique in the workbook ignoring case, numbering within the limit', () => {
    expect(sheetName('Data', ['data'])).toBe('Data (2)');
    expect(sheetName('Data', ['Data', 'DATA (2)'])).toBe('Data (3)');
    expect(sheetName('History', ['History (1)'])).toBe('History (2)');
    const taken = 'x'.repeat(SHEET_NAME_MAX);
    const next = sheetName(taken, [taken]);
    expect(next).toBe(`${'x'.repeat(SHEET_NAME_MAX - 4)} (2)`);
  });

  it('gives names exceljs accepts for the history and log titles in both languages', async () => {
    const workbook = new ExcelJS.Workbook();
    const titles = ['History', '历史数据', 'Operation log', '操作日志', 'History', "Pond 5 'A'/B", '历史数据'];
    const names: string[] = [];
    for (const title of titles) {
      const name = sheetName(title, names);
      workbook.addWorksheet(name);
      names.push(name);
    }
    const reread = new ExcelJS.Workbook();
    await reread.xlsx.load(await workbook.xlsx.writeBuffer());
    expect(reread.worksheets.map((w) => w.name)).toEqual(['History (1)', '历史数据', 'Operation log', '操作日志', 'History (2)', "Pond 5 'A' B", '历史数据 (2)']);
  });
});
