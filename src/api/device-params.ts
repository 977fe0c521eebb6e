import type { ConfigBody, DefinitionAdd, DefinitionUpdate, ParamConfig, ParamDef } from '../../shared/contract/api/device-params';
import { api, type RequestOptions } from './client';

export type { ParamConfig, ParamDef };
export type ConfigInput = Omit<ConfigBody, 'kind'>;
export type DefinitionInput = Omit<DefinitionAdd, 'kind'>;
export type DefinitionPatch = Omit<DefinitionUpdate, 'kind'>;

/** GET /deviceParam/deviceParam: a device's parameter configurations with their definitions' unit and type. */
export function deviceParams(deviceId: string, options?: RequestOptions) {
  return api.get<ParamConfig[]>('/deviceParam/deviceParam', { ...options, query: { deviceId } });
}

/** GET /deviceParam/list: every parameter definition. */
export function paramDefinitions(options?: RequestOptions) {
  return api.get<ParamDef[]>('/deviceParam/list', options);
}

/** POST /deviceParam/add {kind: 'config'}: configures one more parameter on a device. */
export function addParamConfig(input: ConfigInput) {
  return api.post<ParamConfig>('/deviceParam/add', { kind: 'config', ...input });
}

/** POST /deviceParam/update {kind: 'config'}: changes a configuration; ingest and alarms use it at once. */
export function updateParamConfig(input: ConfigInput) {
  return api.post<ParamConfig>('/deviceParam/update', { kind: 'config', ...input });
}

/** PUT /deviceParam/enable: switches a configuration on (1) or off (0). */
export function enableParam(deviceId: string, paramKey: string, status: 0 | 1) {
  return api.put<null>('/deviceParam/enable', { deviceId, paramKey, status });
}

/** DELETE /deviceParam/delete with a deviceId: removes the configuration from the device. */
export function deleteParamConfig(deviceId: string, paramKey: string) {
  return api.delete<null>('/deviceParam/delete', { deviceId, paramKey });
}

export function addParamDefinition(input: DefinitionInput) {
  return api.post<ParamDef>('/deviceParam/add', { kind: 'definition', ...input });
}

export function updateParamDefinition(input: DefinitionPatch) {
  return api.post<ParamDef>('/deviceParam/update', { kind: 'definition', ...input });
}

/** DELETE /deviceParam/delete without a deviceId: removes a definition no device uses. */
export function deleteParamDefinition(paramKey: string) {
  return api.delete<null>('/deviceParam/delete', { paramKey });
}
