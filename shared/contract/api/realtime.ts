import { Type, type Static } from 'typebox';
import { Paged } from '../envelope';
import { endpoint } from '../endpoint';
import { Id, OneOf, Page, Nullable } from '../schema-bounds';
import { LIVE_ALARM_KINDS, DEVICE_STATUSES } from '../live-states';

/** One parameter of a device as the real-time views show it. */
export const RealtimeParamSchema = Type.Object({
  param_key: Type.String(),
  name: Type.String(),
  name_en: Nullable(Type.String()),
  unit: Nullable(Type.String()),
  icon_key: Nullable(Type.String()),
  param_type: Type.String({ description: 'float, switch or boolean' }),
  value: Nullable(Type.Number()),
  ts: Nullable(Type.Number({ description: 'epoch milliseconds of the reading' })),
  invalid: Type.Boolean({ description: 'outside the reasonable range startValue..endValue' }),
  max: Nullable(Type.Number()),
  min: Nullable(Type.Number()),
  isHigh: Type.Integer({ description: '0 too low, 1 excess, 2 all' }),
  period: Type.Integer(),
  startValue: Nullable(Type.Number()),
  endValue: Nullable(Type.Number()),
  valuePerfectL: Nullable(Type.Number()),
  valuePerfectH: Nullable(Type.Number()),
  status: Type.Union([Type.Literal('normal'), Type.Literal('warning'), Type.Literal('invalid'), Type.Literal('nodata')], {
    description: 'warning: an alarm is active for it; invalid: the latest value is out of the reasonable range',
  }),
});
export type RealtimeParam = Static<typeof RealtimeParamSchema>;

export const RealtimeDeviceSchema = Type.Object({
  device_id: Type.String(),
  device_name: Type.String(),
  device_type: Type.String(),
  tenant_id: Type.Integer(),
  status: OneOf(DEVICE_STATUSES),
  alarm: OneOf(['normal', ...LIVE_ALARM_KINDS]),
  last_update: Nullable(Type.Number({ description: 'epoch milliseconds of the newest reading' })),
  longitude: Nullable(Type.Number()),
  latitude: Nullable(Type.Number()),
  params: Type.Array(RealtimeParamSchema),
});
export type RealtimeDevice = Static<typeof RealtimeDeviceSchema>;

export const RealtimeParamsSchema = Type.Object({ deviceId: Type.String({ minLength: 1, maxLength: 64 }) });
/** userId and type are accepted as the console sends them; the session decides what is visible. */
export const RealtimeQuerySchema = Type.Object({
  userId: Type.Optional(Type.String({ maxLength: 32 })),
  type: Type.Optional(Type.String({ maxLength: 32 })),
});

export const RealtimeAllSchema = Type.Object({ rows: Type.Array(RealtimeDeviceSchema), total: Type.Integer() });
export type RealtimeAll = Static<typeof RealtimeAllSchema>;

export const RealtimeByPageBodySchema = Type.Object({
  page: Type.Optional(Page()),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 20 })),
  device_type: Type.Optional(Type.String({ maxLength: 8 })),
  userId: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Id()])),
});
export type RealtimeByPageBody = Static<typeof RealtimeByPageBodySchema>;
export const RealtimePageSchema = Paged(RealtimeDeviceSchema);


/** Latest values from memory: one device, every visible device, or a page of them. */
export const REALTIME_ENDPOINTS = {
  device: endpoint({ method: 'GET', path: '/userdevices/realtime/:deviceId', params: RealtimeParamsSchema, query: RealtimeQuerySchema, data: RealtimeDeviceSchema, access: 'realtime' }),
  all: endpoint({ method: 'GET', path: '/realtimeAll', data: RealtimeAllSchema, access: 'realtime' }),
  page: endpoint({ method: 'POST', path: '/realtimeAllByPage', body: RealtimeByPageBodySchema, data: RealtimePageSchema, access: 'realtime' }),
};
