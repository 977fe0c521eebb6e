import type { Order, OrderListQuery, OrderStatusAnswer, PayBody, PriceList } from '../../shared/contract/api/payments';
import { API_BASE, api, type RequestOptions } from './client';

export type { Order, OrderListQuery, OrderStatusAnswer, PayBody, PriceList };
export { SIM_PLAN_TYPES, ORDER_STATUSES, PAY_LIMITS, type OrderStatus, type SimPlanType } from '../../shared/contract/api/payments';

/** GET /wxpay/prices: plans, prices (fen), the provider and the company's notification credit. */
export function fetchPrices(options?: RequestOptions) {
  return api.get<PriceList>('/wxpay/prices', options);
}

/** POST /wxpay/pay: the order, not paid, with the code_url to show as a QR code. */
export function payOrder(body: PayBody) {
  return api.post<Order>('/wxpay/pay', body);
}

export function orderStatus(id: number, options?: RequestOptions) {
  return api.get<OrderStatusAnswer>(`/wxpay/orderStatus/${id}`, options);
}

export function orderInfo(id: number, options?: RequestOptions) {
  return api.get<Order>(`/orderinfo/${id}`, options);
}

export function closeOrder(id: number) {
  return api.post<Order>('/wxpay/closeOrder', { id });
}

/** The sandbox pay page's confirmation (the payer's side of a sandbox trade). */
export function confirmSandboxPayment(orderNo: string) {
  return api.post<Order>('/wxpay/sandbox/confirm', { order_no: orderNo });
}

const listQuery = (query: OrderListQuery) => ({ ...query }) as Record<string, string | number | undefined>;

export function myOrders(query: OrderListQuery, options?: RequestOptions) {
  return api.get<{ rows: Order[]; total: number }>('/orders/mine', { ...options, query: listQuery(query) });
}

export function managedOrders(query: OrderListQuery, options?: RequestOptions) {
  return api.get<{ rows: Order[]; total: number }>('/orders/manage', { ...options, query: listQuery(query) });
}

export function refundOrder(id: number, note: string) {
  return api.post<Order>('/orders/refund', { id, note });
}

/** The .xlsx invoice, downloaded by the browser with the session cookie. */
export const invoiceUrl = (id: number) => `${API_BASE}/orders/invoice/${id}`;

/** Fen as yuan with two decimals. */
export const yuan = (fen: number) => (fen / 100).toFixed(2);
