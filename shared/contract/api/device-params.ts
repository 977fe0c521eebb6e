import { Type, type Static } from 'typebox';
import { ActionBody } from '../action-body';
import { actionEndpoint } from '../action-endpoint';
import { endpoint } from '../endpoint';
import { Id, Measure, Nullable } from '../schema-bounds';
import { PARAM_CONFIG_LIMITS as LIMITS } from '../param-limits';

const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
/** Thresholds and ranges as written: bounded, unlike the rows read back. */
const NullableMeasure = Nullable(Measure());
const ParamKey = Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z][a-z0-9_]*$', description: 'param_key: lower case, digits and _' });
const DeviceId = Type.String({ minLength: 1, maxLength: 32, pattern: '\\S', 'x-message': 'devices_code_required' });

/** A parameter configuration row (spec section 3) with its definition's unit and type. */
export const ParamConfigSchema = Type.Object({
  device_id: Type.String(),
  param_key: Type.String(),
  name: Type.String(),
  max: NullableNumber,
  min: NullableNumber,
  isHigh: Type.Integer({ description: 'warning type: 0 too low, 1 excess, 2 all' }),
  period: Type.Integer({ description: 'measuring interval, seconds' }),
  maxTime: Type.Integer({ description: 'max alarm times' }),
  startValue: NullableNumber,
  endValue: NullableNumber,
  waitTime: Type.Integer({ description: 'alarm waiting time, seconds' }),
  correcting: Type.Number({ description: 'calibration offset added to each reading' }),
  valuePerfectL: NullableNumber,
  valuePerfectH: NullableNumber,
  prompt_id: Type.Union([Type.Integer(), Type.Null()]),
  isOpen: Type.Integer({ description: '1 enabled, 0 disabled' }),
  name_en: Type.String({ description: 'the name in English: the definition\'s English name, or the device\'s own name' }),
  param_name: Type.String(),
  param_name_en: Type.Union([Type.String(), Type.Null()]),
  param_unit: Type.Union([Type.String(), Type.Null()]),
  param_type: Type.String(),
  icon_key: Type.Union([Type.String(), Type.Null()]),
});
export type ParamConfig = Static<typeof ParamConfigSchema>;

export const ParamDefSchema = Type.Object({
  param_key: Type.String(),
  param_name: Type.String(),
  param_name_en: Type.Union([Type.String(), Type.Null()]),
  param_type: Type.String({ description: 'float | switch | boolean' }),
  param_unit: Type.Union([Type.String(), Type.Null()]),
  icon_key: Type.Union([Type.String(), Type.Null()]),
  status: Type.Integer({ description: '1 shown, 0 hidden' }),
  desc: Type.Union([Type.String(), Type.Null()]),
  deviceCount: Type.Integer({ description: 'devices configured with it' }),
});
export type ParamDef = Static<typeof ParamDefSchema>;

/** The writable configuration fields; validated together in the service (max >= min ...). */
export const CONFIG_FIELDS = {
  name: Type.String({ minLength: 1, maxLength: LIMITS.nameMax, pattern: '\\S' }),
  max: NullableMeasure,
  min: NullableMeasure,
  isHigh: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  period: Type.Integer({ minimum: LIMITS.period.min, maximum: LIMITS.period.max }),
  maxTime: Type.Integer({ minimum: LIMITS.maxTime.min, maximum: LIMITS.maxTime.max }),
  startValue: NullableMeasure,
  endValue: NullableMeasure,
  waitTime: Type.Integer({ minimum: LIMITS.waitTime.min, maximum: LIMITS.waitTime.max }),
  correcting: Measure(),
  valuePerfectL: NullableMeasure,
  valuePerfectH: NullableMeasure,
  prompt_id: Nullable(Id()),
  isOpen: Type.Union([Type.Literal(0), Type.Literal(1)]),
};
/** A whole configuration as the form edits it. */
export const ConfigValuesSchema = Type.Object(CONFIG_FIELDS);
export type ConfigValues = Static<typeof ConfigValuesSchema>;
const optionalConfig = Object.fromEntries(Object.entries(CONFIG_FIELDS).map(([k, v]) => [k, Type.Optional(v)])) as {
  [K in keyof typeof CONFIG_FIELDS]: ReturnType<typeof Type.Optional<(typeof CONFIG_FIELDS)[K]>>;
};

