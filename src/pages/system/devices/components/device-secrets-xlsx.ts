import type { DeviceImportSecret } from '../../../../../shared/contract/api/device-import';
import { sheetName } from '../../../../../shared/contract/sheet-name';

/** The telemetry topic a device publishes to (the broker's, as the single secret dialog shows it). */
export const telemetryTopic = (deviceId: string) => `devices/${deviceId}/telemetry`;

export interface SecretColumnTitles {
  user: string;
  name: string;
  password: string;
  topic: string;
}

/**
 * The .xlsx of the imported devices' MQTT logins, built in the browser from the import's answer:
 * the server keeps only hashes, so this file is the one copy. Values go in as plain strings (never
 * formulas). exceljs is imported here, on demand, so it stays out of every other page's bundle.
 */
export async function secretsXlsx(title: string, columns: SecretColumnTitles, secrets: readonly DeviceImportSecret[]) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(title));
  sheet.columns = [
    { header: columns.user, key: 'user', width: 26 },
    { header: columns.name, key: 'name', width: 24 },
    { header: columns.password, key: 'password', width: 50 },
    { header: columns.topic, key: 'topic', width: 36 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const s of secrets) sheet.addRow({ user: s.device_id, name: s.device_name, password: s.secret, topic: telemetryTopic(s.device_id) });
  return workbook.xlsx.writeBuffer();
}
