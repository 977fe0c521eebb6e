import { PAYMENT_ENDPOINTS, type Order, type OrderListQuery, type OrderStatusAnswer, type PayBody, type PriceList } from '../../shared/contract/api/payments';
import { addressOf, call, type CallOptions } from './call';

export type { Order, OrderListQuery, OrderStatusAnswer, PayBody, PriceList };
export { SIM_PLAN_TYPES, ORDER_STATUSES, PAY_LIMITS, type OrderStatus, type SimPlanType } from '../../shared/contract/api/payments';

/** GET /wxpay/prices: plans, prices (fen), the provider and the company's notification credit. */
export function fetchPrices(options?: CallOptions) {
  return call(PAYMENT_ENDPOINTS.prices, {}, options);
}

/** POST /wxpay/pay: the order, not paid, with the code_url to show as a QR code. */
export function payOrder(body: PayBody) {
  return call(PAYMENT_ENDPOINTS.pay, { body });
}

export function orderStatus(id: number, options?: CallOptions) {
  return call(PAYMENT_ENDPOINTS.status, { params: { id } }, options);
}

export function orderInfo(id: number, options?: CallOptions) {
  return call(PAYMENT_ENDPOINTS.info, { params: { id } }, options);
}

export function closeOrder(id: number) {
  return call(PAYMENT_ENDPOINTS.close, { body: { id } });
}

/** The sandbox pay page's confirmation (the payer's side of a sandbox trade). */
export function confirmSandboxPayment(orderNo: string) {
  return call(PAYMENT_ENDPOINTS.sandboxConfirm, { body: { order_no: orderNo } });
}

export function myOrders(query: OrderListQuery, options?: CallOptions) {
  return call(PAYMENT_ENDPOINTS.mine, { query }, options);
}

export function managedOrders(query: OrderListQuery, options?: CallOptions) {
  return call(PAYMENT_ENDPOINTS.manage, { query }, options);
}

export function refundOrder(id: number, note: string) {
  return call(PAYMENT_ENDPOINTS.refund, { body: { id, note } });
}

/** The .xlsx invoice, downloaded by the browser with the session cookie. */
export const invoiceUrl = (id: number) => addressOf(PAYMENT_ENDPOINTS.invoice, { params: { id } });

/** Fen as yuan with two decimals. */
export const yuan = (fen: number) => (fen / 100).toFixed(2);
