import type { Insertable, Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import { loadTargetUser, type RequestScope } from '../../../auth/request-scope';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../http/app-error';
import { PARAMS_BY_TYPE } from '../../../../shared/contract/device-types';
import { configsOfDevices } from '../params/repository';
import { issueDeviceSecret } from './device-secret';
import { DEVICE_CODE_PATTERN, type DeviceCreate, type AlarmSwitch, type DeviceEnableSwitch, type DeviceUpdate, type EditableField } from '../../../../shared/contract/api/devices';
import * as repo from './repository';
import { hasLocation } from '../../../../shared/contract/field-rules';
import './messages';

const PG_UNIQUE = '23505';

/** Only agents and the platform admin add, delete and re-home devices; customers may only edit. */
export function assertManager(scope: RequestScope) {
  if (!scope.mayManageDevices) throw forbidden('devices_agent_only');
}

export async function requireDevice(scope: RequestScope, deviceId: string) {
  const device = await repo.findVisibleDevice(scope.db, scope.whereDeviceVisible(), deviceId);
  if (!device) throw notFound('devices_not_found');
  return device;
}

/** A creation: the console's body, or a pre-provisioning (/codeRegister) that has no location yet. */
type DeviceCreateInput = Omit<DeviceCreate, 'longitude' | 'latitude'> & Partial<Pick<DeviceCreate, 'longitude' | 'latitude'>>;

/** Creates the device with a configuration row per parameter of its type, binds it, and returns its MQTT secret once. */
export async function createDevice(scope: RequestScope, body: DeviceCreateInput) {
  const { db } = scope;
  assertManager(scope);
  const deviceId = body.device_id.trim();
  if (!DEVICE_CODE_PATTERN.test(deviceId)) throw badRequest('devices_code_format');
  // The console's create requires a location (its schema); /codeRegister pre-provisions without one.
  const located = 'longitude' in body || 'latitude' in body;
  if (located && !hasLocation(body.longitude, body.latitude)) throw badRequest('devices_location_required');
  const tenantId = await scope.companyForNew(body.tenant_id);
  if (body.user_id) {
    // The same binding rule as updateUserDevices: a user the caller manages, whose companies hold the device.
    const target = await loadTargetUser(db, body.user_id);
    await scope.assertUserManageable(target);
    if (!(await scope.as(target).seesCompany(tenantId))) throw badRequest('devices_user_not_in_tenant');
  }
  if (await repo.findAnyDevice(db, deviceId)) throw conflict('devices_code_exists');

  const { secret, hash } = issueDeviceSecret();
  const { user_id: bindTo, tenant_id: _tenant, device_id: _id, ...fields } = body;
  try {
    await db.transaction().execute(async (trx) => {
      await insertNewDevices(trx, tenantId, [{ ...fields, device_id: deviceId, device_name: fields.device_name.trim(), secret_hash: hash }]);
      if (bindTo) await trx.insertInto('device_users').values({ user_id: bindTo, device_id: deviceId }).execute();
    });
  } catch (error) {
    if ((error as { code?: string }).code === PG_UNIQUE) throw conflict('devices_code_exists');
    throw error;
  }
  scope.bus.emit('config', { deviceId });
  const device = await repo.selectDevices(db).where('devices.device_id', '=', deviceId).executeTakeFirstOrThrow();
  return { device, secret };
}

/** A device as written: the form's or an import row's fields, its code and its secret's hash. */
export type NewDevice = Omit<Insertable<DB['devices']>, 'tenant_id'> & { device_type: string };

/**
 * Writes new devices of one company, each with a configuration row per parameter of its type: the
 * one write path of the form (createDevice) and of a spreadsheet import, so the two make the same
 * device. Runs inside the caller's transaction; the caller emits the bus 'config' events after it.
 */
export async function insertNewDevices(trx: Transaction<DB>, tenantId: number, devices: NewDevice[]) {
  if (devices.length === 0) return;
  await trx.insertInto('devices').values(devices.map((device) => ({ ...device, tenant_id: tenantId }))).execute();
  const keys = [...new Set(devices.flatMap((device) => PARAMS_BY_TYPE[device.device_type] ?? []))];
  const defs = await repo.listParamDefs(trx, keys);
  const params = devices.flatMap((device) => {
    const ofType = PARAMS_BY_TYPE[device.device_type] ?? [];
    return defs.filter((def) => ofType.includes(def.param_key)).map((def) => ({ device_id: device.device_id, param_key: def.param_key, name: def.param_name }));
  });
  if (params.length > 0) await trx.insertInto('device_params').values(params).execute();
}

/** Two values of a field are the same when they print the same (dates, numbers and empty text normalised). */
function sameValue(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v === undefined || v === null || v === '' ? null : typeof v === 'number' ? v : String(v).trim());
  const x = norm(a);
  const y = norm(b);
  if (typeof x === 'number' || typeof y === 'number') return x !== null && y !== null && Number(x) === Number(y);
  return x === y;
}

