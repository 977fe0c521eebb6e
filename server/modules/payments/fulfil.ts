import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import * as repo from './repository';

export interface PaidTrade {
  orderNo: string;
  transactionId: string;
  tradeState: string;
  /** amount.total in fen as the provider reports it. */
  amount: number | undefined;
}

export type ApplyOutcome = 'applied' | 'duplicate' | 'unknown_order' | 'not_success' | 'amount_mismatch';

/**
 * Applies a successful trade to its order, once: the order becomes paid and what it bought is
 * delivered (a SIM's expiry extended, or the company's credit raised) in the same transaction, so
 * a crash leaves either both or neither. A second notification, a replay, or a query answer for an
 * order already paid changes nothing. An amount that differs from the order's is never applied.
 * `planMonths` is how long one plan period lasts.
 */
export async function applyTrade(db: Kysely<DB>, trade: PaidTrade, planMonths: number, log: FastifyBaseLogger, notificationId?: string): Promise<ApplyOutcome> {
  return db.transaction().execute(async (trx) => {
    if (notificationId) {
      const fresh = await repo.recordNotification(trx, {
        id: notificationId, order_no: trade.orderNo, transaction_id: trade.transactionId, trade_state: trade.tradeState,
        amount: trade.amount ?? null, applied: false,
      });
      if (!fresh) return 'duplicate';
    }
    const order = await trx.selectFrom('pay_orders').selectAll().where('order_no', '=', trade.orderNo).forUpdate().executeTakeFirst();
    const outcome = await (async (): Promise<ApplyOutcome> => {
      if (!order) return 'unknown_order';
      if (trade.tradeState !== 'SUCCESS') return 'not_success';
      if (trade.amount !== order.amount) return 'amount_mismatch';
      if (!(await repo.markPaid(trx, order.id, trade.transactionId))) return 'duplicate';
      const items = typeof order.items === 'string' ? JSON.parse(order.items) : order.items;
      for (const item of items as { device_id?: string; plan?: string; quantity: number }[]) {
        if (order.kind === 'sim' && item.device_id && item.plan) await repo.extendSim(trx, item.device_id, item.plan, item.quantity * planMonths);
        if (order.kind === 'credit') await repo.addCredit(trx, order.tenant_id, item.quantity);
      }
      return 'applied';
    })();
    if (notificationId && outcome === 'applied') await trx.updateTable('pay_notifications').set({ applied: true }).where('id', '=', notificationId).execute();
    if (outcome === 'amount_mismatch') log.warn({ orderNo: trade.orderNo, reported: trade.amount, expected: order?.amount }, 'payment amount does not match the order; not applied');
    return outcome;
  });
}
