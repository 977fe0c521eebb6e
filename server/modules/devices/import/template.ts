import ExcelJS from 'exceljs';
import { translate, type Lang } from '../../../i18n/messages';
import { DEVICE_TYPES, SIM_TYPES } from '../../../../shared/contract/device-types';
import { DEVICE_IMPORT_COLUMNS, DEVICE_IMPORT_REQUIRED, deviceImportHeader, type DeviceImportColumn } from '../../../../shared/contract/api/device-import';
import { typeNameKey } from './messages';

const LANGS: readonly Lang[] = ['zh-CN', 'en-US'];
/**
 * Columns Excel would otherwise read as numbers: a 20-digit ICCID loses its last digits as a
 * double, a SIM number its leading zero, a code such as 00012 its zeros, a date its text.
 */
const TEXT_COLUMNS: readonly DeviceImportColumn[] = ['device_id', 'sim_number', 'iccid', 'expiry_date'];
const WIDE: Partial<Record<DeviceImportColumn, number>> = { device_name: 24, address: 32, description: 32, iccid: 26 };

/** Both languages' sentence for a key, one under the other. */
const both = (key: string, params: Record<string, string | number> = {}) => LANGS.map((lang) => translate(lang, key, params));

/**
 * GET /userdevices/import/template: the workbook to fill in. Its first sheet is what an import
 * reads: one header row, each cell "中文 / English" (either language's label alone is read too),
 * required columns in bold, text columns formatted as text. The second sheet explains the rules
 * and lists the device and SIM types, in both languages, so one file serves every user.
 */
export async function deviceImportTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(both('device_import_sheet').join(' '));
  sheet.columns = DEVICE_IMPORT_COLUMNS.map((key) => ({ header: deviceImportHeader(key), key, width: WIDE[key] ?? Math.max(16, deviceImportHeader(key).length + 4) }));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const header = sheet.getRow(1);
  for (const key of DEVICE_IMPORT_COLUMNS) {
    const cell = header.getCell(key);
    cell.font = { bold: DEVICE_IMPORT_REQUIRED.includes(key) };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: DEVICE_IMPORT_REQUIRED.includes(key) ? 'FFFFE7BA' : 'FFF0F0F0' } };
  }
  // A column's style is what Excel gives the cells typed into it.
  for (const key of TEXT_COLUMNS) sheet.getColumn(key).numFmt = '@';

  const notes = book.addWorksheet(both('device_import_notes_sheet').join(' '));
  notes.getColumn(1).width = 18;
  notes.getColumn(2).width = 100;
  for (const key of ['device_import_note_required', 'device_import_note_code', 'device_import_note_location', 'device_import_note_all']) {
    for (const line of both(key)) notes.addRow(['', line]);
    notes.addRow([]);
  }
  notes.addRow(both('device_import_note_types')).font = { bold: true };
  for (const type of DEVICE_TYPES) notes.addRow([type, both(typeNameKey(type)).join(' / ')]);
  notes.addRow([]);
  notes.addRow(both('device_import_note_sim_types')).font = { bold: true };
  notes.addRow([SIM_TYPES.join(', ')]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
