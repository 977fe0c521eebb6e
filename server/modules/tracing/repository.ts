import type { Expression, Kysely, SqlBool, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { TraceMediaKind } from '../../../shared/contract/api/tracing';
import '../../db/core-tables';
import './tables';
// products and sites are declared by their own modules (tables.ts there), part of the same program.

type Db = Kysely<DB> | Transaction<DB>;

/** The editable columns of a batch, as the service writes them. */
export type TraceValues = Omit<DB['trace_records'], 'id' | 'tenant_id' | 'created_at' | 'updated_at' | 'deleted_at'>;

/** Batches with their product's, site's and company's names and where their media are. */
export function selectRecords(db: Db) {
  return db
    .selectFrom('trace_records as r')
    .leftJoin('products as p', 'p.id', 'r.product_id')
    .leftJoin('sites as s', 's.id', 'r.site_id')
    .leftJoin('companies as c', 'c.id', 'r.tenant_id')
    .selectAll('r')
    .select(['p.name as product_name', 's.name as site_name', 'c.name as tenant_name'])
    .select((eb) => [
      eb.selectFrom('trace_media as m').select('m.etag').whereRef('m.record_id', '=', 'r.id').where('m.kind', '=', 'image').as('image_etag'),
      eb.selectFrom('trace_media as m').select('m.mime').whereRef('m.record_id', '=', 'r.id').where('m.kind', '=', 'image').as('image_mime'),
      eb.selectFrom('trace_media as m').select('m.size').whereRef('m.record_id', '=', 'r.id').where('m.kind', '=', 'image').as('image_size'),
      eb.selectFrom('trace_media as m').select('m.etag').whereRef('m.record_id', '=', 'r.id').where('m.kind', '=', 'video').as('video_etag'),
      eb.selectFrom('trace_media as m').select('m.mime').whereRef('m.record_id', '=', 'r.id').where('m.kind', '=', 'video').as('video_mime'),
      eb.selectFrom('trace_media as m').select('m.size').whereRef('m.record_id', '=', 'r.id').where('m.kind', '=', 'video').as('video_size'),
    ]);
}
export type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['executeTakeFirstOrThrow']>>;

/** Batches by id passing `visibleTenant` (the scope's whereTenant('trace_records.tenant_id')), live or not. */
export function recordsByIds(db: Db, ids: number[], visibleTenant: Expression<SqlBool>) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('trace_records').select(['id', 'tenant_id', 'batch_no', 'deleted_at']).where('id', 'in', ids).where(visibleTenant).execute();
}

/** Whether a live batch of this company already uses the number (another one than `exceptId`). */
export async function batchTaken(db: Db, tenantId: number, batchNo: string, exceptId?: number) {
  let query = db.selectFrom('trace_records').select('id').where('tenant_id', '=', tenantId).where('batch_no', '=', batchNo).where('deleted_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function siteOfCompany(db: Db, tenantId: number, siteId: number) {
  return db.selectFrom('sites').select(['id', 'longitude', 'latitude', 'radius_m']).where('id', '=', siteId).where('tenant_id', '=', tenantId).executeTakeFirst();
}

export async function insertRecord(db: Db, tenantId: number, values: TraceValues): Promise<number> {
  const row = await db.insertInto('trace_records').values({ ...values, tenant_id: tenantId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function updateRecord(db: Db, id: number, values: Partial<TraceValues>) {
  return db.updateTable('trace_records').set({ ...values, updated_at: new Date() }).where('id', '=', id).execute();
}

export function setDeleted(db: Db, ids: number[], deleted: boolean) {
  return db.updateTable('trace_records').set({ deleted_at: deleted ? new Date() : null, updated_at: new Date() }).where('id', 'in', ids).execute();
}

export function saveMedia(db: Db, row: { record_id: number; kind: TraceMediaKind; mime: string; bytes: Uint8Array; etag: string }) {
  const values = { ...row, size: row.bytes.byteLength, updated_at: new Date() };
  return db
    .insertInto('trace_media')
    .values(values)
    .onConflict((oc) => oc.columns(['record_id', 'kind']).doUpdateSet({ mime: values.mime, bytes: values.bytes, size: values.size, etag: values.etag, updated_at: values.updated_at }))
    .execute();
}

export function deleteMedia(db: Db, recordId: number, kind: TraceMediaKind) {
  return db.deleteFrom('trace_media').where('record_id', '=', recordId).where('kind', '=', kind).execute();
}

/** The bytes of a live batch's image or video, found by id and batch number together. */
export function liveMedia(db: Db, recordId: number, batchNo: string, kind: TraceMediaKind) {
  return db
    .selectFrom('trace_media as m')
    .innerJoin('trace_records as r', 'r.id', 'm.record_id')
    .select(['m.mime', 'm.bytes', 'm.etag'])
    .where('m.record_id', '=', recordId)
    .where('m.kind', '=', kind)
    .where('r.batch_no', '=', batchNo)
    .where('r.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Every live batch with this number, whatever its company (the public query). */
export function liveByBatch(db: Db, batchNo: string) {
  return selectRecords(db).where('r.batch_no', '=', batchNo).where('r.deleted_at', 'is', null).orderBy('r.id').execute();
}
