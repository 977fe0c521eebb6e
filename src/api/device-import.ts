import { DEVICE_IMPORT_ENDPOINTS, type DeviceImportQuery, type DeviceImportResult } from '../../shared/contract/api/device-import';
import { upload } from './call';
import { download } from './download';

export type { DeviceImportResult };

/** GET /userdevices/import/template: the .xlsx to fill in (headers in both languages). */
export function deviceImportTemplate() {
  return download(DEVICE_IMPORT_ENDPOINTS.template, {}, 'device-import-template.xlsx');
}

/**
 * POST /userdevices/import: without `confirm` a preview of every row and its problems; with it
 * every device written, with its secret (the only answer that carries it), or a refusal naming the
 * first bad row. The same file is sent both times.
 */
export function importDevices(file: Blob, fileName: string, query: DeviceImportQuery = {}) {
  return upload(DEVICE_IMPORT_ENDPOINTS.import, file, fileName, { query });
}
