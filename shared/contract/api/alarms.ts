import { Type, type Static } from 'typebox';
import { endpoint, FILE_ANSWER } from '../endpoint';
import { BigId, EpochMs, Id, OneOf, Page, Nullable } from '../schema-bounds';
import { ALARM_KINDS } from '../live-states';

/** Epoch milliseconds, or "YYYY-MM-DD[ HH:mm[:ss]]" in the company's time zone, or an ISO instant. */
export const TimeInput = Type.String({ minLength: 1, maxLength: 40 });
const TimeInputOrMs = Type.Union([EpochMs(), TimeInput]);

/** Which way a reading left its limit (a fault: its reasonable range), or a device gone silent. */
const AlarmDirectionSchema = Type.Union([Type.Literal('high'), Type.Literal('low'), Type.Literal('offline')]);

export const AlarmRowSchema = Type.Object({
  id: Type.Integer(),
  device_id: Type.String(),
  device_name: Type.String(),
  device_type: Type.String(),
  tenant_id: Type.Integer(),
  param_key: Nullable(Type.String()),
  name: Nullable(Type.String({ description: 'parameter name; null for a device fault' })),
  name_en: Nullable(Type.String({ description: 'parameter name in English; null for a device fault' })),
  unit: Nullable(Type.String()),
  kind: OneOf(ALARM_KINDS),
  direction: AlarmDirectionSchema,
  state: Type.Union([Type.Literal('active'), Type.Literal('acknowledged'), Type.Literal('cleared')]),
  value: Nullable(Type.Number()),
  threshold: Nullable(Type.Number()),
  raised_at: Type.Number({ description: 'epoch ms' }),
  last_value: Nullable(Type.Number()),
  last_ts: Nullable(Type.Number()),
  notify_count: Type.Integer(),
  maxTime: Nullable(Type.Integer()),
  acked_at: Nullable(Type.Number()),
  acked_by: Nullable(Type.String({ description: 'real name or account of who acknowledged it' })),
  cleared_at: Nullable(Type.Number()),
  cleared_by: Nullable(Type.String({ description: 'who cleared it by hand; null when readings came back in range' })),
});
export type AlarmRow = Static<typeof AlarmRowSchema>;

export const AlarmListSchema = Type.Object({
  rows: Type.Array(AlarmRowSchema),
  total: Type.Integer(),
  acknowledged: Type.Optional(Type.Integer({ description: 'with type ack: how many were acknowledged' })),
  cleared: Type.Optional(Type.Integer({ description: 'with type clear: how many were cleared' })),
});
export type AlarmList = Static<typeof AlarmListSchema>;

export const AlarmRtQuerySchema = Type.Object({ device_id: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * The data-alarm list's state filter: active = not cleared (acknowledged or not), unacked =
 * active and not acknowledged, acknowledged = acknowledged and not cleared.
 */
export const ALARM_STATE_FILTERS = ['active', 'unacked', 'acknowledged', 'cleared', 'all'] as const;
export type AlarmStateFilter = (typeof ALARM_STATE_FILTERS)[number];

/** The filters of the history list and of its .xlsx export. */
const alarmFilters = {
  device_id: Type.Optional(Type.String({ maxLength: 64 })),
  param_key: Type.Optional(Type.String({ maxLength: 64 })),
  state: Type.Optional(OneOf(ALARM_STATE_FILTERS)),
  kind: Type.Optional(OneOf(ALARM_KINDS)),
};

/** type search lists; ack acknowledges `ids`; clear (7002) closes `ids` by hand. */
export const AlarmManageBodySchema = Type.Object({
  type: Type.Union([Type.Literal('search'), Type.Literal('ack'), Type.Literal('clear')]),
  userId: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Id()])),
  page: Type.Optional(Page()),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 20 })),
  ...alarmFilters,
  startTime: Type.Optional(TimeInputOrMs),
  endTime: Type.Optional(TimeInputOrMs),
  ids: Type.Optional(Type.Array(BigId(), { maxItems: 1000 })),
});
export type AlarmManageBody = Static<typeof AlarmManageBodySchema>;

/** GET /alarm/export (7002): the filtered history as .xlsx; times as in a search (text in a query). */
export const AlarmExportQuerySchema = Type.Object({
  ...alarmFilters,
  startTime: Type.Optional(TimeInput),
  endTime: Type.Optional(TimeInput),
});
export type AlarmExportQuery = Static<typeof AlarmExportQuerySchema>;

export const AlarmPromptQuerySchema = Type.Object({
  userId: Type.Optional(Type.String({ maxLength: 32 })),
  ids: Type.Optional(Type.String({ maxLength: 4000, description: 'comma-separated device ids to limit to' })),
});

export const AlarmInfoBodySchema = Type.Object({
  device_id: Type.String({ minLength: 1, maxLength: 64 }),
  param_key: Type.Optional(Type.String({ maxLength: 64 })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 10 })),
});

