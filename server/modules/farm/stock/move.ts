import { sql } from 'kysely';
import { badRequest, conflict } from '../../../http/app-error';
import { untyped, type Db } from '../registry/repository';
import '../messages';

export interface Movement {
  tenantId: number;
  itemId: number;
  /** The item kind the record may draw (a feeding draws fodder only); undefined for the ledger. */
  kind?: string;
  /** Positive adds to stock, negative draws from it. */
  delta: number;
  source: string;
  sourceId: number | null;
  pondId?: number | null;
  supplierId?: number | null;
  at: string;
  note?: string | null;
  /** The message key that names the item field when the item is unusable. */
  invalidItem: string;
}

/** Stock keeps three decimals, so a sum of drawn fractions never lands a hair below zero. */
const DECIMALS = 3;

/**
 * Moves stock and writes the ledger row, inside the caller's transaction. The draw is one
 * conditional UPDATE (`stock + delta >= 0`), so two concurrent draws can never both pass on
 * PostgreSQL (the second waits for the first's row lock and re-checks), and on PGlite's single
 * connection the transactions run one after the other. Refused with 409 naming what is left.
 */
export async function moveStock(trx: Db, m: Movement): Promise<{ stock: number; moveId: number }> {
  const db = untyped(trx);
  const next = sql<number>`round((stock + ${m.delta})::numeric, ${DECIMALS})::double precision`;
  let update = db
    .updateTable('farm_items')
    .set({ stock: next, updated_at: new Date() })
    .where('id', '=', m.itemId)
    .where('tenant_id', '=', m.tenantId)
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`round((stock + ${m.delta})::numeric, ${DECIMALS}) >= 0`);
  if (m.kind) update = update.where('kind', '=', m.kind);
  const moved = (await update.returning('stock').executeTakeFirst()) as { stock: number } | undefined;
  if (!moved) {
    let find = db.selectFrom('farm_items').select(['name', 'stock', 'unit']).where('id', '=', m.itemId).where('tenant_id', '=', m.tenantId).where('deleted_at', 'is', null);
    if (m.kind) find = find.where('kind', '=', m.kind);
    const item = (await find.executeTakeFirst()) as { name: string; stock: number; unit: string } | undefined;
    if (!item) throw badRequest(m.invalidItem);
    throw conflict('farm_stock_short', { item: item.name, stock: item.stock, unit: item.unit });
  }
  const { id } = (await db
    .insertInto('farm_stock_moves')
    .values({
      tenant_id: m.tenantId,
      item_id: m.itemId,
      direction: m.delta < 0 ? 'out' : 'in',
      quantity: Math.abs(m.delta),
      balance: moved.stock,
      source: m.source,
      source_id: m.sourceId,
      supplier_id: m.supplierId ?? null,
      pond_id: m.pondId ?? null,
      at: m.at,
      note: m.note ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()) as { id: number };
  return { stock: moved.stock, moveId: id };
}
