import { Type, type Static, type TOptional, type TSchema } from 'typebox';
import { DEVICE_CODE_MAX, DEVICE_TYPES, SIM_TYPES } from '../device-types';
import { endpoint } from '../endpoint';
import { Paged, PageQuery } from '../envelope';
import { Id, Nullable, OneOf } from '../schema-bounds';
import { ParamConfigSchema } from './device-params';
import {
  ICCID_MAX, ICCID_PATTERN, LATITUDE_MAX, LATITUDE_MIN, LONGITUDE_MAX, LONGITUDE_MIN, SIM_NUMBER_MAX, SIM_NUMBER_PATTERN,
} from '../field-rules';

// schema-bounds' Nullable is a type list: with Fastify's coerceTypes a [Number, Null] union turned a
// cleared location (null) into 0°, 0°, and a [Null, Number] one would turn 0° into null.
const NullableNumber = (options: Record<string, unknown> = {}) => Nullable(Type.Number(options));

// OneOf, not Type.Union(list.map(Type.Literal)): typebox reads the latter's type as `never`.
export const DeviceTypeSchema = OneOf(DEVICE_TYPES);
export const SimTypeSchema = OneOf(SIM_TYPES);

/** The device code: letters, digits, "_" and "-" (it is part of the MQTT topic). */
export const DeviceCode = Type.String({ minLength: 1, maxLength: DEVICE_CODE_MAX, pattern: '\\S', 'x-message': 'devices_code_required' });
export { DEVICE_CODE_PATTERN, SIM_TYPES } from '../device-types';

const LONGITUDE = { minimum: LONGITUDE_MIN, maximum: LONGITUDE_MAX };
const LATITUDE = { minimum: LATITUDE_MIN, maximum: LATITUDE_MAX };
/**
 * A device is added and edited with a location (shared/contract/field-rules.ts hasLocation): both
 * coordinates are required on creation and cannot be cleared by an edit. The schema names the
 * missing field; the service checks the pair (null included) with the shared rule.
 */
const Coordinate = (bounds: Record<string, number>) => NullableNumber({ ...bounds, 'x-message': 'devices_location_required' });

/** The editable fields of a device (spec section 3), shared by create and updateDevice. */
export const DeviceFields = {
  device_name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', 'x-message': 'devices_name_required' }),
  device_type: DeviceTypeSchema,
  description: Nullable(Type.String({ maxLength: 500 })),
  video_channel: Nullable(Type.String({ maxLength: 100 })),
  sim_number: Nullable(Type.String({ maxLength: SIM_NUMBER_MAX, pattern: SIM_NUMBER_PATTERN, 'x-message': 'devices_sim_number_format' })),
  sim_type: Type.Union([SimTypeSchema, Type.Null()]),
  iccid: Nullable(Type.String({ maxLength: ICCID_MAX, pattern: ICCID_PATTERN, 'x-message': 'devices_iccid_format' })),
  supplier: Nullable(Type.String({ maxLength: 50 })),
  expiry_date: Nullable(Type.String({ format: 'date', description: 'SIM expiry date YYYY-MM-DD' })),
  address: Nullable(Type.String({ maxLength: 200 })),
  province: Nullable(Type.String({ maxLength: 50 })),
  city: Nullable(Type.String({ maxLength: 50 })),
  longitude: NullableNumber(LONGITUDE),
  latitude: NullableNumber(LATITUDE),
};
export type EditableField = keyof typeof DeviceFields | 'tenant_id';

