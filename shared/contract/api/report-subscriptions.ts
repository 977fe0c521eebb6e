import { Type, type Static } from 'typebox';
import { ROUTE_ACCESS } from '../access-catalogue';
import { endpoint } from '../endpoint';
import { EMAIL_MAX, EMAIL_PATTERN } from '../field-rules';
import { Id, Nullable, OneOf } from '../schema-bounds';

/**
 * Reports that arrive by e-mail (issue 36 item 4): a device's or a site's periodic report, the AQI
 * report, the good and polluted days, each period's workbook mailed at local midnight (or 07:00) of
 * the report's company.
 */
export const SUBSCRIPTION_KINDS = ['device', 'site', 'aqi', 'pollution'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];
export const SUBSCRIPTION_PERIODS = ['day', 'week', 'month'] as const;
export type SubscriptionPeriod = (typeof SUBSCRIPTION_PERIODS)[number];
/** midnight: at local 00:00 when the period ends; morning: at 07:00 local that day. */
export const DELIVERY_TIMES = ['midnight', 'morning'] as const;
export type DeliveryTime = (typeof DELIVERY_TIMES)[number];
/** The most subscriptions one user keeps (each is a workbook built every period). */
export const SUBSCRIPTIONS_PER_USER = 50;

const Email = Type.String({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN, 'x-message': 'subscriptions_email_invalid' });
const DeviceId = Type.String({ minLength: 1, maxLength: 64 });

/** POST /reportSubscriptions: device_id for device, aqi and pollution; site_id for site. The e-mail defaults to the user's own. */
export const SubscriptionCreateSchema = Type.Object({
  kind: OneOf(SUBSCRIPTION_KINDS),
  period: OneOf(SUBSCRIPTION_PERIODS),
  deliver_at: OneOf(DELIVERY_TIMES),
  device_id: Type.Optional(DeviceId),
  site_id: Type.Optional(Id()),
  email: Type.Optional(Email),
});
export type SubscriptionCreate = Static<typeof SubscriptionCreateSchema>;

/** PUT /reportSubscriptions/:id: what may change; the report itself stays (subscribe again for another). */
export const SubscriptionUpdateSchema = Type.Object({
  period: Type.Optional(OneOf(SUBSCRIPTION_PERIODS)),
  deliver_at: Type.Optional(OneOf(DELIVERY_TIMES)),
  email: Type.Optional(Email),
});
export type SubscriptionUpdate = Static<typeof SubscriptionUpdateSchema>;

export const SubscriptionIdSchema = Type.Object({ id: Id() });

export const SubscriptionSchema = Type.Object({
  id: Type.Integer(),
  kind: OneOf(SUBSCRIPTION_KINDS),
  period: OneOf(SUBSCRIPTION_PERIODS),
  deliver_at: OneOf(DELIVERY_TIMES),
  device_id: Nullable(Type.String()),
  site_id: Nullable(Type.Integer()),
  /** The device's or site's name, as the list shows it. */
  target_name: Type.String(),
  email: Type.String(),
  lang: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  /** The last period mailed, if any. */
  last_sent_at: Nullable(Type.String({ format: 'date-time' })),
});
export type Subscription = Static<typeof SubscriptionSchema>;

/** Whoever may open a report may subscribe to it; the report's own codes are checked per kind. */
const access = { codes: [...new Set([...ROUTE_ACCESS.historyReport, ...ROUTE_ACCESS.airQuality])] };

/** The caller's own subscriptions: nobody sees or changes another user's. */
export const REPORT_SUBSCRIPTION_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: '/reportSubscriptions', data: Type.Array(SubscriptionSchema), access }),
  create: endpoint({ method: 'POST', path: '/reportSubscriptions', body: SubscriptionCreateSchema, data: SubscriptionSchema, access }),
  update: endpoint({ method: 'PUT', path: '/reportSubscriptions/:id', params: SubscriptionIdSchema, body: SubscriptionUpdateSchema, data: SubscriptionSchema, access }),
  remove: endpoint({ method: 'DELETE', path: '/reportSubscriptions/:id', params: SubscriptionIdSchema, data: Type.Null(), access }),
};
