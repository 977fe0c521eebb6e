import type { RequestScope } from '../../auth/request-scope';
import * as repo from './repository';
import { renewSim } from './renew-sim';

export interface PaidTrade {
  orderNo: string;
  transactionId: string;
  tradeState: string;
  /** amount.total in fen as the provider reports it. */
  amount: number | undefined;
}

export type ApplyOutcome = 'applied' | 'duplicate' | 'unknown_order' | 'not_success' | 'amount_mismatch' | 'paid_after_close';

/**
 * Applies a successful trade to its order, once: the order becomes paid and what it bought is
 * delivered (a SIM renewed through the card platform adapter, or the company's credit raised) in
 * the same transaction, so a crash leaves either both or neither. A second notification, a replay,
 * or a query answer for an order already paid changes nothing. An amount that differs from the
 * order's is never applied. A success for an order closed here is not dropped: it is logged and the
 * order marked for staff (docs/decisions.md). The platform work is the system's (notifications
 * carry no session), so `scope` is any scope with the payments decoration: it only lends db, log
 * and app.payments.
 */
export async function applyTrade(scope: RequestScope, trade: PaidTrade, notificationId?: string): Promise<ApplyOutcome> {
  const { config, dataFlow } = scope.app.payments;
  return scope.db.transaction().execute(async (trx) => {
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
      if (order.status === 'closed') return (await repo.markPaidAfterClose(trx, order.id, trade.transactionId)) ? 'paid_after_close' : 'duplicate';
      if (!(await repo.markPaid(trx, order.id, trade.transactionId))) return 'duplicate';
      const items = typeof order.items === 'string' ? JSON.parse(order.items) : order.items;
      for (const item of items as { device_id?: string; plan?: string; quantity: number }[]) {
        if (order.kind === 'sim' && item.device_id && item.plan) {
          await renewSim(trx, dataFlow, { deviceId: item.device_id, plan: item.plan, months: item.quantity * config.planMonths, orderNo: order.order_no }, scope.log);
        }
        if (order.kind === 'credit') await repo.addCredit(trx, order.tenant_id, item.quantity);
      }
      return 'applied';
    })();
    if (notificationId && outcome === 'applied') await trx.updateTable('pay_notifications').set({ applied: true }).where('id', '=', notificationId).execute();
    if (outcome === 'amount_mismatch') scope.log.warn({ orderNo: trade.orderNo, reported: trade.amount, expected: order?.amount }, 'payment amount does not match the order; not applied');
    if (outcome === 'paid_after_close') {
      scope.log.error({ orderNo: trade.orderNo, transactionId: trade.transactionId, amount: trade.amount }, 'payment succeeded for an order closed here; not fulfilled, marked for order staff');
    }
    return outcome;
  });
}
