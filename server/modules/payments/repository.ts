import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { Order } from '../../../shared/contract/api/payments';
import '../../db/core-tables';
import './tables';

export type Db = Kysely<DB> | Transaction<DB>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Orders with their company's and buyer's names, as every answer shows them. */
export function selectOrders(db: Db) {
  return db
    .selectFrom('pay_orders')
    .leftJoin('companies', 'companies.id', 'pay_orders.tenant_id')
    .leftJoin('users', 'users.id', 'pay_orders.user_id')
    .selectAll('pay_orders')
    .select(['companies.name as tenant_name', 'users.user_name as user_name']);
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectOrders>['executeTakeFirstOrThrow']>>;

/** A row as it crosses the wire: times as ISO text, items parsed. */
export function toOrder(row: Selected): Order {
  return {
    id: row.id,
    order_no: row.order_no,
    tenant_id: row.tenant_id,
    tenant_name: row.tenant_name,
    user_id: row.user_id,
    user_name: row.user_name,
    kind: row.kind,
    items: typeof row.items === 'string' ? JSON.parse(row.items) : row.items,
    amount: row.amount,
    status: row.status,
    provider: row.provider,
    code_url: row.code_url,
    transaction_id: row.transaction_id,
    expires_at: iso(row.expires_at)!,
    paid_at: iso(row.paid_at),
    closed_at: iso(row.closed_at),
    refunded_at: iso(row.refunded_at),
    refund_note: row.refund_note,
    attention: row.attention,
    attention_at: iso(row.attention_at),
    created_at: iso(row.created_at)!,
  };
}

/**
 * Marks an unpaid order paid with the provider's transaction id. Conditional, so of two
 * notifications racing for one order only one changes it; answers whether this call did.
 */
export async function markPaid(db: Db, id: number, transactionId: string): Promise<boolean> {
  const row = await db
    .updateTable('pay_orders')
    .set({ status: 'paid', transaction_id: transactionId, paid_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'notpay')
    .where('transaction_id', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A success for an order closed here: the order keeps its status and takes the provider's
 * transaction and the mark staff look for. Answers whether this call marked it (a retry does not).
 */
export async function markPaidAfterClose(db: Db, id: number, transactionId: string): Promise<boolean> {
  const now = new Date();
  const row = await db
    .updateTable('pay_orders')
    .set({ attention: 'paid_after_close', attention_at: now, transaction_id: transactionId, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'closed')
    .where('attention', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Moves an order from `from` to `to`; answers whether it was in `from`. */
export async function moveStatus(db: Db, id: number, from: 'notpay' | 'paid' | 'closed', to: 'closed' | 'refunded', note?: string) {
  const now = new Date();
  const set = to === 'closed' ? { status: to, closed_at: now, updated_at: now } : { status: to, refunded_at: now, refund_note: note ?? null, updated_at: now };
  const row = await db.updateTable('pay_orders').set(set).where('id', '=', id).where('status', '=', from).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Records a verified notification; false when this notification id was seen before (a replay). */
export async function recordNotification(db: Db, values: { id: string; order_no: string; transaction_id: string | null; trade_state: string; amount: number | null; applied: boolean }) {
  const row = await db.insertInto('pay_notifications').values(values).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
  return row !== undefined;
}

export async function addCredit(db: Db, tenantId: number, units: number) {
  await db
    .insertInto('notification_credit')
    .values({ tenant_id: tenantId, balance: units })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ balance: sql`notification_credit.balance + excluded.balance`, updated_at: new Date() }))
    .execute();
}

export async function creditOf(db: Db, tenantId: number): Promise<number> {
  const row = await db.selectFrom('notification_credit').select('balance').where('tenant_id', '=', tenantId).executeTakeFirst();
  return row?.balance ?? 0;
}

/**
 * Takes one unit of a company's notification credit; false at zero (the caller falls back to the
 * message center). Conditional, so concurrent actions never take the balance below zero.
 */
export async function drawCredit(db: Db, tenantId: number): Promise<boolean> {
  const row = await db
    .updateTable('notification_credit')
    .set({ balance: sql`balance - 1`, updated_at: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('balance', '>', 0)
    .returning('balance')
    .executeTakeFirst();
  return row !== undefined;
}
