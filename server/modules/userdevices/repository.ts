import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import { escapeLike } from '../../db/escape-like';
import type { DeviceRow } from '../../../shared/contract/api/userdevices';

/**
 * The device columns every device answer carries (the device admin module selects them too), the
 * expiry a date, not an instant: formatted by the database so no time zone can shift the day.
 */
export const DEVICE_COLUMNS = [
  'devices.device_id',
  'devices.device_name',
  'devices.device_type',
  'devices.description',
  'devices.video_channel',
  'devices.is_enable',
  'devices.sim_number',
  'devices.sim_type',
  'devices.iccid',
  'devices.supplier',
  sql<string | null>`to_char(devices.expiry_date, 'YYYY-MM-DD')`.as('expiry_date'),
  'devices.address',
  'devices.province',
  'devices.city',
  'devices.longitude',
  'devices.latitude',
  'devices.status',
  'devices.remaining_flow',
  'devices.remaining_flow_simulated',
  'devices.last_update',
  'devices.tenant_id',
] as const;

/**
 * The device row of every console list, as one reusable query: live (not in the recycle bin)
 * devices with their company name. Callers add their own filters and order, then map each
 * result through toDeviceRow.
 */
export function selectDeviceRows(db: Kysely<DB>) {
  return db
    .selectFrom('devices')
    .innerJoin('companies', 'companies.id', 'devices.tenant_id')
    .select([...DEVICE_COLUMNS, 'companies.name as company_name'])
    .where('devices.deleted_at', 'is', null);
}

type RawDeviceRow = Awaited<ReturnType<ReturnType<typeof selectDeviceRows>['executeTakeFirstOrThrow']>>;

export function toDeviceRow(raw: RawDeviceRow): DeviceRow {
  return {
    ...raw,
    deviceid: raw.device_id,
    last_update: raw.last_update === null ? null : new Date(raw.last_update).toISOString(),
  };
}

/** Live devices passing `visible` (a scope's whereDeviceVisible()), with the list filters of the device pages. */
export function visibleDeviceRows(db: Kysely<DB>, visible: Expression<SqlBool>) {
  return selectDeviceRows(db).where(visible);
}

export interface DeviceFilter {
  keyword?: string;
  device_type?: string;
  tenant_id?: number;
  is_enable?: number;
}

export function filteredDeviceRows(db: Kysely<DB>, visible: Expression<SqlBool>, filter: DeviceFilter) {
  let query = visibleDeviceRows(db, visible);
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('devices.device_id', 'ilike', pattern),
        eb('devices.device_name', 'ilike', pattern),
        eb('devices.address', 'ilike', pattern),
      ]),
    );
  }
  if (filter.device_type) query = query.where('devices.device_type', '=', filter.device_type);
  if (filter.tenant_id !== undefined) query = query.where('devices.tenant_id', '=', filter.tenant_id);
  if (filter.is_enable !== undefined) query = query.where('devices.is_enable', '=', filter.is_enable);
  return query;
}

export async function countDevices(db: Kysely<DB>, visible: Expression<SqlBool>, filter: DeviceFilter): Promise<number> {
  const row = await filteredDeviceRows(db, visible, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function boundDeviceIds(db: Kysely<DB>, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('device_users').select('device_id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.device_id);
}

/** Devices bound to a user that pass `visible` (the caller's whereDeviceVisible()). */
export function boundDeviceRows(db: Kysely<DB>, visible: Expression<SqlBool>, userId: number) {
  return visibleDeviceRows(db, visible)
    .where('devices.device_id', 'in', db.selectFrom('device_users').select('device_users.device_id').where('device_users.user_id', '=', userId))
    .orderBy('devices.device_id')
    .execute();
}

/** Those of these devices that fail `within` (a where-clause over devices), in id order. */
export async function devicesOutside(db: Kysely<DB>, ids: string[], within: Expression<SqlBool>): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('devices')
    .select('device_id')
    .where('device_id', 'in', ids)
    .where((eb) => eb.not(within))
    .orderBy('device_id')
    .execute();
  return rows.map((r) => r.device_id);
}

export async function unbind(db: Kysely<DB>, userId: number, deviceIds: string[]) {
  if (deviceIds.length === 0) return;
  await db.deleteFrom('device_users').where('user_id', '=', userId).where('device_id', 'in', deviceIds).execute();
}

export async function bind(db: Kysely<DB>, userId: number, deviceIds: string[]) {
  if (deviceIds.length === 0) return;
  await db
    .insertInto('device_users')
    .values(deviceIds.map((device_id) => ({ user_id: userId, device_id })))
    .onConflict((oc) => oc.columns(['user_id', 'device_id']).doNothing())
    .execute();
}
