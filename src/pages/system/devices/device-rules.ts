import type { DeviceRow } from '../../../api/device-admin';
import { hasLocation, ICCID_MAX, ICCID_RE, SIM_NUMBER_MAX, SIM_NUMBER_RE } from '../../../../shared/contract/field-rules';

export { ICCID_MAX, SIM_NUMBER_MAX };
// Type codes, SIM plans and the device code rule are the contract's, the lists the server validates against.
export { DEVICE_CODE_MAX, DEVICE_CODE_PATTERN, DEVICE_TYPES, SIM_TYPES } from '../../../../shared/contract/device-types';

/** The fields checked by a rule of the shared contract (shared/contract/field-rules.ts), as the server does. */
export type CheckedField = 'sim_number' | 'iccid' | 'location';

/**
 * The message key (devices.*) of the first failing shared rule for a field, or null: SIM number and
 * ICCID digits when given (empty is "none"), and a location with both coordinates always.
 */
export function deviceFieldError(field: CheckedField, value: unknown): string | null {
  if (field === 'location') {
    const point = value as { longitude?: unknown; latitude?: unknown } | null | undefined;
    return hasLocation(point?.longitude, point?.latitude) ? null : 'devices.locationRequired';
  }
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return null;
  if (field === 'iccid') return ICCID_RE.test(text) ? null : 'devices.iccidFormat';
  return SIM_NUMBER_RE.test(text) ? null : 'devices.simNumberFormat';
}

/** The form's fields; strings are what the inputs hold, the date a YYYY-MM-DD text. */
export interface DeviceFormValues {
  device_id: string;
  device_name: string;
  device_type: string;
  description?: string | null;
  video_channel?: string | null;
  sim_number?: string | null;
  sim_type?: string | null;
  iccid?: string | null;
  supplier?: string | null;
  expiry_date?: string | null;
  address?: string | null;
  province?: string | null;
  city?: string | null;
  longitude?: number | null;
  latitude?: number | null;
  tenant_id?: number | null;
}

export const EDITABLE_FIELDS = [
  'device_name', 'device_type', 'description', 'video_channel', 'sim_number', 'sim_type', 'iccid', 'supplier',
  'expiry_date', 'address', 'province', 'city', 'longitude', 'latitude', 'tenant_id',
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** Empty text becomes null so that the server stores "no value", not "". */
export function normalise(value: unknown): string | number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return value;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** The values the form submits for a new device (trimmed, empty as null, no undefined). */
export function createBody(values: DeviceFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { device_id: values.device_id.trim() };
  for (const field of EDITABLE_FIELDS) {
    const value = normalise(values[field]);
    if (field === 'tenant_id' && value === null) continue;
    body[field] = value;
  }
  return body;
}

/**
 * The {newData, oldData} body of POST /userdevices/updateDevice: only the changed fields, each
 * with the value the form was opened with, so the server can refuse when someone else changed it.
 */
export function updateBody(row: DeviceRow, values: DeviceFormValues) {
  const newData: Record<string, unknown> = {};
  const oldData: Record<string, unknown> = { device_id: row.device_id };
  for (const field of EDITABLE_FIELDS) {
    const before = normalise(row[field]);
    const after = normalise(values[field]);
    if (field === 'tenant_id' && after === null) continue;
    if (before === after) continue;
    newData[field] = after;
    oldData[field] = before;
  }
  return { newData, oldData, changed: Object.keys(newData).length > 0 };
}

/** The form values of an existing device. */
export function formValuesOf(row: DeviceRow): DeviceFormValues {
  return {
    device_id: row.device_id,
    device_name: row.device_name,
    device_type: row.device_type,
    description: row.description,
    video_channel: row.video_channel,
    sim_number: row.sim_number,
    sim_type: row.sim_type,
    iccid: row.iccid,
    supplier: row.supplier,
    expiry_date: row.expiry_date,
    address: row.address,
    province: row.province,
    city: row.city,
    longitude: row.longitude,
    latitude: row.latitude,
    tenant_id: row.tenant_id,
  };
}

/** Remaining SIM data in MB, shown in MB below 1 GB and in GB above. */
export function formatFlow(mb: number | null | undefined): string {
  if (mb === null || mb === undefined) return '-';
  if (mb >= 1024) return `${(mb / 1024).toFixed(2)} GB`;
  return `${mb.toFixed(mb < 10 ? 2 : 1)} MB`;
}

/** The users to bind to and unbind from a device when the picked set goes from `before` to `after`. */
export function bindingChanges(before: number[], after: number[]): { bind: number[]; unbind: number[] } {
  const was = new Set(before);
  const now = new Set(after);
  return { bind: after.filter((id) => !was.has(id)), unbind: before.filter((id) => !now.has(id)) };
}

/** A user's device list with one device added or removed (POST /userdevices/updateUserDevices replaces the list). */
export function withDevice(deviceIds: string[], deviceId: string, bound: boolean): string[] {
  const rest = deviceIds.filter((id) => id !== deviceId);
  return bound ? [...rest, deviceId] : rest;
}
