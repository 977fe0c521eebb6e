import type { RequestScope } from '../../auth/request-scope';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import { translate } from '../../i18n/messages';
import { escapeLike } from '../../db/escape-like';
import { pageOf } from '../../core/paging';
import { stampedNumber } from '../../core/stamped-number';
import { zoneOfCompany } from '../../core/zones';
import type { Order, OrderItem, OrderListQuery, PayBody, PriceList } from '../../../shared/contract/api/payments';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { SIM_PLANS } from './config';
import { ProviderError, type PayProvider } from './providers/types';
import { applyTrade, type PaidTrade } from './fulfil';
import * as repo from './repository';
import './messages';


/** The provider PAY_PROVIDER chose; without one every payment call is 503 "not configured" (docs/decisions.md). */
export function configuredProvider(scope: RequestScope): PayProvider {
  const { provider } = scope.app.payments;
  if (!provider) throw new AppError(503, 'pay_not_configured');
  return provider;
}

export async function prices(scope: RequestScope): Promise<PriceList> {
  const { provider, config } = scope.app.payments;
  const tenantId = scope.ownCompany;
  return {
    // 'none' lets the recharge centre say payments are not configured instead of offering them.
    provider: provider?.name ?? 'none',
    plans: SIM_PLANS.map((plan) => ({ plan, price: config.prices[plan] })),
    plan_months: config.planMonths,
    credit_price: config.prices.credit,
    order_minutes: config.orderMinutes,
    credit_balance: tenantId === null ? null : await repo.creditOf(scope.db, tenantId),
  };
}

/** What the body buys, for which company, at the configured prices. */
async function itemsOf(scope: RequestScope, body: PayBody): Promise<{ tenantId: number; items: OrderItem[] }> {
  if (body.kind === 'sim') {
    await scope.assertDeviceVisible(body.device_id);
    const device = await scope.db.selectFrom('devices').select(['tenant_id', 'iccid', 'sim_number']).where('device_id', '=', body.device_id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!device) throw notFound('pay_order_not_found');
    if (!device.iccid && !device.sim_number) throw badRequest('pay_no_sim');
    const quantity = body.quantity ?? 1;
    const unit = scope.app.payments.config.prices[body.plan];
    const name = translate(scope.lang, 'pay_item_sim', { device: body.device_id, plan: body.plan });
    return { tenantId: device.tenant_id, items: [{ name, plan: body.plan, device_id: body.device_id, quantity, unit_price: unit, amount: unit * quantity }] };
  }
  const tenantId = await scope.companyForNew(body.tenant_id);
  const unit = scope.app.payments.config.prices.credit;
  return { tenantId, items: [{ name: translate(scope.lang, 'pay_item_credit'), quantity: body.quantity, unit_price: unit, amount: unit * body.quantity }] };
}

const findOrder = async (scope: RequestScope, id: number) => repo.toOrder(await repo.selectOrders(scope.db).where('pay_orders.id', '=', id).executeTakeFirstOrThrow());

/**
 * POST /wxpay/pay: records the order (not paid), then asks the provider for its code_url. A
 * provider failure closes the order and answers 503 with the provider's code.
 */
