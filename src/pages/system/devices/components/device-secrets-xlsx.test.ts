import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { secretsXlsx } from './device-secrets-xlsx';

describe('secretsXlsx', () => {
  it('holds each device login as text under the given titles, a name that looks like a formula included', async () => {
    const columns = { user: 'MQTT user', name: 'Device name', password: 'MQTT password', topic: 'Topic' };
    const buffer = await secretsXlsx('Device secrets', columns, [
      { device_id: 'FL0001', device_name: '=HYPERLINK("x")', secret: 'abc-DEF_123' },
      { device_id: 'FL0002', device_name: '鱼塘 2', secret: 'xyz' },
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Device secrets');
    const rows = [1, 2, 3].map((i) => (sheet.getRow(i).values as unknown[]).slice(1));
    expect(rows).toEqual([
      ['MQTT user', 'Device name', 'MQTT password', 'Topic'],
      ['FL0001', '=HYPERLINK("x")', 'abc-DEF_123', 'devices/FL0001/telemetry'],
      ['FL0002', '鱼塘 2', 'xyz', 'devices/FL0002/telemetry'],
    ]);
  });
});
