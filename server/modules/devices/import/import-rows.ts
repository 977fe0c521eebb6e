import { translate, type Lang } from '../../../i18n/messages';
import { badRequest } from '../../../http/app-error';
import { normaliseDay } from '../../../core/spreadsheet-import/calendar-day';
import { DEVICE_CODE_PATTERN, DEVICE_TYPES, SIM_TYPES } from '../../../../shared/contract/device-types';
import {
  ICCID_RE, LATITUDE_MAX, LATITUDE_MIN, LONGITUDE_MAX, LONGITUDE_MIN, SIM_NUMBER_RE,
} from '../../../../shared/contract/field-rules';
import {
  DEVICE_IMPORT_COLUMNS, DEVICE_IMPORT_LABELS, DEVICE_IMPORT_MAX_ROWS, DEVICE_IMPORT_REQUIRED, deviceImportHeader,
  type DeviceImportColumn, type DeviceImportError, type DeviceImportRow,
} from '../../../../shared/contract/api/device-import';
import { typeNameKey } from './messages';
import '../admin/messages';

/** The longest text each free-text column takes: DeviceFields' maxLength (shared/contract/api/devices.ts). */
const TEXT_LIMITS = { device_name: 100, address: 200, province: 50, city: 50, supplier: 50, description: 500 } as const;

/** The column a header cell names: its key, its label in either language, or the template's "中文 / English", any case. */
function columnOf(header: string): DeviceImportColumn | undefined {
  const text = header.trim().toLowerCase();
  return DEVICE_IMPORT_COLUMNS.find(
    (key) => key === text || deviceImportHeader(key).toLowerCase() === text || Object.values(DEVICE_IMPORT_LABELS[key]).some((label) => label.toLowerCase() === text),
  );
}

/** A device type as written: its code in any case, or its name in either language. */
function typeOf(text: string): string | undefined {
  const upper = text.toUpperCase();
  return DEVICE_TYPES.find((type) => type === upper || (['zh-CN', 'en-US'] as const).some((lang) => translate(lang, typeNameKey(type)).toLowerCase() === text.toLowerCase()));
}

export interface CheckedRows {
  rows: DeviceImportRow[];
  errors: DeviceImportError[];
}

/**
 * The rows of an uploaded device list, each checked as the device form and POST /userdevices/create
 * check a device (the same patterns, bounds and messages), and a code repeated inside the file
 * named with the row it repeats. Every problem is reported with its row number as the spreadsheet
 * shows it, in the caller's language; blank rows are skipped. Codes already taken are the
 * service's check (it reads the database). A missing column or an empty or oversized file is refused.
 */
export function checkRows(cells: string[][], lang: Lang): CheckedRows {
  const [header = [], ...body] = cells;
  const index = new Map<DeviceImportColumn, number>();
  header.forEach((cell, i) => {
    const column = columnOf(cell ?? '');
    if (column && !index.has(column)) index.set(column, i);
  });
  const missing = DEVICE_IMPORT_REQUIRED.filter((column) => !index.has(column));
  if (missing.length > 0) throw badRequest('device_import_header', { columns: missing.map((c) => DEVICE_IMPORT_LABELS[c][lang]).join(', ') });

  const rows: DeviceImportRow[] = [];
  const errors: DeviceImportError[] = [];
  const firstRowOf = new Map<string, number>();
  body.forEach((cellsOfRow, i) => {
    if (cellsOfRow.every((cell) => !cell?.trim())) return;
    if (rows.length >= DEVICE_IMPORT_MAX_ROWS) throw badRequest('device_import_too_many', { max: DEVICE_IMPORT_MAX_ROWS });
    const row = i + 2;
    const text = (column: DeviceImportColumn) => {
      const at = index.get(column);
      return at === undefined ? '' : (cellsOfRow[at] ?? '').trim();
    };
    const fail = (field: DeviceImportColumn, key: string, params: Record<string, string | number> = {}) =>
      errors.push({ row, field, message: translate(lang, key, params) });
    const optional = (field: keyof typeof TEXT_LIMITS) => {
      const value = text(field);
      if (value.length > TEXT_LIMITS[field]) fail(field, 'device_import_too_long', { field: DEVICE_IMPORT_LABELS[field][lang], limit: TEXT_LIMITS[field] });
      return value || null;
    };

    const deviceId = text('device_id');
    if (!deviceId) fail('device_id', 'devices_code_required');
    else if (!DEVICE_CODE_PATTERN.test(deviceId)) fail('device_id', 'devices_code_format');
    else if (firstRowOf.has(deviceId)) fail('device_id', 'device_import_duplicate', { row: firstRowOf.get(deviceId)! });
    else firstRowOf.set(deviceId, row);

    const deviceName = text('device_name');
    if (!deviceName) fail('device_name', 'devices_name_required');
    else optional('device_name');

    const typeText = text('device_type');
    const deviceType = typeOf(typeText);
    if (!deviceType) fail('device_type', 'device_import_type', { types: DEVICE_TYPES.join(', ') });

    const coordinate = (field: 'longitude' | 'latitude', min: number, max: number) => {
      const written = text(field);
      const value = written === '' ? NaN : Number(written);
      if (written === '') fail(field, 'devices_location_required');
      else if (!Number.isFinite(value) || value < min || value > max) fail(field, `device_import_${field}`);
      return Number.isFinite(value) ? value : null;
    };
    const longitude = coordinate('longitude', LONGITUDE_MIN, LONGITUDE_MAX);
    const latitude = coordinate('latitude', LATITUDE_MIN, LATITUDE_MAX);

    const simNumber = text('sim_number');
    if (simNumber && !SIM_NUMBER_RE.test(simNumber)) fail('sim_number', 'devices_sim_number_format');
    const simText = text('sim_type');
    const simType = SIM_TYPES.find((type) => type === simText.toUpperCase());
    if (simText && !simType) fail('sim_type', 'device_import_sim_type', { types: SIM_TYPES.join(', ') });
    const iccid = text('iccid');
    if (iccid && !ICCID_RE.test(iccid)) fail('iccid', 'devices_iccid_format');
    const expiryText = text('expiry_date');
    const expiry = expiryText ? normaliseDay(expiryText) : null;
    if (expiryText && !expiry) fail('expiry_date', 'device_import_date');

    rows.push({
      row,
      device_id: deviceId,
      device_name: deviceName,
      device_type: deviceType ?? typeText,
      longitude,
      latitude,
      address: optional('address'),
      province: optional('province'),
      city: optional('city'),
      sim_number: simNumber || null,
      sim_type: simType ?? (simText || null),
      iccid: iccid || null,
      supplier: optional('supplier'),
      expiry_date: expiry ?? (expiryText || null),
      description: optional('description'),
    });
  });
  if (rows.length === 0) throw badRequest('device_import_empty');
  return { rows, errors };
}
