import type { Expression, Kysely, SqlBool, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { Ring } from '../../../shared/contract/api/sites';
import './tables';

type Db = Kysely<DB> | Transaction<DB>;

const SITE_COLUMNS = ['id', 'tenant_id', 'name', 'name_en', 'kind', 'longitude', 'latitude', 'radius_m', 'layout', 'drone_model'] as const;
const POND_COLUMNS = [
  'id', 'site_id', 'tenant_id', 'name', 'polygon', 'device_id', 'species', 'stock_count', 'stocked_at', 'density', 'updated_at',
] as const;

/** Sites passing `visibleTenant` (the scope's whereTenant('sites.tenant_id')), by id. */
export function listSites(db: Db, visibleTenant: Expression<SqlBool>) {
  return db.selectFrom('sites').select(SITE_COLUMNS).where(visibleTenant).orderBy('id').execute();
}

export function findSite(db: Db, id: number) {
  return db.selectFrom('sites').select(SITE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function listPonds(db: Db, siteIds: number[]) {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('ponds').select(POND_COLUMNS).where('site_id', 'in', siteIds).orderBy('id').execute();
}

export function findPond(db: Db, id: number) {
  return db.selectFrom('ponds').select(POND_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Enabled devices with coordinates passing `deviceVisible` (the scope's whereDeviceVisible()), in these companies. */
export function placedDevices(db: Db, deviceVisible: Expression<SqlBool>, companies: number[]) {
  if (companies.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('devices')
    .select(['device_id', 'device_name', 'device_type', 'tenant_id', 'longitude', 'latitude'])
    .where('deleted_at', 'is', null)
    .where('is_enable', '=', 1)
    .where('longitude', 'is not', null)
    .where('latitude', 'is not', null)
    .where('tenant_id', 'in', companies)
    .where(deviceVisible)
    .orderBy('device_id')
    .execute();
}

/** The company of a live device, or undefined (deleted or unknown). */
export function deviceTenant(db: Db, deviceId: string) {
  return db.selectFrom('devices').select(['tenant_id']).where('device_id', '=', deviceId).where('deleted_at', 'is', null).executeTakeFirst();
}

export interface PondValues {
  name: string;
  polygon: Ring;
  device_id: string | null;
  species: string | null;
  stock_count: number | null;
  stocked_at: string | null;
  density: number | null;
}

export async function insertPond(db: Db, siteId: number, tenantId: number, values: PondValues): Promise<number> {
  const row = await db
    .insertInto('ponds')
    .values({ ...values, site_id: siteId, tenant_id: tenantId, polygon: JSON.stringify(values.polygon) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updatePond(db: Db, id: number, values: Partial<PondValues>) {
  const { polygon, ...rest } = values;
  return db
    .updateTable('ponds')
    .set({ ...rest, ...(polygon ? { polygon: JSON.stringify(polygon) } : {}), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deletePond(db: Db, id: number): Promise<number> {
  const result = await db.deleteFrom('ponds').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
