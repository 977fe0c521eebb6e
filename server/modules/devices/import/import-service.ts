import type { RequestScope } from '../../../auth/request-scope';
import { badRequest, conflict } from '../../../http/app-error';
import { translate } from '../../../i18n/messages';
import { readSpreadsheet, type SheetLimits } from '../../../core/spreadsheet-import/read-spreadsheet';
import {
  DEVICE_IMPORT_COLUMNS, DEVICE_IMPORT_MAX_ROWS, type DeviceImportError, type DeviceImportQuery, type DeviceImportResult, type DeviceImportRow,
} from '../../../../shared/contract/api/device-import';
import { assertManager, insertNewDevices, type NewDevice } from '../admin/service';
import { issueDeviceSecret } from '../admin/device-secret';
import { checkRows } from './import-rows';
import './messages';

const PG_UNIQUE = '23505';

/**
 * What a device file may hold before it is parsed: twice the rows an import takes (blank rows are
 * skipped, and the template's notes sheet has a few), the template's columns and a few of the user's own.
 */
const FILE_LIMITS: SheetLimits = { maxRows: DEVICE_IMPORT_MAX_ROWS * 2, maxCells: DEVICE_IMPORT_MAX_ROWS * 2 * (DEVICE_IMPORT_COLUMNS.length + 6) };

/** Codes of the file that a device already has, in any company and in the recycle bin (codes are unique across both). */
async function takenCodes(scope: RequestScope, rows: DeviceImportRow[]): Promise<Set<string>> {
  const codes = rows.map((r) => r.device_id).filter(Boolean);
  if (codes.length === 0) return new Set();
  const found = await scope.db.selectFrom('devices').select('device_id').where('device_id', 'in', codes).execute();
  return new Set(found.map((r) => r.device_id));
}

/** The row's problems and the taken codes' together, by row then in column order. */
function withTaken(scope: RequestScope, rows: DeviceImportRow[], errors: DeviceImportError[], taken: Set<string>): DeviceImportError[] {
  const more = rows.filter((r) => taken.has(r.device_id)).map((r) => ({ row: r.row, field: 'device_id', message: translate(scope.lang, 'devices_code_exists') }));
  const order = (field: string | null) => DEVICE_IMPORT_COLUMNS.indexOf(field as (typeof DEVICE_IMPORT_COLUMNS)[number]);
  return [...errors, ...more].sort((a, b) => a.row - b.row || order(a.field) - order(b.field));
}

const asNewDevice = (row: DeviceImportRow, secretHash: string): NewDevice => ({
  device_id: row.device_id,
  device_name: row.device_name,
  device_type: row.device_type,
  longitude: row.longitude,
  latitude: row.latitude,
  address: row.address,
  province: row.province,
  city: row.city,
  sim_number: row.sim_number,
  sim_type: row.sim_type,
  iccid: row.iccid,
  supplier: row.supplier,
  expiry_date: row.expiry_date,
  description: row.description,
  secret_hash: secretHash,
});

/**
 * An uploaded device list: without `confirm` a preview (every row and every problem, nothing
 * written); with `confirm` every device in one transaction, each with its new MQTT secret in the
 * answer (the only time it is sent), or, when any row is bad, a 400 naming the first bad row and
 * nothing written. The file is sent again to confirm, so what is written is exactly what was
 * checked, without keeping uploads on the server between the two calls.
 */
export async function importDevices(scope: RequestScope, bytes: Buffer, fileName: string, query: DeviceImportQuery): Promise<DeviceImportResult> {
  assertManager(scope);
  // The company is checked before the file, so the admin hears "choose a company" first.
  const tenantId = await scope.companyForNew(query.tenant_id);
  const checked = checkRows(await readSpreadsheet(bytes, fileName, FILE_LIMITS), scope.lang);
  const errors = withTaken(scope, checked.rows, checked.errors, await takenCodes(scope, checked.rows));
  if (!query.confirm) return { rows: checked.rows, errors, written: 0, secrets: [] };
  if (errors.length > 0) {
    const [first] = errors;
    throw badRequest('device_import_refused', { row: first.row, message: first.message, count: errors.length });
  }

  const issued = checked.rows.map((row) => ({ row, ...issueDeviceSecret() }));
  try {
    await scope.db.transaction().execute(async (trx) => {
      // Checked again inside the transaction: the company may have been removed from the agent meanwhile.
      await scope.companyForNew(tenantId, { db: trx });
      await insertNewDevices(trx, tenantId, issued.map(({ row, hash }) => asNewDevice(row, hash)));
    });
  } catch (error) {
    // A device added with one of the codes since the check: nothing of the file was written.
    if ((error as { code?: string }).code === PG_UNIQUE) throw conflict('devices_code_exists');
    throw error;
  }
  // Ingest loads them in bulk (two queries per thousand), not one 'config' reload apiece.
  scope.bus.emit('devicesAdded', { deviceIds: issued.map(({ row }) => row.device_id) });
  return {
    rows: checked.rows,
    errors: [],
    written: issued.length,
    secrets: issued.map(({ row, secret }) => ({ device_id: row.device_id, device_name: row.device_name, secret })),
  };
}
