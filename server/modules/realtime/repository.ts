import type { RequestScope } from '../../auth/request-scope';
import type { DeviceRow } from './live-view';

const COLUMNS = ['device_id', 'device_name', 'device_type', 'tenant_id', 'longitude', 'latitude'] as const;

/** Enabled, not deleted devices the user may see, optionally of one type. */
function visibleDevices(scope: RequestScope, deviceType?: string) {
  let query = scope.db
    .selectFrom('devices')
    .where('deleted_at', 'is', null)
    .where('is_enable', '=', 1)
    .where(scope.whereDeviceVisible());
  if (deviceType) query = query.where('device_type', '=', deviceType);
  return query;
}

export function findVisibleDevice(scope: RequestScope, deviceId: string): Promise<DeviceRow | undefined> {
  return scope.db
    .selectFrom('devices')
    .select(COLUMNS)
    .where('device_id', '=', deviceId)
    .where('deleted_at', 'is', null)
    .where(scope.whereDeviceVisible())
    .executeTakeFirst();
}

export function listVisibleDevices(scope: RequestScope): Promise<DeviceRow[]> {
  return visibleDevices(scope).select(COLUMNS).orderBy('device_id').execute();
}

export async function pageVisibleDevices(
  scope: RequestScope,
  page: number,
  pageSize: number,
  deviceType?: string,
): Promise<{ rows: DeviceRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    visibleDevices(scope, deviceType)
      .select(COLUMNS)
      .orderBy('device_id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    visibleDevices(scope, deviceType)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
