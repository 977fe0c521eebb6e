import { Type, type Static } from 'typebox';
import { Id, Nullable, OneOf } from '../schema-bounds';
import { PageQuery, Paged } from '../envelope';
import { endpoint, FILE_ANSWER } from '../endpoint';
import { XLSX_MEDIA_TYPE } from '../media-types';
import { DeviceCode } from './devices';

/** Spec section 9's SIM plan types. */
export const SIM_PLAN_TYPES = ['30M', '50M', '500M', '30G', '50G'] as const;
export type SimPlanType = (typeof SIM_PLAN_TYPES)[number];
/** not paid, paid, closed, refunded (the order states). */
export const ORDER_STATUSES = ['notpay', 'paid', 'closed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_KINDS = ['sim', 'credit'] as const;
/** Why an order needs staff: a payment arrived after it was closed (refund it, or deliver by hand). */
export const ORDER_ATTENTIONS = ['paid_after_close'] as const;

/** Bounds: SIM plan periods per order, credit units per order, a refund note, an order number. */
export const PAY_LIMITS = { periods: 5, creditUnits: 100_000, note: 200, orderNo: 32, keyword: 50 } as const;

/** POST /wxpay/pay: a device's SIM plan, or the company's notification credit. */
export const PayBodySchema = Type.Union([
  Type.Object(
    {
      kind: Type.Literal('sim'),
      device_id: DeviceCode,
      plan: OneOf(SIM_PLAN_TYPES),
      quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: PAY_LIMITS.periods, description: 'plan periods (each PAY_PLAN_MONTHS long), 1 when left out' })),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      kind: Type.Literal('credit'),
      quantity: Type.Integer({ minimum: 1, maximum: PAY_LIMITS.creditUnits, description: 'notification units (one SMS or call each)' }),
      tenant_id: Type.Optional(Id({ description: "the company whose credit it is: the caller's own; the platform admin must choose" })),
    },
    { additionalProperties: false },
  ),
]);
export type PayBody = Static<typeof PayBodySchema>;

export const OrderItemSchema = Type.Object({
  name: Type.String(),
  plan: Type.Optional(Type.String()),
  device_id: Type.Optional(Type.String()),
  quantity: Type.Integer(),
  unit_price: Type.Integer({ description: 'fen' }),
  amount: Type.Integer({ description: 'fen' }),
});
export type OrderItem = Static<typeof OrderItemSchema>;

export const OrderSchema = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  tenant_id: Type.Integer(),
  tenant_name: Nullable(Type.String()),
  user_id: Nullable(Type.Integer()),
  user_name: Nullable(Type.String()),
  kind: OneOf(ORDER_KINDS),
  items: Type.Array(OrderItemSchema),
  amount: Type.Integer({ description: 'fen' }),
  status: OneOf(ORDER_STATUSES),
  provider: Type.String(),
  code_url: Nullable(Type.String()),
  transaction_id: Nullable(Type.String()),
  expires_at: Type.String({ format: 'date-time' }),
  paid_at: Nullable(Type.String({ format: 'date-time' })),
  closed_at: Nullable(Type.String({ format: 'date-time' })),
  refunded_at: Nullable(Type.String({ format: 'date-time' })),
  refund_note: Nullable(Type.String()),
  attention: Nullable(OneOf(ORDER_ATTENTIONS, { description: 'set when order staff must act: paid_after_close, a payment that arrived for a closed order' })),
  attention_at: Nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
});
export type Order = Static<typeof OrderSchema>;

/** GET /wxpay/orderStatus/{id}: what the paying page polls. */
export const OrderStatusSchema = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  status: OneOf(ORDER_STATUSES),
  expires_at: Type.String({ format: 'date-time' }),
});
export type OrderStatusAnswer = Static<typeof OrderStatusSchema>;

export const OrderIdParamsSchema = Type.Object({ id: Id() });
export const CloseOrderBodySchema = Type.Object({ id: Id() }, { additionalProperties: false });
export const SandboxConfirmBodySchema = Type.Object({ order_no: Type.String({ minLength: 6, maxLength: PAY_LIMITS.orderNo, pattern: '^[A-Za-z0-9]+$' }) }, { additionalProperties: false });
export const RefundBodySchema = Type.Object(
  { id: Id(), note: Type.String({ minLength: 1, maxLength: PAY_LIMITS.note, pattern: '\\S' }) },
  { additionalProperties: false },
);

