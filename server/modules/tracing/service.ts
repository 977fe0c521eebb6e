import type { RequestScope } from '../../auth/request-scope';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { escapeLike } from '../../db/escape-like';
import { pageOf } from '../../core/paging';
import type { ManageIdsResult } from '../../../shared/contract/manage-body';
import { LINK_RE, type TraceAddBody, type TraceManageBody, type TraceRecord, type TraceSearchBody, type TraceUpdateBody } from '../../../shared/contract/api/tracing';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { productForScope } from '../resources';
import * as repo from './repository';
import { mediaInfo } from './media';
import './messages';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const trimmed = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/** The public page of a batch, as a path (the QR code adds the origin). */
export const publicPath = (batchNo: string) => `/tracing/search?batch=${encodeURIComponent(batchNo)}`;

export function recordOf(row: repo.RecordRow): TraceRecord {
  const { image_etag, image_mime, image_size, video_etag, video_mime, video_size, ...r } = row;
  return {
    ...r,
    image: mediaInfo(r.id, r.batch_no, 'image', image_etag, image_mime, image_size),
    video: mediaInfo(r.id, r.batch_no, 'video', video_etag, video_mime, video_size),
    public_path: publicPath(r.batch_no),
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
    deleted_at: iso(r.deleted_at),
  };
}

/** A real calendar day: the schema checked the shape, this refuses 2026-02-31. */
function day(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) throw badRequest('tracing_date_invalid');
  return value;
}

function link(value: string | null | undefined): string | null | undefined {
  const text = trimmed(value);
  if (text === undefined || text === null) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest('tracing_link_invalid');
  }
  if (!LINK_RE.test(text) || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw badRequest('tracing_link_invalid');
  return text;
}

type Fields = Omit<TraceAddBody, 'type' | 'tenant_id'>;

/** The columns a body sets, cleaned; absent fields stay absent (an update keeps them). */
function valuesOf(body: Fields): Partial<repo.TraceValues> {
  const values: Partial<repo.TraceValues> = {
    product_id: body.product_id,
    batch_no: body.batch_no.trim(),
    brand_name: trimmed(body.brand_name),
    selling_unit: trimmed(body.selling_unit),
    sales_phone: trimmed(body.sales_phone),
    sales_address: trimmed(body.sales_address),
    producing_unit: trimmed(body.producing_unit),
    origin_address: trimmed(body.origin_address),
    longitude: body.longitude,
    latitude: body.latitude,
    warranty_months: body.warranty_months,
    site_id: body.site_id,
    stocking_date: day(body.stocking_date),
    delivery_time: day(body.delivery_time),
    note: trimmed(body.note),
    trace_link: link(body.trace_link),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** The rules that need the database: product and base of the same company, period, free batch number. */
async function check(scope: RequestScope, db: Transaction<DB>, tenantId: number, merged: Partial<repo.TraceValues>, exceptId?: number) {
  if (merged.stocking_date && merged.delivery_time && merged.stocking_date > merged.delivery_time) throw badRequest('tracing_period_invalid');
  // The catalogue's own lookup (visible to the caller, not in its recycle bin), then the batch's company.
  const product = await productForScope(scope, merged.product_id!, db);
  if (product.tenant_id !== tenantId) throw badRequest('tracing_product_unknown');
  if (merged.site_id != null && !(await repo.siteOfCompany(db, tenantId, merged.site_id))) throw badRequest('tracing_site_unknown');
  if (await repo.batchTaken(db, tenantId, merged.batch_no!, exceptId)) throw new AppError(409, 'tracing_batch_taken', { batch: merged.batch_no! });
}

const findOne = async (db: RequestScope['db'], id: number) => recordOf(await repo.selectRecords(db).where('r.id', '=', id).executeTakeFirstOrThrow());

export async function search(scope: RequestScope, body: TraceSearchBody) {
  let base = repo
    .selectRecords(scope.db)
    .where(scope.whereTenant('r.tenant_id'))
    .where(scope.whereChosenCompany('r.tenant_id', body.tenant_id))
    .where('r.deleted_at', body.deleted ? 'is not' : 'is', null);
  if (body.product_id) base = base.where('r.product_id', '=', body.product_id);
  if (body.keyword?.trim()) {
    const like = `%${escapeLike(body.keyword.trim())}%`;
    base = base.where((eb) => eb.or([eb('r.batch_no', 'ilike', like), eb('p.name', 'ilike', like)]));
  }
  const { rows, total } = await pageOf(base.orderBy('r.id', 'desc'), body);
  return { rows: rows.map(recordOf), total };
}

export async function add(scope: RequestScope, body: TraceAddBody) {
  const tenantId = await scope.companyForNew(body.tenant_id);
  const values = valuesOf(body);
  return scope.db.transaction().execute(async (trx) => {
    await check(scope, trx, tenantId, values);
    const id = await repo.insertRecord(trx, tenantId, values as repo.TraceValues);
    return findOne(trx, id);
  });
}

/** A live batch the caller sees, or 404 (another company's batch is "not found", never "forbidden"). */
async function requireLive(scope: RequestScope, ids: number[], live: boolean) {
  const rows = await repo.recordsByIds(scope.db, ids, scope.whereTenant('trace_records.tenant_id'));
  if (rows.length !== ids.length || rows.some((r) => (r.deleted_at === null) !== live)) throw notFound('tracing_not_found');
  return rows;
}

/** Update: the record's company stays; `tenant_id` in the body is ignored. */
export async function update(scope: RequestScope, body: TraceUpdateBody) {
  const [record] = await requireLive(scope, [body.id], true);
  const values = valuesOf(body);
  return scope.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('trace_records').selectAll().where('id', '=', record.id).executeTakeFirstOrThrow();
    await check(scope, trx, record.tenant_id, { ...current, ...values }, record.id);
    await repo.updateRecord(trx, record.id, values);
    return findOne(trx, record.id);
  });
}

export async function remove(scope: RequestScope, ids: number[]): Promise<ManageIdsResult> {
  await requireLive(scope, ids, true);
  await repo.setDeleted(scope.db, ids, true);
  return { ids };
}

/** Restore: refused as a whole when a batch number was taken again while the row was in the bin. */
export async function restore(scope: RequestScope, ids: number[]): Promise<ManageIdsResult> {
  const rows = await requireLive(scope, ids, false);
  return scope.db.transaction().execute(async (trx) => {
    const seen = new Set<string>();
    for (const row of rows) {
      const key = `${row.tenant_id}|${row.batch_no}`;
      if (seen.has(key) || (await repo.batchTaken(trx, row.tenant_id, row.batch_no))) throw new AppError(409, 'tracing_restore_conflict', { batch: row.batch_no });
      seen.add(key);
    }
    await repo.setDeleted(trx, ids, false);
    return { ids };
  });
}

/** The bases of the companies the caller sees, for the form's picker. */
export function siteOptions(scope: RequestScope) {
  return scope.db.selectFrom('sites').select(['id', 'name', 'tenant_id']).where(scope.whereTenant('sites.tenant_id')).orderBy('id').execute();
}

/** POST /traceManage: one entry point for the five types. */
export function manage(scope: RequestScope, body: TraceManageBody) {
  switch (body.type) {
    case 'search':
      return search(scope, body);
    case 'add':
      return add(scope, body);
    case 'update':
      return update(scope, body);
    case 'delete':
      return remove(scope, body.ids);
    case 'restore':
      return restore(scope, body.ids);
  }
}

export const MANAGE_MESSAGES = { add: 'tracing_added', update: 'tracing_updated', delete: 'tracing_deleted', restore: 'tracing_restored' } as const;