export const AlarmConfigSchema = Type.Object({
  param_key: Type.String(),
  name: Type.String(),
  max: Nullable(Type.Number()),
  min: Nullable(Type.Number()),
  isHigh: Type.Integer(),
  period: Type.Integer(),
  maxTime: Type.Integer(),
  waitTime: Type.Integer(),
  isOpen: Type.Integer(),
});
export const AlarmInfoSchema = Type.Object({ config: Nullable(AlarmConfigSchema), rows: Type.Array(AlarmRowSchema) });

/** One alarm of a message-center notice: what was raised, with the names and unit the console shows it by. */
export const NoticeItemSchema = Type.Object({
  alarmId: Type.Integer(),
  device_id: Type.String(),
  device_name: Type.String(),
  param_key: Nullable(Type.String()),
  name: Nullable(Type.String({ description: 'parameter name; null for a device fault' })),
  name_en: Nullable(Type.String({ description: 'parameter name in English; null for a device fault' })),
  unit: Nullable(Type.String({ description: "the parameter's unit; null when it has none on record" })),
  kind: OneOf(ALARM_KINDS),
  // null when the alarm is no longer on record (its device deleted).
  direction: Nullable(AlarmDirectionSchema),
  value: Nullable(Type.Number()),
  threshold: Nullable(Type.Number()),
  ts: Type.Number({ description: 'epoch ms the alarm was raised' }),
});
export type NoticeItem = Static<typeof NoticeItemSchema>;
export const NoticeSchema = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Integer(),
  count: Type.Integer({ description: 'how many alarms the notice groups (raised within seconds of its first), all listed in items' }),
  created_at: Type.Number(),
  updated_at: Type.Number(),
  read: Type.Boolean(),
  timezone: Type.String({ description: "the company's time zone, in which the console shows the items' times" }),
  items: Type.Array(NoticeItemSchema),
});
export type Notice = Static<typeof NoticeSchema>;
export const NoticeQuerySchema = Type.Object({
  page: Type.Optional(Page()),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
  unread: Type.Optional(Type.Boolean()),
});
export const NoticeListSchema = Type.Object({ rows: Type.Array(NoticeSchema), total: Type.Integer(), unread: Type.Integer() });
export type NoticeList = Static<typeof NoticeListSchema>;
export const NoticeReadBodySchema = Type.Object({
  ids: Type.Optional(Type.Array(BigId(), { maxItems: 1000 })),
  all: Type.Optional(Type.Boolean()),
});
export const NoticeReadSchema = Type.Object({ read: Type.Integer() });

export const AlarmTimesBodySchema = Type.Object({
  device_id: Type.String({ minLength: 1, maxLength: 64 }),
  param_key: Type.Optional(Type.String({ maxLength: 64 })),
  maxTime: Type.Integer({ minimum: 0, maximum: 1000 }),
});
export const AlarmTimesSchema = Type.Object({ updated: Type.Integer() });

export const AlarmDateQuerySchema = Type.Object({
  userId: Type.Optional(Type.String({ maxLength: 32 })),
  startTime: TimeInput,
  endTime: TimeInput,
});
export const AlarmDateSchema = Type.Object({
  rows: Type.Array(
    Type.Object({ date: Type.String(), warning: Type.Integer(), fault: Type.Integer(), total: Type.Integer() }),
  ),
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Alarm lists, acknowledgement, prompts, the message center and alarm settings (spec "Devices and alarms"). */
export const ALARM_ENDPOINTS = {
  active: endpoint({ method: 'GET', path: '/alarm/rt', query: AlarmRtQuerySchema, data: AlarmListSchema, access: 'alarmsView' }),
  /** search, ack, and clear (which needs the data-alarm page's code too, checked by the route). */
  manage: endpoint({ method: 'POST', path: '/alarmManage', body: AlarmManageBodySchema, data: AlarmListSchema, access: 'alarmsView' }),
  /** A GET, so it is a read and the browser can download it like any file. */
  export: endpoint({ method: 'GET', path: '/alarm/export', query: AlarmExportQuerySchema, data: FILE_ANSWER, produces: [XLSX], access: 'dataAlarms' }),
  alarmPrompts: endpoint({ method: 'GET', path: '/getAlarmPrompt', query: AlarmPromptQuerySchema, data: AlarmListSchema, access: 'alarmsView' }),
  info: endpoint({ method: 'POST', path: '/getAlarmInfo', body: AlarmInfoBodySchema, data: AlarmInfoSchema, access: 'alarmsView' }),
  // The message center is in every user's header: a session, no access code.
  prompts: endpoint({ method: 'GET', path: '/mesPrompt/find', query: NoticeQuerySchema, data: NoticeListSchema, access: 'session' }),
  read: endpoint({ method: 'POST', path: '/mesPrompt/read', body: NoticeReadBodySchema, data: NoticeReadSchema, access: 'session' }),
  alarmTimes: endpoint({ method: 'POST', path: '/devices/updatedAlarmTimes', body: AlarmTimesBodySchema, data: AlarmTimesSchema, access: 'alarmsAdmin' }),
  alarmDates: endpoint({ method: 'GET', path: '/devices/alarmDate', query: AlarmDateQuerySchema, data: AlarmDateSchema, access: 'alarmsView' }),
};
