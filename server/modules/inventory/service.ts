import type { Kysely } from 'kysely';
import type { RequestScope } from '../../auth/request-scope';
import type { DB } from '../../db/types';
import { badRequest, notFound } from '../../http/app-error';
import type { InventoryManageBody } from '../../../shared/contract/api/inventory';
import { inventoryErrors, INVENTORY_FIELDS, roundQuantity } from '../../../shared/contract/inventory-rules';
import { pageOf } from '../../core/paging';
import { escapeLike } from '../../db/escape-like';
import { productForScope } from '../resources';
import * as repo from './repository';
import './messages';

type Body<T extends InventoryManageBody['type']> = Extract<InventoryManageBody, { type: T }>;
type Fields = Omit<Body<'add'>, 'type'>;

/** Quantities as stored: rounded, and remaining computed in SQL from them, so no float drift shows. */
const shown = <T extends { import_num: number; export_num: number; remaining: number }>(row: T): T => ({
  ...row,
  import_num: roundQuantity(row.import_num),
  export_num: roundQuantity(row.export_num),
  remaining: roundQuantity(row.remaining),
});

/**
 * The spec's rules across fields, from the shared rule module (the form runs the same): the
 * schema has already checked each field on its own.
 */
function checked(body: Fields) {
  const errors = inventoryErrors(body);
  const first = INVENTORY_FIELDS.map((field) => errors[field]).find(Boolean);
  if (first) throw badRequest(first.key, first.params);
  return {
    product_id: body.product_id,
    import_num: roundQuantity(body.import_num),
    import_date: body.import_date,
    export_num: roundQuantity(body.export_num),
    export_date: body.export_date,
    person: body.person.trim(),
    phone: body.phone.trim(),
    factory_no: body.factory_no.trim(),
  };
}

export async function search(scope: RequestScope, body: Body<'search'>) {
  let base = repo
    .selectRecords(scope.db)
    .where(scope.whereTenant('r.tenant_id'))
    .where(scope.whereChosenCompany('r.tenant_id', body.tenant_id))
    .where('r.deleted_at', body.deleted ? 'is not' : 'is', null);
  if (body.product_id) base = base.where('r.product_id', '=', body.product_id);
  const { start_date: start, end_date: end } = body;
  if (start || end) {
    base = base.where((eb) => {
      const inRange = (column: 'r.import_date' | 'r.export_date') =>
        eb.and([...(start ? [eb(column, '>=', start)] : []), ...(end ? [eb(column, '<=', end)] : [])]);
      return eb.or([inRange('r.import_date'), inRange('r.export_date')]);
    });
  }
  const keyword = body.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    base = base.where((eb) => eb.or([eb('p.name', 'ilike', like), eb('r.person', 'ilike', like), eb('r.phone', 'like', like), eb('r.factory_no', 'like', like)]));
  }
  const [{ rows, total }, remaining] = await Promise.all([
    pageOf(base.orderBy(body.deleted ? 'r.deleted_at' : 'r.import_date', 'desc').orderBy('r.id', 'desc'), body),
    base
      .clearSelect()
      .clearOrderBy()
      .select(['r.product_id', 'p.name as product_name', 'p.unit'])
      .select((eb) => eb.fn.sum<number>(eb('r.import_num', '-', eb.ref('r.export_num'))).as('remaining'))
      .groupBy(['r.product_id', 'p.name', 'p.unit'])
      .orderBy('p.name')
      .execute(),
  ]);
  return {
    rows: rows.map(shown),
    total,
    remaining: remaining.map((r) => ({ ...r, remaining: roundQuantity(Number(r.remaining)) })),
  };
}

const findOne = async (db: Kysely<DB>, id: number) => shown(await repo.selectRecords(db).where('r.id', '=', id).executeTakeFirstOrThrow());

/** Adds a record to the company of the product it names (a live product of the catalogue the caller sees). */
export async function add(scope: RequestScope, body: Fields) {
  const values = checked(body);
  return scope.db.transaction().execute(async (trx) => {
    const product = await productForScope(scope, values.product_id, trx);
    const { id } = await trx.insertInto('inventory_records').values({ ...values, tenant_id: product.tenant_id }).returning('id').executeTakeFirstOrThrow();
    return findOne(trx, id);
  });
}

/** Replaces every field of a live record; a new product moves it to that product's company. */
export async function update(scope: RequestScope, body: Body<'update'>) {
  const values = checked(body);
  return scope.db.transaction().execute(async (trx) => {
    const [record] = await repo.recordsByIds(trx, [body.id], scope.whereTenant('inventory_records.tenant_id'));
    if (!record || record.deleted_at) throw notFound('inventory_not_found');
    const product = await productForScope(scope, values.product_id, trx);
    await trx
      .updateTable('inventory_records')
      .set({ ...values, tenant_id: product.tenant_id, updated_at: new Date() })
      .where('id', '=', record.id)
      .execute();
    return findOne(trx, record.id);
  });
}

/** To the recycle bin and back: all of `ids` or none (404 when one is not visible or not in the expected state). */
export async function setDeleted(scope: RequestScope, ids: number[], deleted: boolean) {
  return scope.db.transaction().execute(async (trx) => {
    const rows = await repo.recordsByIds(trx, ids, scope.whereTenant('inventory_records.tenant_id'));
    if (rows.filter((row) => (row.deleted_at === null) === deleted).length !== ids.length) throw notFound('inventory_not_found');
    await repo.setDeleted(trx, ids, deleted ? new Date() : null);
    return { ids };
  });
}
