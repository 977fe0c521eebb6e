import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error';
import { DEVICE_IMPORT_COLUMNS, deviceImportHeader } from '../../../../shared/contract/api/device-import';
import { checkRows } from './import-rows';

const GOOD = ['AW1', 'Pond 1', 'AW', '120.1', '30.7'];

function refusal(cells: string[][]): string {
  try {
    checkRows(cells, 'en-US');
  } catch (error) {
    if (error instanceof AppError) return error.messageKey;
    throw error;
  }
  throw new Error('the rows were read');
}

describe('checkRows (the device import)', () => {
  it("reads the template's two-language header, either label alone, or the keys, in any order and case", () => {
    const template = DEVICE_IMPORT_COLUMNS.slice(0, 5).map(deviceImportHeader);
    expect(checkRows([template, GOOD], 'en-US').rows[0]).toMatchObject({ row: 2, device_id: 'AW1', device_type: 'AW', longitude: 120.1, latitude: 30.7 });
    const mixed = checkRows([['纬度', 'DEVICE NAME', 'device_id', '设备类型', 'Longitude'], ['30.7', 'Pond 1', 'AW1', 'aw', '120.1']], 'en-US');
    expect(mixed.errors).toEqual([]);
    expect(mixed.rows[0]).toMatchObject({ device_id: 'AW1', device_name: 'Pond 1', device_type: 'AW', latitude: 30.7 });
  });

  it('takes a device type by its name in either language, and a SIM type in any case', () => {
    const header = ['device_id', 'device_name', 'device_type', 'longitude', 'latitude', 'sim_type'];
    const { rows, errors } = checkRows([header, ['A1', 'a', '水产养殖', '1', '1', '50m'], ['A2', 'b', 'smoke detection', '1', '1', '']], 'zh-CN');
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.device_type, r.sim_type])).toEqual([['AW', '50M'], ['EYZ', null]]);
  });

  it('skips blank rows, keeping spreadsheet row numbers, and names a repeated code with its first row', () => {
    const header = DEVICE_IMPORT_COLUMNS.slice(0, 5);
    const { rows, errors } = checkRows([[...header], GOOD, ['', '', '', '', ''], ['AW1', 'Pond 2', 'AW', '120', '30']], 'zh-CN');
    expect(rows.map((r) => r.row)).toEqual([2, 4]);
    expect(errors).toEqual([{ row: 4, field: 'device_id', message: '设备编号与第 2 行重复' }]);
  });

  it('refuses a missing column and an empty file as a whole', () => {
    expect(refusal([['device_id', 'device_name', 'device_type', 'longitude'], GOOD])).toBe('device_import_header');
    expect(refusal([[...DEVICE_IMPORT_COLUMNS]])).toBe('device_import_empty');
  });
});