export async function pay(scope: RequestScope, body: PayBody, origin: string): Promise<Order> {
  const provider = configuredProvider(scope);
  const { config } = scope.app.payments;
  const { tenantId, items } = await itemsOf(scope, body);
  const amount = items.reduce((sum, item) => sum + item.amount, 0);
  const expiresAt = new Date(Date.now() + config.orderMinutes * 60_000);
  // P + the company's date-time + six digits: 21 characters, inside the provider's 32.
  const orderNo = stampedNumber('P', await zoneOfCompany(scope.db, tenantId));
  const { id } = await scope.db
    .insertInto('pay_orders')
    .values({ tenant_id: tenantId, user_id: scope.user.id, order_no: orderNo, kind: body.kind, items: JSON.stringify(items), amount, provider: provider.name, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    const { code_url } = await provider.createNative({ orderNo, description: items.map((i) => i.name).join('; ').slice(0, 127), amount, expiresAt, notifyUrl: `${origin}/api/wxpay/notify`, origin });
    await scope.db.updateTable('pay_orders').set({ code_url }).where('id', '=', id).execute();
  } catch (error) {
    scope.log.error({ err: error, orderNo }, 'payment provider refused the order');
    await repo.moveStatus(scope.db, id, 'notpay', 'closed');
    throw new AppError(503, 'pay_provider_failed', { code: (error as { code?: string }).code ?? 'NETWORK' });
  }
  return findOrder(scope, id);
}

/**
 * An order the caller may see: its own, or any in its companies for order staff (10003). 404
 * otherwise, so another company's order does not show it exists.
 */
export async function orderForScope(scope: RequestScope, id: number): Promise<Order> {
  let query = repo.selectOrders(scope.db).where('pay_orders.id', '=', id).where(scope.whereTenant('pay_orders.tenant_id'));
  if (!scope.holds(ROUTE_ACCESS.ordersManage)) query = query.where('pay_orders.user_id', '=', scope.user.id);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('pay_order_not_found');
  return repo.toOrder(row);
}

/** GET /orders/invoice/{id}: only a paid order has an invoice; an unpaid, closed or refunded one is 409 (issue 42). */
export async function invoicedOrder(scope: RequestScope, id: number): Promise<Order> {
  const order = await orderForScope(scope, id);
  if (order.status !== 'paid') throw conflict('pay_no_invoice');
  return order;
}

/** What the provider says of a trade: paid (the trade to apply), closable, or unknown (it could not be asked). */
type ProviderWord = { paid: PaidTrade } | 'closable' | 'open' | { unknown: string };

async function askProvider(scope: RequestScope, provider: PayProvider, orderNo: string): Promise<ProviderWord> {
  try {
    const trade = await provider.query(orderNo);
    if (trade.trade_state === 'SUCCESS' && trade.transaction_id) return { paid: { orderNo, transactionId: trade.transaction_id, tradeState: 'SUCCESS', amount: trade.amount } };
    return trade.trade_state === 'CLOSED' ? 'closable' : 'open';
  } catch (error) {
    // The provider never had the order (its creation failed): nothing there can be paid.
    if (error instanceof ProviderError && error.code === 'ORDER_NOT_EXIST') return 'closable';
    scope.log.warn({ err: error, orderNo }, 'order query failed');
    return { unknown: (error as { code?: string }).code ?? 'NETWORK' };
  }
}

/** Applies a trade the provider reported paid; false (logged) when fulfilment failed and nothing was kept. */
async function applySafely(scope: RequestScope, trade: PaidTrade): Promise<boolean> {
  try {
    await applyTrade(scope, trade);
    return true;
  } catch (error) {
    scope.log.error({ err: error, orderNo: trade.orderNo }, 'paid order could not be fulfilled; it stays unpaid until the next try');
    return false;
  }
}

/**
 * GET /wxpay/orderStatus/{id}: an unpaid order is checked with the provider (a lost notification
 * is caught up through the same apply-once path), and closed once past its expiry.
 */
export async function status(scope: RequestScope, id: number): Promise<Order> {
  const order = await orderForScope(scope, id);
  const { provider } = scope.app.payments;
  // Without a provider nobody can be asked: the order stands as stored.
  if (order.status !== 'notpay' || !provider) return order;
  const word = await askProvider(scope, provider, order.order_no);
  if (typeof word === 'object' && 'paid' in word) {
    // A fulfilment that fails (the card platform refused) leaves the order unpaid; the next poll tries again.
    if (await applySafely(scope, word.paid)) return orderForScope(scope, id);
    return order;
  }
  // An unreachable provider leaves the order as stored; the next poll asks again.
  if (new Date(order.expires_at).getTime() <= Date.now()) return closeOrder(scope, id, true);
  return order;
}

/**
 * POST /wxpay/closeOrder: closes an unpaid order with the provider, then here. The provider is
 * asked first and has the last word: an order it reports paid (the payer paid while the customer
 * cancelled, the notification still on its way) is applied as the notification would apply it,
 * once, and the caller hears 409 that it was paid. Nothing is closed here without the provider's
 * answer: unreachable, it is 503 and the order stays open. `quietly` (an expired order found by
 * the status poll) answers the order as it stands instead of failing.
 */
export async function closeOrder(scope: RequestScope, id: number, quietly = false): Promise<Order> {
  const provider = configuredProvider(scope);
  const order = await orderForScope(scope, id);
  if (order.status !== 'notpay') {
    if (quietly) return order;
    throw conflict('pay_not_closable');
  }
  let word = await askProvider(scope, provider, order.order_no);
  if (word === 'open') {
    try {
      await provider.close(order.order_no);
      word = 'closable';
    } catch (error) {
      // The payer may have paid between the query and the close (the provider then refuses): ask again.
      scope.log.warn({ err: error, orderNo: order.order_no }, 'provider close failed');
      const again = await askProvider(scope, provider, order.order_no);
      word = again === 'closable' || (typeof again === 'object' && 'paid' in again) ? again : { unknown: (error as { code?: string }).code ?? 'NETWORK' };
    }
  }
  if (typeof word === 'object' && 'paid' in word) {
    const applied = await applySafely(scope, word.paid);
    if (quietly) return applied ? orderForScope(scope, id) : order;
    // Paid at the provider either way: it is not closed; unapplied, the status poll or the notification applies it later.
    throw conflict('pay_paid_meanwhile');
  }
  if (word !== 'closable') {
    if (quietly) return order;
    throw new AppError(503, 'pay_provider_failed', { code: typeof word === 'object' ? word.unknown : 'NOTPAY' });
  }
  if (!(await repo.moveStatus(scope.db, id, 'notpay', 'closed')) && !quietly) throw conflict('pay_not_closable');
  return findOrder(scope, id);
}

/**
 * POST /orders/refund: staff record a refund made outside the console: a paid order, or a closed
 * one that was paid after closing (marked for staff), becomes refunded.
 */
export async function refund(scope: RequestScope, id: number, note: string): Promise<Order> {
  const order = await orderForScope(scope, id);
  const from = order.status === 'paid' ? 'paid' : order.status === 'closed' && order.attention === 'paid_after_close' ? 'closed' : null;
  if (!from || !(await repo.moveStatus(scope.db, id, from, 'refunded', note.trim()))) throw conflict('pay_not_refundable');
  return findOrder(scope, id);
}

/** The caller's own orders (`mine`), or every order of its companies for order staff. */
export async function list(scope: RequestScope, query: OrderListQuery, mine: boolean) {
  let base = repo.selectOrders(scope.db).where(scope.whereTenant('pay_orders.tenant_id')).where(scope.whereChosenCompany('pay_orders.tenant_id', query.tenant_id));
  if (mine) base = base.where('pay_orders.user_id', '=', scope.user.id);
  if (query.status) base = base.where('pay_orders.status', '=', query.status);
  if (query.kind) base = base.where('pay_orders.kind', '=', query.kind);
  if (query.attention) base = base.where('pay_orders.attention', '=', query.attention);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    base = base.where((eb) => eb.or([eb('pay_orders.order_no', 'ilike', like), eb('pay_orders.transaction_id', 'ilike', like), eb(eb.cast('pay_orders.items', 'text'), 'ilike', like)]));
  }
  const { rows, total } = await pageOf(base.orderBy('pay_orders.id', 'desc'), query);
  return { rows: rows.map(repo.toOrder), total };
}