export const DEF_FIELDS = {
  param_name: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S', 'x-message': 'params_name_required' }),
  param_name_en: Nullable(Type.String({ maxLength: 50 })),
  param_type: Type.Union([Type.Literal('float'), Type.Literal('switch'), Type.Literal('boolean')]),
  param_unit: Nullable(Type.String({ maxLength: 20 })),
  icon_key: Nullable(Type.String({ maxLength: 50 })),
  status: Type.Union([Type.Literal(0), Type.Literal(1)]),
  desc: Nullable(Type.String({ maxLength: 500 })),
};

export const ConfigBodySchema = Type.Object({ kind: Type.Literal('config'), deviceId: DeviceId, paramKey: ParamKey, ...optionalConfig });
export type ConfigBody = Static<typeof ConfigBodySchema>;

export const DefinitionAddSchema = Type.Object({
  kind: Type.Literal('definition'),
  param_key: ParamKey,
  param_name: DEF_FIELDS.param_name,
  param_name_en: Type.Optional(DEF_FIELDS.param_name_en),
  param_type: Type.Optional(DEF_FIELDS.param_type),
  param_unit: Type.Optional(DEF_FIELDS.param_unit),
  icon_key: Type.Optional(DEF_FIELDS.icon_key),
  status: Type.Optional(DEF_FIELDS.status),
  desc: Type.Optional(DEF_FIELDS.desc),
});
export type DefinitionAdd = Static<typeof DefinitionAddSchema>;

export const DefinitionUpdateSchema = Type.Object({
  kind: Type.Literal('definition'),
  param_key: ParamKey,
  param_name: Type.Optional(DEF_FIELDS.param_name),
  param_name_en: Type.Optional(DEF_FIELDS.param_name_en),
  param_type: Type.Optional(DEF_FIELDS.param_type),
  param_unit: Type.Optional(DEF_FIELDS.param_unit),
  icon_key: Type.Optional(DEF_FIELDS.icon_key),
  status: Type.Optional(DEF_FIELDS.status),
  desc: Type.Optional(DEF_FIELDS.desc),
});
export type DefinitionUpdate = Static<typeof DefinitionUpdateSchema>;

export const DeviceParamQuerySchema = Type.Object({ deviceId: DeviceId });
export const EnableBodySchema = Type.Object({
  deviceId: DeviceId,
  paramKey: ParamKey,
  status: Type.Union([Type.Literal(0), Type.Literal(1)], { description: 'isOpen: 1 enabled, 0 disabled' }),
});
export const DeleteBodySchema = Type.Object({
  deviceId: Type.Optional(DeviceId),
  paramKey: ParamKey,
});

/** POST /deviceParam/add and /update: a configuration or a definition, by `kind`. */
export const ParamAddBodySchema = ActionBody('kind', { definition: DefinitionAddSchema, config: ConfigBodySchema });
export const ParamUpdateBodySchema = ActionBody('kind', { definition: DefinitionUpdateSchema, config: ConfigBodySchema });
const WRITTEN = { config: ParamConfigSchema, definition: ParamDefSchema };

/**
 * Parameter configuration (8007) and definitions (8009). Writing either kind opens the route; the
 * kind's own code is checked by the route. A configuration change reaches ingest and alarms at once.
 */
export const DEVICE_PARAM_ENDPOINTS = {
  /** A device's configurations with their definitions' unit and type. */
  configs: endpoint({ method: 'GET', path: '/deviceParam/deviceParam', query: DeviceParamQuerySchema, data: Type.Array(ParamConfigSchema), access: 'paramConfigRead' }),
  definitions: endpoint({ method: 'GET', path: '/deviceParam/list', data: Type.Array(ParamDefSchema), access: 'paramDefinitionsRead' }),
  add: actionEndpoint('/deviceParam/add', { key: 'kind', body: ParamAddBodySchema, answers: WRITTEN, access: 'paramWrite' }),
  update: actionEndpoint('/deviceParam/update', { key: 'kind', body: ParamUpdateBodySchema, answers: WRITTEN, access: 'paramWrite' }),
  /** Switches a configuration on (1) or off (0). */
  enable: endpoint({ method: 'PUT', path: '/deviceParam/enable', body: EnableBodySchema, data: Type.Null(), access: 'paramConfig' }),
  /** With a deviceId the device's configuration, without it a definition no device uses. */
  remove: endpoint({ method: 'DELETE', path: '/deviceParam/delete', body: DeleteBodySchema, data: Type.Null(), access: 'paramWrite' }),
};