/**
 * Applies newData when oldData still matches the stored device for every edited field
 * (optimistic concurrency: a 409 names the fields someone else changed meanwhile).
 */
export async function updateDevice(scope: RequestScope, body: DeviceUpdate) {
  const { db } = scope;
  const current = await requireDevice(scope, body.oldData.device_id);
  const edits = Object.entries(body.newData).filter(([, v]) => v !== undefined) as [EditableField, unknown][];
  if (edits.length === 0) throw badRequest('devices_nothing_to_update');
  const old = body.oldData as Record<string, unknown>;
  const stale = edits.filter(([field]) => field in old && !sameValue(old[field], current[field]));
  if (stale.length > 0) throw new AppError(409, 'devices_changed_meanwhile', { fields: stale.map(([f]) => f).join(', ') });
  const changes = Object.fromEntries(edits);
  // An edit may place a device that has no location, but only with both coordinates.
  const moves = 'longitude' in changes || 'latitude' in changes;
  const merged = (field: 'longitude' | 'latitude') => (field in changes ? changes[field] : current[field]);
  if (moves && !hasLocation(merged('longitude'), merged('latitude'))) {
    throw badRequest('devices_location_required');
  }
  if (changes.tenant_id !== undefined && changes.tenant_id !== current.tenant_id) {
    assertManager(scope);
    await scope.assertCompanyVisible(changes.tenant_id as number);
  }
  await db.updateTable('devices').set(changes).where('device_id', '=', current.device_id).execute();
  scope.bus.emit('config', { deviceId: current.device_id });
  return requireDevice(scope, current.device_id);
}

/** Moves the device into the recycle bin; bindings and parameters stay so that a restore is complete. */
export async function destroyDevice(scope: RequestScope, deviceId: string) {
  assertManager(scope);
  const device = await requireDevice(scope, deviceId);
  await scope.db.updateTable('devices').set({ deleted_at: new Date() }).where('device_id', '=', device.device_id).execute();
  scope.bus.emit('config', { deviceId: device.device_id });
}

/** modifyAl: switches the alarm evaluation (isOpen) of every parameter ('all') or of one param_key. */
export async function switchAlarms(scope: RequestScope, body: AlarmSwitch) {
  const device = await requireDevice(scope, body.device_id);
  let query = scope.db.updateTable('device_params').set({ isOpen: body.alarm }).where('device_id', '=', device.device_id);
  if (body.type !== 'all') query = query.where('param_key', '=', body.type);
  const result = await query.executeTakeFirst();
  if (body.type !== 'all' && Number(result.numUpdatedRows) === 0) {
    throw badRequest('devices_param_not_configured', { param: body.type });
  }
  scope.bus.emit('config', { deviceId: device.device_id });
}

/** modifyPa: enables or disables the device itself (is_enable). */
export async function switchDevice(scope: RequestScope, body: DeviceEnableSwitch) {
  const device = await requireDevice(scope, body.device_id);
  await scope.db.updateTable('devices').set({ is_enable: body.alarm }).where('device_id', '=', device.device_id).execute();
  scope.bus.emit('config', { deviceId: device.device_id });
}

export async function usersOfDevice(scope: RequestScope, deviceId: string) {
  const device = await requireDevice(scope, deviceId);
  return repo.usersOfDevice(scope.db, device.device_id, scope.whereTenant('users.tenant_id'));
}

/** Live devices the user sees (or just one), each with its parameter configuration. */
export async function devicesWithParams(scope: RequestScope, deviceId?: string) {
  let query = repo.selectDevices(scope.db).where('devices.deleted_at', 'is', null).where(scope.whereDeviceVisible());
  if (deviceId) query = query.where('devices.device_id', '=', deviceId);
  const devices = await query.orderBy('devices.device_id').execute();
  if (deviceId && devices.length === 0) throw notFound('devices_not_found');
  const byDevice = new Map<string, Awaited<ReturnType<typeof configsOfDevices>>>();
  for (const row of await configsOfDevices(scope.db, devices.map((d) => d.device_id))) {
    const list = byDevice.get(row.device_id) ?? [];
    list.push(row);
    byDevice.set(row.device_id, list);
  }
  return devices.map((device) => ({ ...device, params: byDevice.get(device.device_id) ?? [] }));
}