export const DeviceRowSchema = Type.Object({
  device_id: Type.String(),
  device_name: Type.String(),
  device_type: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  video_channel: Type.Union([Type.String(), Type.Null()]),
  is_enable: Type.Integer({ description: '1 enabled, 0 disabled' }),
  sim_number: Type.Union([Type.String(), Type.Null()]),
  sim_type: Type.Union([Type.String(), Type.Null()]),
  iccid: Type.Union([Type.String(), Type.Null()]),
  supplier: Type.Union([Type.String(), Type.Null()]),
  expiry_date: Type.Union([Type.String(), Type.Null()]),
  address: Type.Union([Type.String(), Type.Null()]),
  province: Type.Union([Type.String(), Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  longitude: Type.Union([Type.Number(), Type.Null()]),
  latitude: Type.Union([Type.Number(), Type.Null()]),
  status: Type.String(),
  remaining_flow: Type.Union([Type.Number(), Type.Null()]),
  /** True when remaining_flow came from the demo's simulated card platform. */
  remaining_flow_simulated: Type.Boolean(),
  last_update: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  tenant_id: Type.Integer(),
  tenant_name: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  deleted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type DeviceRow = Static<typeof DeviceRowSchema>;

/** Every property optional, for creation extras and for partial updates. */
function optionalAll<T extends Record<string, TSchema>>(props: T): { [K in keyof T]: TOptional<T[K]> } {
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, Type.Optional(v)])) as { [K in keyof T]: TOptional<T[K]> };
}

const { device_name: _name, device_type: _type, ...EXTRA_FIELDS } = DeviceFields;

export const DeviceCreateSchema = Type.Object({
  device_id: DeviceCode,
  device_name: DeviceFields.device_name,
  device_type: DeviceFields.device_type,
  ...optionalAll(EXTRA_FIELDS),
  longitude: Coordinate(LONGITUDE),
  latitude: Coordinate(LATITUDE),
  tenant_id: Type.Optional(Id()),
  user_id: Type.Optional(Type.Union([Id(), Type.Null()])),
});
export type DeviceCreate = Static<typeof DeviceCreateSchema>;

/** The created device and its MQTT secret, which is shown this once and never again. */
export const DeviceCreatedSchema = Type.Object({
  device: DeviceRowSchema,
  secret: Type.String({ description: 'MQTT password of the device; username is the device_id' }),
});

const PARTIAL_FIELDS = optionalAll({ ...DeviceFields, tenant_id: Id() });
export const DeviceUpdateSchema = Type.Object({
  // Closed objects: the service writes newData's keys as columns, so an unknown key must not pass.
  // oldData may hold a null location (a device from before the rule); newData may not set one.
  newData: Type.Object(
    { ...PARTIAL_FIELDS, longitude: Type.Optional(Coordinate(LONGITUDE)), latitude: Type.Optional(Coordinate(LATITUDE)) },
    { additionalProperties: false },
  ),
  oldData: Type.Object({ device_id: DeviceCode, ...PARTIAL_FIELDS }, { additionalProperties: false }),
});
export type DeviceUpdate = Static<typeof DeviceUpdateSchema>;

export const DeviceDestroySchema = Type.Object({
  device_id: DeviceCode,
  userId: Type.Optional(Type.Union([Id(), Type.String({ maxLength: 32 })])),
});

const SwitchBase = {
  device_id: DeviceCode,
  userId: Type.Optional(Type.Union([Id(), Type.String({ maxLength: 32 })])),
  alarm: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 on, 0 off' }),
};
/**
 * POST /userdevices/modifyAl: the alarm evaluation of every parameter ('all') or of one (its param_key).
 * 'enable' is refused with `not`, not a lookahead pattern: Swagger UI's example generator cannot
 * take lookaheads and silently stops drawing the docs at that operation.
 */
export const AlarmSwitchSchema = Type.Object({
  ...SwitchBase,
  type: Type.String({ minLength: 1, maxLength: 64, not: { const: 'enable' }, 'x-message': 'devices_switch_alarm_only', description: "'all' or a param_key" }),
});
/** POST /userdevices/modifyPa: the device itself, enabled or disabled ('enable'). */
export const DeviceEnableSwitchSchema = Type.Object({ ...SwitchBase, type: Type.String({ const: 'enable', 'x-message': 'devices_switch_device_only' }) });
export type AlarmSwitch = Static<typeof AlarmSwitchSchema>;
export type DeviceEnableSwitch = Static<typeof DeviceEnableSwitchSchema>;

export const DeviceIdBodySchema = Type.Object({ deviceId: DeviceCode });
export const RecycleBodySchema = Type.Object({ device_id: DeviceCode });

export const BoundUserSchema = Type.Object({
  userId: Type.Integer(),
  user_name: Type.String(),
  real_name: Type.Union([Type.String(), Type.Null()]),
  user_type: Type.String(),
  tenant_id: Type.Union([Type.Integer(), Type.Null()]),
  telephone: Type.Union([Type.String(), Type.Null()]),
});

export const DeviceAndParamsQuerySchema = Type.Object({ deviceId: Type.Optional(DeviceCode) });

export const DeviceAndParamsSchema = Type.Object({ ...DeviceRowSchema.properties, params: Type.Array(ParamConfigSchema) });
export type DeviceAndParams = Static<typeof DeviceAndParamsSchema>;

/**
 * The device register (8001) and its recycle bin (7003): every change emits a bus 'config' event
 * for ingest and alarms; who a device is bound to is read by device management and the user page.
 */
export const DEVICE_ENDPOINTS = {
  /** The device and its MQTT secret, which the server never shows again. */
  create: endpoint({ method: 'POST', path: '/userdevices/create', body: DeviceCreateSchema, data: DeviceCreatedSchema, access: 'devices' }),
  /** {newData, oldData}: refused when a field changed meanwhile. */
  update: endpoint({ method: 'POST', path: '/userdevices/updateDevice', body: DeviceUpdateSchema, data: DeviceRowSchema, access: 'devices' }),
  /** Into the recycle bin. */
  destroy: endpoint({ method: 'POST', path: '/userdevices/destroy', body: DeviceDestroySchema, data: Type.Null(), access: 'devices' }),
  switchAlarms: endpoint({ method: 'POST', path: '/userdevices/modifyAl', body: AlarmSwitchSchema, data: Type.Null(), access: 'devices' }),
  switchDevice: endpoint({ method: 'POST', path: '/userdevices/modifyPa', body: DeviceEnableSwitchSchema, data: Type.Null(), access: 'devices' }),
  usersOfDevice: endpoint({ method: 'POST', path: '/userdevices/deviceOfUser', body: DeviceIdBodySchema, data: Type.Array(BoundUserSchema), access: 'deviceUsers' }),
  withParams: endpoint({ method: 'POST', path: '/userdevices/getDeviceAndParams', body: DeviceAndParamsQuerySchema, data: Type.Array(DeviceAndParamsSchema), access: 'devicesWithParams' }),
  recycled: endpoint({ method: 'GET', path: '/recycle/list', query: Type.Object(PageQuery), data: Paged(DeviceRowSchema), access: 'recycle' }),
  restore: endpoint({ method: 'POST', path: '/recycle/restore', body: RecycleBodySchema, data: Type.Null(), access: 'recycle' }),
  /** For good, with its history. */
  purge: endpoint({ method: 'POST', path: '/recycle/purge', body: RecycleBodySchema, data: Type.Null(), access: 'recycle' }),
};
