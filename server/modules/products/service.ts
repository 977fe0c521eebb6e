import type { Kysely } from 'kysely';
import type { RequestScope } from '../../auth/request-scope';
import type { DB } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/app-error';
import type { ProductManageBody } from '../../../shared/contract/api/products';
import { pageOf } from '../../core/paging';
import { escapeLike } from '../../db/escape-like';
import * as repo from './repository';
import './messages';

type Body<T extends ProductManageBody['type']> = Extract<ProductManageBody, { type: T }>;
type Fields = Omit<Body<'add'>, 'type'>;

const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/**
 * A live product the caller sees, for the modules that pick from the catalogue (inventory,
 * tracing): 404 when it does not exist or belongs to a company the caller does not see (no
 * existence leak), 400 when it is in the recycle bin. Pass `trx` inside a transaction.
 */
export async function productForScope(scope: RequestScope, id: number, trx: Kysely<DB> = scope.db) {
  const [row] = await repo.productsByIds(trx, [id], scope.whereTenant('products.tenant_id'));
  if (!row) throw notFound('products_not_found');
  if (row.deleted_at) throw badRequest('products_deleted');
  return row;
}

export async function search(scope: RequestScope, body: Body<'search'>) {
  let base = repo
    .selectProducts(scope.db)
    .where(scope.whereTenant('products.tenant_id'))
    .where(scope.whereChosenCompany('products.tenant_id', body.tenant_id))
    .where('products.deleted_at', body.deleted ? 'is not' : 'is', null);
  const keyword = body.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    base = base.where((eb) => eb.or([eb('products.name', 'ilike', like), eb('products.category', 'ilike', like)]));
  }
  return pageOf(base.orderBy(body.deleted ? 'products.deleted_at' : 'products.id', 'desc'), body);
}

const findOne = (db: Kysely<DB>, id: number) => repo.selectProducts(db).where('products.id', '=', id).executeTakeFirstOrThrow();

async function assertNameFree(db: Kysely<DB>, tenantId: number, name: string, exceptId?: number) {
  if (await repo.liveNamed(db, tenantId, name, exceptId)) throw conflict('products_name_taken', { name });
}

export async function add(scope: RequestScope, body: Fields) {
  const name = body.name.trim();
  return scope.db.transaction().execute(async (trx) => {
    const tenantId = await scope.companyForNew(body.tenant_id, { db: trx });
    await assertNameFree(trx, tenantId, name);
    const { id } = await trx
      .insertInto('products')
      .values({
        tenant_id: tenantId,
        name,
        category: orNull(body.category) ?? null,
        specification: orNull(body.specification) ?? null,
        unit: orNull(body.unit) ?? null,
        note: orNull(body.note) ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return findOne(trx, id);
  });
}

/** Changes a live product; a field left out keeps its value, null or blank clears it. */
export async function update(scope: RequestScope, body: Body<'update'>) {
  return scope.db.transaction().execute(async (trx) => {
    const product = await productForScope(scope, body.id, trx);
    if (body.tenant_id !== undefined && body.tenant_id !== product.tenant_id) throw badRequest('products_tenant_fixed');
    const name = body.name.trim();
    await assertNameFree(trx, product.tenant_id, name, product.id);
    const set = { name, category: orNull(body.category), specification: orNull(body.specification), unit: orNull(body.unit), note: orNull(body.note) };
    const changes = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
    await trx.updateTable('products').set({ ...changes, updated_at: new Date() }).where('id', '=', product.id).execute();
    return findOne(trx, product.id);
  });
}

/**
 * Moves products to the recycle bin, or brings them back: all of `ids` or none (404 when one is
 * not visible or not in the state the call expects). A restored name must still be free.
 */
export async function setDeleted(scope: RequestScope, ids: number[], deleted: boolean) {
  return scope.db.transaction().execute(async (trx) => {
    const rows = await repo.productsByIds(trx, ids, scope.whereTenant('products.tenant_id'));
    const eligible = rows.filter((row) => (row.deleted_at === null) === deleted);
    if (eligible.length !== ids.length) throw notFound('products_not_found');
    if (!deleted) {
      const seen = new Set<string>();
      for (const row of eligible) {
        const key = `${row.tenant_id}\u0000${row.name}`;
        if (seen.has(key)) throw conflict('products_name_taken', { name: row.name });
        seen.add(key);
        await assertNameFree(trx, row.tenant_id, row.name);
      }
    }
    await repo.setDeleted(trx, ids, deleted ? new Date() : null);
    return { ids };
  });
}
