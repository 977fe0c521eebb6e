import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { PageQuery } from '../envelope';

/** A rule output or a `log` delivery, addressed to a user or to a company's people. */
export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Union([Type.Integer(), Type.Null()]),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  channel: Type.String({ description: 'rule (rule output / users to notify), email, sms, phone, wechat (log deliveries)' }),
  recipient: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  body: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  read_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Notification = Static<typeof NotificationSchema>;

export const NotificationQuerySchema = Type.Object({ ...PageQuery, unread: Type.Optional(Type.Boolean()) });
export const NotificationPageSchema = Type.Object({ rows: Type.Array(NotificationSchema), total: Type.Integer(), unread: Type.Integer() });
export const NotificationReadBodySchema = Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }) });

/** The message centre's notifications: a session, no access code. */
export const NOTIFICATION_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: '/notifications', query: NotificationQuerySchema, data: NotificationPageSchema, access: 'session' }),
  /** Marks the rows read (a company-wide row read by one person is read for the company). */
  read: endpoint({ method: 'POST', path: '/notifications/read', body: NotificationReadBodySchema, data: Type.Object({ updated: Type.Integer() }), access: 'session' }),
};
