import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import './tables';
import { deviceVisibleTo, visibleCompanyIds } from '../../../auth/scope';
import type { SessionUser } from '../../../auth/session-user';
import type { ProviderName } from '../streaming/provider';

export type CameraRow = {
  id: number;
  tenant_id: number;
  device_id: string | null;
  device_name: string | null;
  name: string;
  deviceSerial: string;
  channelNo: number;
  provider: ProviderName;
  motion: number;
  enabled: number;
};

/**
 * A where-clause keeping the rows the user may see, for a table with a tenant and a device column
 * (cameras, snapshots): everything for the admin, the managed companies for an agent, and for an
 * ordinary customer the rows of its visible devices (scope.ts decides which devices those are).
 */
export async function rowScope(
  db: Kysely<DB>,
  user: SessionUser,
  columns: { tenant: 'cameras.tenant_id' | 'snapshots.tenant_id'; device: 'cameras.device_id' | 'snapshots.device_id' },
): Promise<(eb: ExpressionBuilder<DB, 'cameras' | 'snapshots'>) => Expression<SqlBool>> {
  const companies = await visibleCompanyIds(db, user);
  const devices = db.selectFrom('devices').select('devices.device_id').where('devices.deleted_at', 'is', null).where(deviceVisibleTo(user));
  return (eb) => {
    if (companies === 'all') return sql<SqlBool>`true`;
    if (user.userType === 'agent') {
      return companies.length > 0 ? eb(sql.ref<number>(columns.tenant), 'in', companies) : sql<SqlBool>`false`;
    }
    return eb(sql.ref<string>(columns.device), 'in', devices);
  };
}

function selectCameras(db: Kysely<DB>) {
  return db
    .selectFrom('cameras')
    .leftJoin('devices', 'devices.device_id', 'cameras.device_id')
    .select([
      'cameras.id',
      'cameras.tenant_id',
      'cameras.device_id',
      'devices.device_name',
      'cameras.name',
      'cameras.deviceSerial',
      'cameras.channelNo',
      'cameras.provider',
      'cameras.motion',
      'cameras.enabled',
    ]);
}

export async function listVisible(db: Kysely<DB>, user: SessionUser, filter: { deviceId?: string } = {}): Promise<CameraRow[]> {
  const scope = await rowScope(db, user, { tenant: 'cameras.tenant_id', device: 'cameras.device_id' });
  let query = selectCameras(db).where((eb) => scope(eb as ExpressionBuilder<DB, 'cameras' | 'snapshots'>));
  if (filter.deviceId) query = query.where('cameras.device_id', '=', filter.deviceId);
  return query.orderBy('cameras.tenant_id').orderBy('cameras.id').execute() as Promise<CameraRow[]>;
}

/**
 * The visible camera named by serial (and channel), or by numeric id when no serial matches.
 * Without a channel the lowest channel of the serial is taken.
 */
export async function findVisible(
  db: Kysely<DB>,
  user: SessionUser,
  source: string,
  channelNo?: number,
): Promise<CameraRow | undefined> {
  const scope = await rowScope(db, user, { tenant: 'cameras.tenant_id', device: 'cameras.device_id' });
  const base = selectCameras(db).where((eb) => scope(eb as ExpressionBuilder<DB, 'cameras' | 'snapshots'>));
  let bySerial = base.where('cameras.deviceSerial', '=', source);
  if (channelNo !== undefined) bySerial = bySerial.where('cameras.channelNo', '=', channelNo);
  const found = await bySerial.orderBy('cameras.channelNo').executeTakeFirst();
  if (found || !/^\d{1,9}$/.test(source)) return found as CameraRow | undefined;
  return (await base.where('cameras.id', '=', Number(source)).executeTakeFirst()) as CameraRow | undefined;
}

export async function findBySerial(db: Kysely<DB> | Transaction<DB>, deviceSerial: string, channelNo: number) {
  return db.selectFrom('cameras').selectAll().where('deviceSerial', '=', deviceSerial).where('channelNo', '=', channelNo).executeTakeFirst();
}

export async function insertCamera(
  trx: Transaction<DB> | Kysely<DB>,
  row: { tenant_id: number; device_id: string | null; name: string; deviceSerial: string; channelNo: number; provider: ProviderName; motion: number },
): Promise<number> {
  const inserted = await trx.insertInto('cameras').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateCamera(
  trx: Transaction<DB>,
  id: number,
  values: { device_id: string; tenant_id: number; name?: string; provider?: ProviderName; motion?: number },
) {
  await trx.updateTable('cameras').set(values).where('id', '=', id).execute();
}