/** GET /orders/mine and GET /orders/manage. */
export const OrderListQuerySchema = Type.Object({
  ...PageQuery,
  status: Type.Optional(OneOf(ORDER_STATUSES)),
  kind: Type.Optional(OneOf(ORDER_KINDS)),
  keyword: Type.Optional(Type.String({ maxLength: PAY_LIMITS.keyword, description: 'part of the order number, transaction id or device' })),
  tenant_id: Type.Optional(Id()),
  attention: Type.Optional(OneOf(ORDER_ATTENTIONS, { description: 'only the orders marked for staff this way' })),
});
export type OrderListQuery = Static<typeof OrderListQuerySchema>;
export const OrderListSchema = Paged(OrderSchema);

/** GET /wxpay/prices: what can be bought and for how much (configuration). */
export const PriceListSchema = Type.Object({
  provider: Type.String(),
  plans: Type.Array(Type.Object({ plan: OneOf(SIM_PLAN_TYPES), price: Type.Integer({ description: 'fen per period' }) })),
  plan_months: Type.Integer(),
  credit_price: Type.Integer({ description: 'fen per unit' }),
  order_minutes: Type.Integer(),
  credit_balance: Nullable(Type.Integer({ description: "the caller's company's notification credit; null for the platform" })),
});
export type PriceList = Static<typeof PriceListSchema>;

/** The largest payment notification the provider sends (its body is kept as text: the signature covers its bytes). */
export const PAY_NOTIFY_MAX_BYTES = 64 * 1024;

/**
 * The recharge centre (any signed-in user: it is in every user menu), "my orders" (10004), order
 * management with refunds (10003), the sandbox's confirmation, and the provider's notification
 * (public: the provider has no session and is trusted only through its signature).
 */
export const PAYMENT_ENDPOINTS = {
  prices: endpoint({ method: 'GET', path: '/wxpay/prices', data: PriceListSchema, access: 'session' }),
  pay: endpoint({ method: 'POST', path: '/wxpay/pay', body: PayBodySchema, data: OrderSchema, access: 'session' }),
  status: endpoint({ method: 'GET', path: '/wxpay/orderStatus/:id', params: OrderIdParamsSchema, data: OrderStatusSchema, access: 'session' }),
  info: endpoint({ method: 'GET', path: '/orderinfo/:id', params: OrderIdParamsSchema, data: OrderSchema, access: 'session' }),
  close: endpoint({ method: 'POST', path: '/wxpay/closeOrder', body: CloseOrderBodySchema, data: OrderSchema, access: 'session' }),
  sandboxConfirm: endpoint({ method: 'POST', path: '/wxpay/sandbox/confirm', body: SandboxConfirmBodySchema, data: OrderSchema, access: 'session' }),
  mine: endpoint({ method: 'GET', path: '/orders/mine', query: OrderListQuerySchema, data: OrderListSchema, access: 'ordersMine' }),
  manage: endpoint({ method: 'GET', path: '/orders/manage', query: OrderListQuerySchema, data: OrderListSchema, access: 'ordersManage' }),
  refund: endpoint({ method: 'POST', path: '/orders/refund', body: RefundBodySchema, data: OrderSchema, access: 'ordersManage' }),
  /** A GET, so the browser downloads it like any file. */
  invoice: endpoint({ method: 'GET', path: '/orders/invoice/:id', params: OrderIdParamsSchema, data: FILE_ANSWER, produces: [XLSX_MEDIA_TYPE], access: 'session' }),
  /** The provider's notification: answered 204 when taken, else 400 with the provider's { code: 'FAIL', message }, never the envelope. */
  notify: endpoint({ method: 'POST', path: '/wxpay/notify', body: Type.String({ maxLength: PAY_NOTIFY_MAX_BYTES }), data: Type.Null(), access: 'public' }),
};
