import { Type, type Static } from 'typebox';
import { endpoint, FILE_ANSWER } from '../endpoint';
import { Id, Nullable } from '../schema-bounds';

/**
 * A fleet from a spreadsheet (issue 38 item 5): GET /userdevices/import/template (the .xlsx to fill
 * in, headers in both languages) and POST /userdevices/import?confirm=&tenant_id= (the filled-in file,
 * multipart field `file`): a preview of every row and its problems, or, confirmed, every device
 * written in one transaction with its MQTT secret, which no call answers again.
 */

/** An import holds at most this many devices, in a file of at most this many bytes. */
export const DEVICE_IMPORT_MAX_ROWS = 2000;
export const DEVICE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** The template's columns in file order; a header cell may be the key, either label, or the template's "中文 / English". */
export const DEVICE_IMPORT_COLUMNS = [
  'device_id', 'device_name', 'device_type', 'longitude', 'latitude', 'address', 'province', 'city',
  'sim_number', 'sim_type', 'iccid', 'supplier', 'expiry_date', 'description',
] as const;
export type DeviceImportColumn = (typeof DEVICE_IMPORT_COLUMNS)[number];
export const DEVICE_IMPORT_REQUIRED: readonly DeviceImportColumn[] = ['device_id', 'device_name', 'device_type', 'longitude', 'latitude'];

/** Header labels in either language; the template writes both in one cell. */
export const DEVICE_IMPORT_LABELS: Record<DeviceImportColumn, { 'zh-CN': string; 'en-US': string }> = {
  device_id: { 'zh-CN': '设备编号', 'en-US': 'Device code' },
  device_name: { 'zh-CN': '设备名称', 'en-US': 'Device name' },
  device_type: { 'zh-CN': '设备类型', 'en-US': 'Device type' },
  longitude: { 'zh-CN': '经度', 'en-US': 'Longitude' },
  latitude: { 'zh-CN': '纬度', 'en-US': 'Latitude' },
  address: { 'zh-CN': '地址', 'en-US': 'Address' },
  province: { 'zh-CN': '省份', 'en-US': 'Province' },
  city: { 'zh-CN': '城市', 'en-US': 'City' },
  sim_number: { 'zh-CN': 'SIM 卡号', 'en-US': 'SIM number' },
  sim_type: { 'zh-CN': 'SIM 卡类型', 'en-US': 'SIM type' },
  iccid: { 'zh-CN': 'ICCID', 'en-US': 'ICCID' },
  supplier: { 'zh-CN': '供应商', 'en-US': 'Supplier' },
  expiry_date: { 'zh-CN': '到期日期', 'en-US': 'Expiry date' },
  description: { 'zh-CN': '描述', 'en-US': 'Description' },
};

/** The template's header cell of a column: both languages, so one file serves either (once where they agree: "ICCID"). */
export function deviceImportHeader(column: DeviceImportColumn): string {
  const { 'zh-CN': zh, 'en-US': en } = DEVICE_IMPORT_LABELS[column];
  return zh === en ? en : `${zh} / ${en}`;
}

export const DeviceImportQuerySchema = Type.Object({
  confirm: Type.Optional(Type.Boolean({ description: 'write every device (all or none); without it the call only previews' })),
  tenant_id: Type.Optional(Id({ description: "the devices' company: the caller's own by default; the platform admin must choose" })),
});
export type DeviceImportQuery = Static<typeof DeviceImportQuerySchema>;

export const DeviceImportErrorSchema = Type.Object({
  /** The row number as a spreadsheet shows it (the header is row 1). */
  row: Type.Integer(),
  field: Nullable(Type.String()),
  message: Type.String(),
});
export type DeviceImportError = Static<typeof DeviceImportErrorSchema>;

const Text = Nullable(Type.String());
/** A row as read: text as written (trimmed), coordinates as numbers when they are numbers. */
export const DeviceImportRowSchema = Type.Object({
  row: Type.Integer(),
  device_id: Type.String(),
  device_name: Type.String(),
  device_type: Type.String(),
  longitude: Nullable(Type.Number()),
  latitude: Nullable(Type.Number()),
  address: Text,
  province: Text,
  city: Text,
  sim_number: Text,
  sim_type: Text,
  iccid: Text,
  supplier: Text,
  expiry_date: Text,
  description: Text,
});
export type DeviceImportRow = Static<typeof DeviceImportRowSchema>;

/** A written device's MQTT login: the user name is the code; the secret is in no other answer. */
export const DeviceImportSecretSchema = Type.Object({ device_id: Type.String(), device_name: Type.String(), secret: Type.String() });
export type DeviceImportSecret = Static<typeof DeviceImportSecretSchema>;

export const DeviceImportResultSchema = Type.Object({
  rows: Type.Array(DeviceImportRowSchema),
  errors: Type.Array(DeviceImportErrorSchema),
  /** How many devices were written: 0 for a preview. */
  written: Type.Integer({ minimum: 0 }),
  /** The written devices' secrets, in file order; empty for a preview. */
  secrets: Type.Array(DeviceImportSecretSchema),
});
export type DeviceImportResult = Static<typeof DeviceImportResultSchema>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Same access as adding a device (8001; the service refuses customers as create does). */
export const DEVICE_IMPORT_ENDPOINTS = {
  template: endpoint({ method: 'GET', path: '/userdevices/import/template', data: FILE_ANSWER, produces: [XLSX], access: 'devices' }),
  import: endpoint({ method: 'POST', path: '/userdevices/import', query: DeviceImportQuerySchema, data: DeviceImportResultSchema, access: 'devices', upload: true }),
};
