import { DEVICE_PARAM_ENDPOINTS, type ConfigBody, type DefinitionAdd, type DefinitionUpdate, type ParamConfig, type ParamDef } from '../../shared/contract/api/device-params';
import { call, type CallOptions } from './call';
import { callAction } from './call-action';

export type { ParamConfig, ParamDef };
export type ConfigInput = Omit<ConfigBody, 'kind'>;
export type DefinitionInput = Omit<DefinitionAdd, 'kind'>;
export type DefinitionPatch = Omit<DefinitionUpdate, 'kind'>;

const { configs, definitions, add, update, enable, remove } = DEVICE_PARAM_ENDPOINTS;

/** GET /deviceParam/deviceParam: a device's parameter configurations with their definitions' unit and type. */
export function deviceParams(deviceId: string, options?: CallOptions) {
  return call(configs, { query: { deviceId } }, options);
}

/** GET /deviceParam/list: every parameter definition. */
export function paramDefinitions(options?: CallOptions) {
  return call(definitions, {}, options);
}

/** POST /deviceParam/add {kind: 'config'}: configures one more parameter on a device. */
export function addParamConfig(input: ConfigInput) {
  return callAction(add, 'config', input);
}

/** POST /deviceParam/update {kind: 'config'}: changes a configuration; ingest and alarms use it at once. */
export function updateParamConfig(input: ConfigInput) {
  return callAction(update, 'config', input);
}

/** PUT /deviceParam/enable: switches a configuration on (1) or off (0). */
export function enableParam(deviceId: string, paramKey: string, status: 0 | 1) {
  return call(enable, { body: { deviceId, paramKey, status } });
}

/** DELETE /deviceParam/delete with a deviceId: removes the configuration from the device. */
export function deleteParamConfig(deviceId: string, paramKey: string) {
  return call(remove, { body: { deviceId, paramKey } });
}

export function addParamDefinition(input: DefinitionInput) {
  return callAction(add, 'definition', input);
}

export function updateParamDefinition(input: DefinitionPatch) {
  return callAction(update, 'definition', input);
}

/** DELETE /deviceParam/delete without a deviceId: removes a definition no device uses. */
export function deleteParamDefinition(paramKey: string) {
  return call(remove, { body: { paramKey } });
}
