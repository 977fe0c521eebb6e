import type { Expression, Kysely, SqlBool, Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import { DEVICE_COLUMNS } from '../../userdevices';
import '../../../db/core-tables';

type Db = Kysely<DB> | Transaction<DB>;

/** Every device answer's columns (DeviceRowSchema), recycled devices included, with the company name. */
export function selectDevices(db: Db) {
  return db
    .selectFrom('devices')
    .leftJoin('companies', 'companies.id', 'devices.tenant_id')
    .select([...DEVICE_COLUMNS, 'companies.name as tenant_name', 'devices.created_at', 'devices.deleted_at']);
}

/** A live (not recycled) device passing `visible` (the scope's whereDeviceVisible), or undefined. */
export function findVisibleDevice(db: Db, visible: Expression<SqlBool>, deviceId: string) {
  return selectDevices(db)
    .where('devices.device_id', '=', deviceId)
    .where('devices.deleted_at', 'is', null)
    .where(visible)
    .executeTakeFirst();
}

/** Any device row with this id, recycled or not (ids stay unique across the recycle bin). */
export function findAnyDevice(db: Db, deviceId: string) {
  return db.selectFrom('devices').select(['device_id', 'tenant_id', 'deleted_at']).where('device_id', '=', deviceId).executeTakeFirst();
}

export function listParamDefs(db: Db, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db.selectFrom('param_defs').select(['param_key', 'param_name']).where('param_key', 'in', keys).execute();
}

/** The users bound to a device, among those of `visibleTenant` (the scope's whereTenant('users.tenant_id')). */
export function usersOfDevice(db: Db, deviceId: string, visibleTenant: Expression<SqlBool>) {
  return db
    .selectFrom('device_users')
    .innerJoin('users', 'users.id', 'device_users.user_id')
    .select([
      'users.id as userId',
      'users.user_name',
      'users.real_name',
      'users.user_type',
      'users.tenant_id',
      'users.telephone',
    ])
    .where('device_users.device_id', '=', deviceId)
    .where(visibleTenant)
    .orderBy('users.id')
    .execute();
}
