import { orderInfo, orderStatus, payOrder, SIM_PLAN_TYPES, type Order, type OrderStatus, type PayBody, type SimPlanType } from '../../api/payments';

/** What `order` bought, as a new order's body: the same device, plan and periods, or the same credit for the same company. */
export function againBody(order: Order): PayBody {
  const [item] = order.items;
  const plan = SIM_PLAN_TYPES.find((p) => p === item?.plan) as SimPlanType | undefined;
  if (order.kind === 'sim' && item?.device_id && plan) return { kind: 'sim', device_id: item.device_id, plan, quantity: item.quantity };
  return { kind: 'credit', quantity: item?.quantity ?? 1, tenant_id: order.tenant_id };
}

/** The order to pay, or the state of one that can no longer be paid. */
export type Resumed = { order: Order } | { settled: OrderStatus };

/**
 * An unpaid order opened again (My Orders' Pay, issue 42): its own QR code while it is valid;
 * past its expiry a new order for the same items, after the status check has closed the old one
 * with the provider (or found it paid meanwhile), so it does not linger unpaid beside the new one.
 */
export async function resumeOrder(id: number, now = Date.now()): Promise<Resumed> {
  const order = await orderInfo(id);
  if (order.status !== 'notpay') return { settled: order.status };
  if (order.code_url && new Date(order.expires_at).getTime() > now) return { order };
  const checked = await orderStatus(id);
  if (checked.status === 'paid') return { settled: 'paid' };
  return { order: await payOrder(againBody(order)) };
}
