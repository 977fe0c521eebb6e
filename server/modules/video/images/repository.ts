import type { Expression, Kysely, SqlBool, Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import '../cameras/tables';

export interface SnapshotRow {
  id: number;
  img_name: string;
  camera_id: number | null;
  camera_name: string | null;
  deviceSerial: string;
  channelNo: number;
  device_id: string | null;
  type: string;
  size_bytes: number;
  published: number;
  published_at: Date | null;
  taken_at: Date;
}

export interface SnapshotFilter {
  deviceSerial?: string;
  channelNo?: number;
  deviceId?: string;
  from?: number;
  to?: number;
  published?: number;
}

/** `rows`: the scope's whereRowVisible over snapshots.tenant_id and snapshots.device_id. */
function visible(db: Kysely<DB>, rows: Expression<SqlBool>) {
  return db.selectFrom('snapshots').leftJoin('cameras', 'cameras.id', 'snapshots.camera_id').where(rows);
}

const COLUMNS = [
  'snapshots.id',
  'snapshots.img_name',
  'snapshots.camera_id',
  'cameras.name as camera_name',
  'snapshots.deviceSerial',
  'snapshots.channelNo',
  'snapshots.device_id',
  'snapshots.type',
  'snapshots.size_bytes',
  'snapshots.published',
  'snapshots.published_at',
  'snapshots.taken_at',
] as const;

/** One page of the snapshots the user may see, newest first, with the total. */
export async function page(db: Kysely<DB>, visibleRows: Expression<SqlBool>, filter: SnapshotFilter, pageNo: number, pageSize: number) {
  let query = visible(db, visibleRows);
  if (filter.deviceSerial) query = query.where('snapshots.deviceSerial', '=', filter.deviceSerial);
  if (filter.channelNo !== undefined) query = query.where('snapshots.channelNo', '=', filter.channelNo);
  if (filter.deviceId) query = query.where('snapshots.device_id', '=', filter.deviceId);
  if (filter.from !== undefined) query = query.where('snapshots.taken_at', '>=', new Date(filter.from));
  if (filter.to !== undefined) query = query.where('snapshots.taken_at', '<=', new Date(filter.to));
  if (filter.published !== undefined) query = query.where('snapshots.published', '=', filter.published);
  const [rows, count] = await Promise.all([
    query.select(COLUMNS).orderBy('snapshots.taken_at', 'desc').orderBy('snapshots.id', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as SnapshotRow[], total: Number(count.n) };
}

export async function findVisibleById(db: Kysely<DB>, visibleRows: Expression<SqlBool>, id: number) {
  return (visible(db, visibleRows)).select(COLUMNS).where('snapshots.id', '=', id).executeTakeFirst() as Promise<SnapshotRow | undefined>;
}

export async function findVisibleByName(db: Kysely<DB>, visibleRows: Expression<SqlBool>, imgName: string) {
  return (visible(db, visibleRows)).select(COLUMNS).where('snapshots.img_name', '=', imgName).executeTakeFirst() as Promise<SnapshotRow | undefined>;
}

export async function insert(
  db: Kysely<DB> | Transaction<DB>,
  row: { tenant_id: number; camera_id: number; deviceSerial: string; channelNo: number; device_id: string | null; img_name: string; type: string; size_bytes: number; taken_at: Date },
): Promise<number> {
  const inserted = await db.insertInto('snapshots').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function remove(trx: Transaction<DB>, id: number): Promise<void> {
  await trx.deleteFrom('snapshots').where('id', '=', id).execute();
}

export async function setPublished(trx: Transaction<DB>, id: number, published: boolean): Promise<void> {
  await trx
    .updateTable('snapshots')
    .set({ published: published ? 1 : 0, published_at: published ? new Date() : null })
    .where('id', '=', id)
    .execute();
}
