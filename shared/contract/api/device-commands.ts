import { Type, type Static } from 'typebox';
import { Paged, PageQuery } from '../envelope';
import { ActionBody } from '../action-body';
import { actionEndpoint } from '../action-endpoint';
import { endpoint } from '../endpoint';
import { DeviceCode, DeviceTypeSchema, DeviceRowSchema } from './devices';
import { CONFIG_FIELDS, ParamConfigSchema } from './device-params';
import { Id } from '../schema-bounds';

export const CommandRowSchema = Type.Object({
  id: Type.Integer(),
  device_id: Type.String(),
  device_name: Type.String(),
  source: Type.String({ description: 'manual (codeManage), h5 (h5deviceManage) or rule (device output)' }),
  payload: Type.Unknown({ description: 'what the device received on devices/{id}/command, with its id' }),
  expected_reply: Type.Union([Type.String(), Type.Null()]),
  sent_at: Type.String({ format: 'date-time' }),
  reply: Type.Unknown({ description: 'the device reply from devices/{id}/reply, or null' }),
  replied_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  user_name: Type.Union([Type.String(), Type.Null()]),
  answered: Type.Boolean(),
});
export type CommandRow = Static<typeof CommandRowSchema>;

export const CodeManageBodySchema = ActionBody('action', {
  send: Type.Object({
    action: Type.Literal('send'),
    device_id: DeviceCode,
    command: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    reply_command: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  list: Type.Object({ action: Type.Literal('list'), device_id: Type.Optional(DeviceCode), ...PageQuery }),
});
export type CodeManageBody = Static<typeof CodeManageBodySchema>;

/** The settings a device applies itself: its measuring interval, calibration and limits. */
const SettingSchema = Type.Object({
  param_key: Type.String({ minLength: 1, maxLength: 32 }),
  period: Type.Optional(CONFIG_FIELDS.period),
  correcting: Type.Optional(CONFIG_FIELDS.correcting),
  max: Type.Optional(CONFIG_FIELDS.max),
  min: Type.Optional(CONFIG_FIELDS.min),
});
export type Setting = Static<typeof SettingSchema>;

export const H5BodySchema = ActionBody('action', {
  get: Type.Object({ action: Type.Literal('get'), device_id: DeviceCode }),
  set: Type.Object({ action: Type.Literal('set'), device_id: DeviceCode, params: Type.Array(SettingSchema, { minItems: 1, maxItems: 50 }) }),
});
export type H5Body = Static<typeof H5BodySchema>;

export const H5ResultSchema = Type.Object({
  device: DeviceRowSchema,
  params: Type.Array(ParamConfigSchema),
  command: CommandRowSchema,
});

export const CodeRegisterBodySchema = Type.Object({
  device_id: DeviceCode,
  device_type: Type.Optional(DeviceTypeSchema),
  device_name: Type.Optional(Type.String({ maxLength: 100 })),
  tenant_id: Type.Optional(Id()),
  reset: Type.Optional(Type.Boolean({ description: 'true: issue a new secret for an existing device' })),
});
export type CodeRegisterBody = Static<typeof CodeRegisterBodySchema>;

export const CodeRegisterResultSchema = Type.Object({
  device_id: Type.String(),
  secret: Type.String({ description: 'MQTT password (username = device_id), shown once' }),
  created: Type.Boolean(),
});

/**
 * Device commands: /codeManage (8003, 8012: send one, list them with replies), /h5deviceManage
 * (the mobile page's read and write of device settings), /codeRegister (8001: pre-provision a
 * device code with its secret, or reset the secret).
 */
export const DEVICE_COMMAND_ENDPOINTS = {
  codeManage: actionEndpoint('/codeManage', { key: 'action', body: CodeManageBodySchema, answers: { send: CommandRowSchema, list: Paged(CommandRowSchema) }, access: 'commands' }),
  settings: endpoint({ method: 'POST', path: '/h5deviceManage', body: H5BodySchema, data: H5ResultSchema, access: 'deviceSettings' }),
  register: endpoint({ method: 'POST', path: '/codeRegister', body: CodeRegisterBodySchema, data: CodeRegisterResultSchema, access: 'devices' }),
};
