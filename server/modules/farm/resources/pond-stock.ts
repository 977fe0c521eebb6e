import { sql } from 'kysely';
import { conflict } from '../../../http/app-error';
import type { ResourceHooks } from '../registry/engine';
import { untyped, type Db, type Row } from '../registry/repository';

/**
 * The pond's stock is the breeding map's `ponds.stock_count` (one source): a seeding adds its
 * count (and names the species and stocking date), a sale takes its count, refused when the pond
 * holds fewer. Both run in the record's transaction, undoing the previous version first.
 */
async function changeStock(trx: Db, pondId: number, delta: number) {
  const db = untyped(trx);
  const moved = await db
    .updateTable('ponds')
    .set({ stock_count: sql`coalesce(stock_count, 0) + ${delta}`, updated_at: new Date() })
    .where('id', '=', pondId)
    .where(sql<boolean>`coalesce(stock_count, 0) + ${delta} >= 0`)
    .returning('id')
    .executeTakeFirst();
  if (!moved) {
    const pond = (await db.selectFrom('ponds').select(['name', 'stock_count']).where('id', '=', pondId).executeTakeFirstOrThrow()) as { name: string; stock_count: number | null };
    throw conflict('farm_pond_short', { pond: pond.name, stock: pond.stock_count ?? 0 });
  }
}

/** A seeding that is undone takes back what is left of its count, never below zero (fish may have been sold). */
async function unseed(trx: Db, pondId: number, count: number) {
  await untyped(trx)
    .updateTable('ponds')
    .set({ stock_count: sql`greatest(coalesce(stock_count, 0) - ${count}, 0)`, updated_at: new Date() })
    .where('id', '=', pondId)
    .execute();
}

export const seedingHooks: ResourceHooks = {
  async afterWrite({ trx }, prev: Row | null, next: Row | null) {
    if (prev) await unseed(trx, prev.pond_id as number, prev.count as number);
    if (next) {
      await changeStock(trx, next.pond_id as number, next.count as number);
      await untyped(trx)
        .updateTable('ponds')
        .set({ species: next.species, stocked_at: String(next.at).slice(0, 10) })
        .where('id', '=', next.pond_id as number)
        .execute();
    }
  },
};

/**
 * A sale left without a traceability batch links to its company's live record of the same batch
 * number, so a clerk without the traceability code still sells into the batch's record.
 */
async function linkTrace(trx: Db, sale: Row) {
  if (sale.trace_id !== null && sale.trace_id !== undefined) return;
  const db = untyped(trx);
  const record = (await db.selectFrom('trace_records').select('id').where('tenant_id', '=', sale.tenant_id).where('batch_no', '=', sale.batch).where('deleted_at', 'is', null).executeTakeFirst()) as { id: number } | undefined;
  if (record) await db.updateTable('farm_sales').set({ trace_id: record.id }).where('id', '=', sale.id).execute();
}

export const saleHooks: ResourceHooks = {
  async afterWrite({ trx }, prev: Row | null, next: Row | null) {
    if (prev) await changeStock(trx, prev.pond_id as number, prev.count as number);
    if (next) {
      await changeStock(trx, next.pond_id as number, -(next.count as number));
      await linkTrace(trx, next);
    }
  },
};
