import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { DEVICE_CODE_MAX } from '../device-types';
import { Nullable } from '../schema-bounds';

/**
 * Modbus function codes read: 3 holding and 4 input registers, 1 coils and 2 discrete inputs
 * (a coil or input is one bit, read as 0 or 1, so its data type and byte order do not apply).
 */
export const MODBUS_FUNCTIONS = [1, 2, 3, 4] as const;
export const MODBUS_DATA_TYPES = ['int16', 'uint16', 'int32', 'uint32', 'float32'] as const;
export type ModbusDataType = (typeof MODBUS_DATA_TYPES)[number];
/**
 * Byte order of a value as the four bytes A B C D of its big-endian form: ABCD big-endian (the
 * Modbus standard), CDAB word-swapped, BADC byte-swapped, DCBA little-endian. For a 16-bit value
 * only the byte swap counts (BADC and DCBA swap, ABCD and CDAB do not).
 */
export const MODBUS_BYTE_ORDERS = ['ABCD', 'CDAB', 'BADC', 'DCBA'] as const;
export type ModbusByteOrder = (typeof MODBUS_BYTE_ORDERS)[number];
/** How the server reaches the device: it connects to an address (tcp), or a DTU connects out to it (dtu). */
export const MODBUS_TRANSPORTS = ['tcp', 'dtu'] as const;
export type ModbusTransport = (typeof MODBUS_TRANSPORTS)[number];
/**
 * How requests are framed on the link: Modbus TCP (MBAP header; a meter or gateway speaking TCP,
 * a DTU converting to its serial side) or RTU over TCP (the serial frames with their CRC, as a
 * transparent DTU or a serial server passes them through).
 */
export const MODBUS_FRAMINGS = ['tcp', 'rtu'] as const;
export type ModbusFraming = (typeof MODBUS_FRAMINGS)[number];

/** Registers in one map: a device carries at most 64 parameters in one message (ingest's MAX_VALUES). */
export const MODBUS_REGISTERS_MAX = 64;
/** A DTU's registration packet: its serial or ID string, as most DTUs let it be set (printable, no spaces). */
export const MODBUS_REGISTRATION_MAX = 64;
export const MODBUS_REGISTRATION_PATTERN = '^[\\x21-\\x7e]+$';
export const MODBUS_HOST_MAX = 253;
/** A scale is a factor (0.1 for tenths); zero would turn every reading into 0. */
export const MODBUS_SCALE_MAX = 1e6;

/** Registers of 16 bits a data type spans. */
export const registerCount = (fn: number, type: ModbusDataType) => (fn === 1 || fn === 2 ? 1 : type.endsWith('32') ? 2 : 1);

/**
 * One of a constant list as a single `enum` keyword, not a union of literals: a wrong value then
 * fails on the schema that carries the x-message, where a union's first failure is its first branch's.
 */
const Choice = <T extends string | number>(values: readonly T[], type: 'string' | 'integer', message: string, extra: Record<string, unknown> = {}) =>
  Type.Unsafe<T>({ type, enum: [...values], 'x-message': message, ...extra });

export const ModbusRegisterSchema = Type.Object({
  param_key: Type.String({ minLength: 1, maxLength: 32, pattern: '\\S', 'x-message': 'modbus_param_required' }),
  address: Type.Integer({ minimum: 0, maximum: 65535, 'x-message': 'modbus_address_range' }),
  function: Choice(MODBUS_FUNCTIONS, 'integer', 'modbus_function_invalid'),
  type: Choice(MODBUS_DATA_TYPES, 'string', 'modbus_type_invalid'),
  scale: Type.Number({ minimum: -MODBUS_SCALE_MAX, maximum: MODBUS_SCALE_MAX, default: 1, 'x-message': 'modbus_scale_invalid' }),
  order: Choice(MODBUS_BYTE_ORDERS, 'string', 'modbus_order_invalid', { default: 'ABCD' }),
}, { additionalProperties: false });
export type ModbusRegister = Static<typeof ModbusRegisterSchema>;

/** A device's Modbus settings: how it is reached and its register map. */
export const ModbusSettingsSchema = Type.Object({
  transport: Choice(MODBUS_TRANSPORTS, 'string', 'modbus_transport_invalid'),
  framing: Choice(MODBUS_FRAMINGS, 'string', 'modbus_framing_invalid', { default: 'tcp' }),
  /** tcp: the device's (or its gateway's) address and port. */
  host: Nullable(Type.String({ maxLength: MODBUS_HOST_MAX, pattern: '^[A-Za-z0-9.:\\-\\[\\]]*$', 'x-message': 'modbus_host_invalid' })),
  port: Nullable(Type.Integer({ minimum: 1, maximum: 65535, 'x-message': 'modbus_port_invalid' })),
  /** The slave (unit) id the requests carry; a DTU's serial side often has several slaves. */
  unit_id: Type.Integer({ minimum: 0, maximum: 255, default: 1, 'x-message': 'modbus_unit_invalid' }),
  /** dtu: the registration packet that names this device when its DTU connects. */
  registration: Nullable(Type.String({ maxLength: MODBUS_REGISTRATION_MAX, pattern: MODBUS_REGISTRATION_PATTERN, 'x-message': 'modbus_registration_invalid' })),
  registers: Type.Array(ModbusRegisterSchema, { minItems: 1, maxItems: MODBUS_REGISTERS_MAX, 'x-message': 'modbus_registers_required' }),
}, { additionalProperties: false });
export type ModbusSettings = Static<typeof ModbusSettingsSchema>;

export const ModbusDeviceParamsSchema = Type.Object({
  deviceId: Type.String({ minLength: 1, maxLength: DEVICE_CODE_MAX }),
});

/** A device's settings as stored, with whether it is being read now. */
export const ModbusSettingsRowSchema = Type.Object({
  ...ModbusSettingsSchema.properties,
  device_id: Type.String(),
  /** tcp: polled by this server now; dtu: its DTU is connected to this server now. */
  connected: Type.Boolean(),
});
export type ModbusSettingsRow = Static<typeof ModbusSettingsRowSchema>;

/** A device's Modbus settings (device management, 8001): read, set (replacing them), removed. */
export const MODBUS_ENDPOINTS = {
  get: endpoint({ method: 'GET', path: '/devices/:deviceId/modbus', params: ModbusDeviceParamsSchema, data: Nullable(ModbusSettingsRowSchema), access: 'devices' }),
  put: endpoint({ method: 'PUT', path: '/devices/:deviceId/modbus', params: ModbusDeviceParamsSchema, body: ModbusSettingsSchema, data: ModbusSettingsRowSchema, access: 'devices' }),
  remove: endpoint({ method: 'DELETE', path: '/devices/:deviceId/modbus', params: ModbusDeviceParamsSchema, data: Type.Null(), access: 'devices' }),
};
