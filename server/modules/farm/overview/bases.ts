import type { RequestScope } from '../../../auth/request-scope';
import { badRequest, conflict, notFound } from '../../../http/app-error';
import { escapeLike } from '../../../db/escape-like';
import { pageOf } from '../../../core/paging';
import type { BaseManageBody } from '../../../../shared/contract/api/farm';
import type { Db } from '../registry/repository';
import '../messages';

type Body<T extends BaseManageBody['type']> = Extract<BaseManageBody, { type: T }>;

/**
 * /baseManage: the aquaculture bases are the breeding map's sites (one table, `sites`), so a base
 * added here is drawn on the map and its ponds are the map's ponds. A base is removed outright
 * (sites keep no recycle bin) and only when it has no ponds left.
 */
function selectBases(db: Db) {
  return db
    .selectFrom('sites')
    .leftJoin('companies', 'companies.id', 'sites.tenant_id')
    .select((eb) => [
      'sites.id',
      'sites.tenant_id',
      'companies.name as tenant_name',
      'sites.name',
      'sites.name_en',
      'sites.kind',
      'sites.longitude',
      'sites.latitude',
      'sites.radius_m',
      'sites.created_at',
      eb.selectFrom('ponds').select((p) => p.fn.countAll<number>().as('n')).whereRef('ponds.site_id', '=', 'sites.id').as('pond_count'),
    ]);
}

const findOne = async (db: Db, id: number) => {
  const row = await selectBases(db).where('sites.id', '=', id).executeTakeFirstOrThrow();
  return { ...row, pond_count: Number(row.pond_count ?? 0) };
};

async function baseFor(scope: RequestScope, db: Db, id: number) {
  const row = await db.selectFrom('sites').select(['id', 'tenant_id', 'name']).where('id', '=', id).where(scope.whereTenant('sites.tenant_id')).executeTakeFirst();
  if (!row) throw notFound('farm_base_not_found');
  return row;
}

export async function search(scope: RequestScope, body: Body<'search'>) {
  // Sites keep no recycle bin: its view is always empty.
  if (body.deleted) return { rows: [], total: 0 };
  let base = selectBases(scope.db).where(scope.whereTenant('sites.tenant_id')).where(scope.whereChosenCompany('sites.tenant_id', body.tenant_id));
  const keyword = body.keyword?.trim();
  if (keyword) base = base.where('sites.name', 'ilike', `%${escapeLike(keyword)}%`);
  const { rows, total } = await pageOf(base.orderBy('sites.id', 'asc'), body);
  return { rows: rows.map((r) => ({ ...r, pond_count: Number(r.pond_count ?? 0) })), total };
}

const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

export async function add(scope: RequestScope, body: Body<'add'>) {
  return scope.db.transaction().execute(async (trx) => {
    const tenantId = await scope.companyForNew(body.tenant_id, { db: trx });
    const { id } = await trx
      .insertInto('sites')
      .values({ tenant_id: tenantId, name: body.name.trim(), name_en: orNull(body.name_en) ?? null, kind: 'aquaculture', longitude: body.longitude, latitude: body.latitude, ...(body.radius_m ? { radius_m: body.radius_m } : {}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return findOne(trx, id);
  });
}

export async function update(scope: RequestScope, body: Body<'update'>) {
  return scope.db.transaction().execute(async (trx) => {
    const site = await baseFor(scope, trx, body.id);
    if (body.tenant_id !== undefined && body.tenant_id !== site.tenant_id) throw badRequest('farm_tenant_fixed');
    await trx
      .updateTable('sites')
      .set({ name: body.name.trim(), name_en: orNull(body.name_en), longitude: body.longitude, latitude: body.latitude, ...(body.radius_m ? { radius_m: body.radius_m } : {}) })
      .where('id', '=', site.id)
      .execute();
    return findOne(trx, site.id);
  });
}

export async function setDeleted(scope: RequestScope, ids: number[], deleted: boolean) {
  if (!deleted) throw notFound('farm_base_not_found');
  return scope.db.transaction().execute(async (trx) => {
    for (const id of ids) {
      const site = await baseFor(scope, trx, id);
      const pond = await trx.selectFrom('ponds').select('id').where('site_id', '=', id).executeTakeFirst();
      if (pond) throw conflict('farm_base_has_ponds', { name: site.name });
    }
    await trx.deleteFrom('sites').where('id', 'in', ids).execute();
    return { ids };
  });
}
