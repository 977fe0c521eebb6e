import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { SessionUser } from '../../auth/session-user';
import { deviceVisibleTo } from '../../auth/scope';
import type { DeviceRow } from './live-view';

const COLUMNS = ['device_id', 'device_name', 'device_type', 'tenant_id', 'longitude', 'latitude'] as const;

/** Enabled, not deleted devices the user may see, optionally of one type. */
function visibleDevices(db: Kysely<DB>, user: SessionUser, deviceType?: string) {
  let query = db
    .selectFrom('devices')
    .where('deleted_at', 'is', null)
    .where('is_enable', '=', 1)
    .where(deviceVisibleTo(user));
  if (deviceType) query = query.where('device_type', '=', deviceType);
  return query;
}

export function findVisibleDevice(db: Kysely<DB>, user: SessionUser, deviceId: string): Promise<DeviceRow | undefined> {
  return db
    .selectFrom('devices')
    .select(COLUMNS)
    .where('device_id', '=', deviceId)
    .where('deleted_at', 'is', null)
    .where(deviceVisibleTo(user))
    .executeTakeFirst();
}

export function listVisibleDevices(db: Kysely<DB>, user: SessionUser): Promise<DeviceRow[]> {
  return visibleDevices(db, user).select(COLUMNS).orderBy('device_id').execute();
}

export async function pageVisibleDevices(
  db: Kysely<DB>,
  user: SessionUser,
  page: number,
  pageSize: number,
  deviceType?: string,
): Promise<{ rows: DeviceRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    visibleDevices(db, user, deviceType)
      .select(COLUMNS)
      .orderBy('device_id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    visibleDevices(db, user, deviceType)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
