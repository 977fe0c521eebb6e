import { randomInt } from 'node:crypto';
import type { RequestScope } from '../../auth/request-scope';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import { translate } from '../../i18n/messages';
import { escapeLike } from '../../db/escape-like';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract/paging';
import type { Order, OrderItem, OrderListQuery, PayBody, PriceList } from '../../../shared/contract/api/payments';
import { SIM_PLANS, type PaymentsConfig } from './config';
import type { PayProvider } from './providers/types';
import { applyTrade } from './fulfil';
import * as repo from './repository';
import './messages';

export interface PaymentsContext {
  provider: PayProvider;
  config: PaymentsConfig;
}

/** Staff who see every order in scope (order management). */
export const ORDER_STAFF_CODE = '10003';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** P + local time to the second + six random digits: unique, sortable, inside the provider's 32 characters. */
function orderNumber(now = new Date()) {
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `P${stamp}${pad(randomInt(0, 1_000_000), 6)}`;
}

export async function prices(scope: RequestScope, ctx: PaymentsContext): Promise<PriceList> {
  const tenantId = scope.user.tenantId;
  return {
    provider: ctx.provider.name,
    plans: SIM_PLANS.map((plan) => ({ plan, price: ctx.config.prices[plan] })),
    plan_months: ctx.config.planMonths,
    credit_price: ctx.config.prices.credit,
    order_minutes: ctx.config.orderMinutes,
    credit_balance: tenantId === null ? null : await repo.creditOf(scope.db, tenantId),
  };
}

/** What the body buys, for which company, at the configured prices. */
async function itemsOf(scope: RequestScope, ctx: PaymentsContext, body: PayBody): Promise<{ tenantId: number; items: OrderItem[] }> {
  if (body.kind === 'sim') {
    await scope.assertDeviceVisible(body.device_id);
    const device = await scope.db.selectFrom('devices').select(['tenant_id', 'iccid', 'sim_number']).where('device_id', '=', body.device_id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!device) throw notFound('pay_order_not_found');
    if (!device.iccid && !device.sim_number) throw badRequest('pay_no_sim');
    const quantity = body.quantity ?? 1;
    const unit = ctx.config.prices[body.plan];
    const name = translate(scope.lang, 'pay_item_sim', { device: body.device_id, plan: body.plan });
    return { tenantId: device.tenant_id, items: [{ name, plan: body.plan, device_id: body.device_id, quantity, unit_price: unit, amount: unit * quantity }] };
  }
  const tenantId = body.tenant_id ?? scope.user.tenantId;
  if (tenantId === null || tenantId === undefined) throw badRequest('pay_tenant_required');
  await scope.assertCompanyVisible(tenantId);
  const unit = ctx.config.prices.credit;
  return { tenantId, items: [{ name: translate(scope.lang, 'pay_item_credit'), quantity: body.quantity, unit_price: unit, amount: unit * body.quantity }] };
}

const findOrder = async (scope: RequestScope, id: number) => repo.toOrder(await repo.selectOrders(scope.db).where('pay_orders.id', '=', id).executeTakeFirstOrThrow());

/**
 * POST /wxpay/pay: records the order (not paid), then asks the provider for its code_url. A
 * provider failure closes the order and answers 503 with the provider's code.
 */
export async function pay(scope: RequestScope, ctx: PaymentsContext, body: PayBody, origin: string): Promise<Order> {
  const { tenantId, items } = await itemsOf(scope, ctx, body);
  const amount = items.reduce((sum, item) => sum + item.amount, 0);
  const expiresAt = new Date(Date.now() + ctx.config.orderMinutes * 60_000);
  const orderNo = orderNumber();
  const { id } = await scope.db
    .insertInto('pay_orders')
    .values({ tenant_id: tenantId, user_id: scope.user.id, order_no: orderNo, kind: body.kind, items: JSON.stringify(items), amount, provider: ctx.provider.name, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    const { code_url } = await ctx.provider.createNative({ orderNo, description: items.map((i) => i.name).join('; ').slice(0, 127), amount, expiresAt, notifyUrl: `${origin}/api/wxpay/notify`, origin });
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
  if (!scope.holds(ORDER_STAFF_CODE)) query = query.where('pay_orders.user_id', '=', scope.user.id);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('pay_order_not_found');
  return repo.toOrder(row);
}

/**
 * GET /wxpay/orderStatus/{id}: an unpaid order is checked with the provider (a lost notification
 * is caught up through the same apply-once path), and closed once past its expiry.
 */
export async function status(scope: RequestScope, ctx: PaymentsContext, id: number): Promise<Order> {
  const order = await orderForScope(scope, id);
  if (order.status !== 'notpay') return order;
  try {
    const trade = await ctx.provider.query(order.order_no);
    if (trade.trade_state === 'SUCCESS' && trade.transaction_id) {
      await applyTrade(scope.db, { orderNo: order.order_no, transactionId: trade.transaction_id, tradeState: 'SUCCESS', amount: trade.amount }, ctx.config.planMonths, scope.log);
      return orderForScope(scope, id);
    }
  } catch (error) {
    // The provider is unreachable: the order stays as stored; the next poll asks again.
    scope.log.warn({ err: error, orderNo: order.order_no }, 'order query failed');
  }
  if (new Date(order.expires_at).getTime() <= Date.now()) return closeOrder(scope, ctx, id, true);
  return order;
}

/** POST /wxpay/closeOrder: closes an unpaid order with the provider and here. */
export async function closeOrder(scope: RequestScope, ctx: PaymentsContext, id: number, quietly = false): Promise<Order> {
  const order = await orderForScope(scope, id);
  if (order.status !== 'notpay') {
    if (quietly) return order;
    throw conflict('pay_not_closable');
  }
  try {
    await ctx.provider.close(order.order_no);
  } catch (error) {
    scope.log.warn({ err: error, orderNo: order.order_no }, 'provider close failed; closed here anyway');
  }
  if (!(await repo.moveStatus(scope.db, id, 'notpay', 'closed')) && !quietly) throw conflict('pay_not_closable');
  return findOrder(scope, id);
}

/** POST /orders/refund: staff record a refund made outside the console (a paid order becomes refunded). */
export async function refund(scope: RequestScope, id: number, note: string): Promise<Order> {
  const order = await orderForScope(scope, id);
  if (order.status !== 'paid' || !(await repo.moveStatus(scope.db, id, 'paid', 'refunded', note.trim()))) throw conflict('pay_not_refundable');
  return findOrder(scope, id);
}

/** The caller's own orders (`mine`), or every order of its companies for order staff. */
export async function list(scope: RequestScope, query: OrderListQuery, mine: boolean) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  let base = repo.selectOrders(scope.db).where(scope.whereTenant('pay_orders.tenant_id'));
  if (mine) base = base.where('pay_orders.user_id', '=', scope.user.id);
  if (query.status) base = base.where('pay_orders.status', '=', query.status);
  if (query.kind) base = base.where('pay_orders.kind', '=', query.kind);
  if (query.tenant_id) base = base.where('pay_orders.tenant_id', '=', query.tenant_id);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    base = base.where((eb) => eb.or([eb('pay_orders.order_no', 'ilike', like), eb('pay_orders.transaction_id', 'ilike', like), eb(eb.cast('pay_orders.items', 'text'), 'ilike', like)]));
  }
  const [rows, total] = await Promise.all([
    base.orderBy('pay_orders.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(repo.toOrder), total: Number(total.n) };
}
