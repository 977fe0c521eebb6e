import type { Expression, Kysely, SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import { WEATHER_PARAMS } from '../../../shared/contract/api/weather';
import '../../db/core-tables';
import '../../ingest/telemetry-tables';

const DEVICE_COLUMNS = ['device_id', 'device_name', 'device_type', 'tenant_id', 'longitude', 'latitude'] as const;

/** A live device that `visible` (the scope's whereDeviceVisible()) lets through. */
export function visibleDevice(db: Kysely<DB>, visible: Expression<SqlBool>, deviceId: string) {
  return db.selectFrom('devices').select(DEVICE_COLUMNS).where('device_id', '=', deviceId).where('deleted_at', 'is', null).where(visible).executeTakeFirst();
}

/** Live, enabled weather stations (ET) that `visible` lets through, optionally of one company. */
export function visibleStations(db: Kysely<DB>, visible: Expression<SqlBool>, tenantId?: number) {
  let query = db.selectFrom('devices').select(DEVICE_COLUMNS).where('device_type', '=', 'ET').where('deleted_at', 'is', null).where('is_enable', '=', 1).where(visible);
  if (tenantId !== undefined) query = query.where('tenant_id', '=', tenantId);
  return query.orderBy('device_id').execute();
}

/** A site that `visible` (the scope's whereTenant('sites.tenant_id')) lets through; the first by id without `id`. */
export function visibleSite(db: Kysely<DB>, visible: Expression<SqlBool>, id?: number) {
  let query = db.selectFrom('sites').select(['id', 'tenant_id', 'name', 'name_en', 'longitude', 'latitude', 'radius_m']).where(visible);
  if (id !== undefined) query = query.where('id', '=', id);
  return query.orderBy('id').limit(1).executeTakeFirst();
}

/** The newest valid reading of each weather parameter of these stations. */
export function latestReadings(db: Kysely<DB>, deviceIds: string[]) {
  if (deviceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('telemetry_latest')
    .select(['device_id', 'param_key', 'ts', 'value'])
    .where('device_id', 'in', deviceIds)
    .where('param_key', 'in', [...WEATHER_PARAMS])
    .where('invalid', '=', false)
    .execute();
}
