import { Type } from 'typebox';
import { ALARM_EVENT_STATES, ALARM_KINDS, DEVICE_STATUSES } from './live-states';
import { Nullable, OneOf } from './schema-bounds';
import { ChatMessageSchema } from './api/service-chat';

/** A client watches at most this many devices' telemetry at once. */
export const MAX_SUBSCRIBED_DEVICES = 1000;
/** Longest device id a room request may name. */
export const ROOM_DEVICE_ID_MAX = 64;

/**
 * The bodies of the socket events (names in ./socket-events.ts, which takes its types from here),
 * kept apart so the console imports the names without the schema library.
 */
export const TelemetryPushSchema = Type.Object({
  deviceId: Type.String(),
  ts: Type.Number({ description: 'epoch milliseconds of the reading' }),
  values: Type.Record(Type.String(), Type.Union([Type.Number(), Type.Boolean()]), { description: 'calibrated values by param_key' }),
  invalid: Type.Array(Type.String(), { description: 'param_keys outside their reasonable range startValue..endValue' }),
});

export const StatusPushSchema = Type.Object({
  deviceId: Type.String(),
  tenantId: Type.Integer(),
  status: OneOf(DEVICE_STATUSES),
  ts: Type.Number({ description: 'epoch milliseconds' }),
});

export const AlarmPushSchema = Type.Object({
  alarmId: Type.Integer(),
  deviceId: Type.String(),
  tenantId: Type.Integer(),
  paramKey: Nullable(Type.String()),
  kind: OneOf(ALARM_KINDS),
  state: OneOf(ALARM_EVENT_STATES),
  value: Nullable(Type.Number()),
  ts: Type.Number({ description: 'epoch milliseconds' }),
});

/** An incident opened, joined by another alarm, acknowledged or resolved (issue 36); the bell refetches its list. */
export const IncidentPushSchema = Type.Object({
  type: OneOf(['opened', 'updated', 'acknowledged', 'resolved'] as const),
  incidentId: Type.Integer(),
  tenantId: Type.Integer(),
  siteId: Nullable(Type.Integer()),
  severity: OneOf(['critical', 'major', 'minor'] as const),
});

/** The body of `subscribe` and `unsubscribe`, and of their acknowledgement (the rooms joined or left). */
export const RoomRequestSchema = Type.Object({
  deviceIds: Type.Array(Type.String({ minLength: 1, maxLength: ROOM_DEVICE_ID_MAX }), { maxItems: MAX_SUBSCRIBED_DEVICES }),
});

/**
 * A customer-service conversation changed (issue 22): a new message, or a side's read mark moved.
 * Sent to the two sides only: the customer's own room and the rooms of those who serve its company.
 */
const ChatPushBase = { conversationId: Type.Integer(), tenantId: Type.Integer(), customerId: Type.Integer() };
export const ChatPushSchema = Type.Union([
  Type.Object({ kind: Type.Literal('message'), ...ChatPushBase, message: ChatMessageSchema }),
  Type.Object({ kind: Type.Literal('read'), ...ChatPushBase, readerId: Type.Integer(), fromCustomer: Type.Boolean(), lastReadId: Type.Integer() }),
]);
