import type { Kysely } from 'kysely';
import type { RequestScope } from '../../auth/request-scope';
import type { DB } from '../../db/types';
import { badRequest, notFound } from '../../http/app-error';
import { PRICE_RANGE_MAX_DAYS, PRICE_IMPORT_MAX_ROWS, type PriceManageBody, type PriceProductBody } from '../../../shared/contract/api/prices';
import { pageOf } from '../../core/paging';
import { escapeLike } from '../../db/escape-like';
import { buildSeries } from './trend';
import * as repo from './repository';
import './messages';

type Body<T extends PriceManageBody['type']> = Extract<PriceManageBody, { type: T }>;
type Fields = Omit<Body<'add'>, 'type'>;

const DAY_MS = 86_400_000;
/** Year-on-year needs the quotes of the year before the range (and a few days' tolerance). */
const YOY_LOOKBACK_DAYS = 372;
const blankToNull = (value: string | null | undefined) => value?.trim() || null;
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const valuesOf = (tenantId: number, fields: Omit<Fields, 'tenant_id'>): repo.PriceValues => ({
  tenant_id: tenantId,
  product: fields.product.trim(),
  variety: blankToNull(fields.variety),
  market: fields.market.trim(),
  unit: fields.unit.trim(),
  price: fields.price,
  day: fields.date,
  source: blankToNull(fields.source),
});

export async function search(scope: RequestScope, body: Body<'search'>) {
  let base = repo
    .selectPrices(scope.db)
    .where(scope.whereTenant('prices.tenant_id'))
    .where(scope.whereChosenCompany('prices.tenant_id', body.tenant_id))
    .where('prices.deleted_at', body.deleted ? 'is not' : 'is', null);
  if (body.start) base = base.where('prices.day', '>=', body.start);
  if (body.end) base = base.where('prices.day', '<=', body.end);
  const keyword = body.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    base = base.where((eb) => eb.or([eb('prices.product', 'ilike', like), eb('prices.variety', 'ilike', like), eb('prices.market', 'ilike', like)]));
  }
  const order = body.deleted ? 'prices.deleted_at' : 'prices.day';
  return pageOf(base.orderBy(order, 'desc').orderBy('prices.id', 'desc'), body);
}

const findOne = (db: Kysely<DB>, id: number) => repo.selectPrices(db).where('prices.id', '=', id).executeTakeFirstOrThrow();

export async function add(scope: RequestScope, body: Fields) {
  return scope.db.transaction().execute(async (trx) => {
    const tenantId = await scope.companyForNew(body.tenant_id, { db: trx });
    const { id } = await trx.insertInto('prices').values(valuesOf(tenantId, body)).returning('id').executeTakeFirstOrThrow();
    return findOne(trx, id);
  });
}

/** Replaces a live row's fields (the form sends them all); its company stays. */
export async function update(scope: RequestScope, body: Body<'update'>) {
  return scope.db.transaction().execute(async (trx) => {
    const [row] = await repo.pricesByIds(trx, [body.id], scope.whereTenant('prices.tenant_id'));
    if (!row) throw notFound('prices_not_found');
    if (row.deleted_at) throw badRequest('prices_deleted');
    if (body.tenant_id !== undefined && body.tenant_id !== row.tenant_id) throw badRequest('prices_tenant_fixed');
    const { tenant_id: _tenant, ...values } = valuesOf(row.tenant_id, body);
    await trx.updateTable('prices').set({ ...values, updated_at: new Date() }).where('id', '=', row.id).execute();
    return findOne(trx, row.id);
  });
}

/** Moves rows to the recycle bin or back: all of `ids` or none (404 when one is not visible or not in the expected state). */
export async function setDeleted(scope: RequestScope, ids: number[], deleted: boolean) {
  return scope.db.transaction().execute(async (trx) => {
    const rows = await repo.pricesByIds(trx, ids, scope.whereTenant('prices.tenant_id'));
    if (rows.filter((row) => (row.deleted_at === null) === deleted).length !== ids.length) throw notFound('prices_not_found');
    await repo.setDeleted(trx, ids, deleted ? new Date() : null);
    return { ids };
  });
}

/**
 * POST /priceProduct: the live price rows of the companies the viewer sees (`user_id` lets the
 * platform admin look as that user) between `start` and `end`, and the trend per product and
 * market with sequential and year-on-year change.
 */
export async function priceProduct(scope: RequestScope, body: PriceProductBody) {
  if (body.start > body.end) throw badRequest('prices_range_order');
  if ((Date.parse(body.end) - Date.parse(body.start)) / DAY_MS > PRICE_RANGE_MAX_DAYS) throw badRequest('prices_range_long', { days: PRICE_RANGE_MAX_DAYS });
  const viewer = await scope.viewerFor(body.user_id);
  const filter = { product: body.product?.trim() || undefined, market: body.market?.trim() || undefined };
  const all = await repo.liveBetween(scope.db, viewer.whereTenant('prices.tenant_id'), shiftDay(body.start, -YOY_LOOKBACK_DAYS), body.end, filter).execute();
  const inRange = all.filter((row) => row.date >= body.start);
  return {
    rows: inRange.slice(0, PRICE_IMPORT_MAX_ROWS),
    series: buildSeries(all, body.start),
    truncated: inRange.length > PRICE_IMPORT_MAX_ROWS,
  };
}
