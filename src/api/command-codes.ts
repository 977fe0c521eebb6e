import type { CommandCode, CommandCodeManageBody } from '../../shared/contract/api/command-codes';
import { api, type RequestOptions } from './client';

export type { CommandCode };
export type CommandCodeInput = Omit<Extract<CommandCodeManageBody, { type: 'add' }>, 'type'>;
export interface CommandCodeQuery {
  page: number;
  pageSize: number;
  device_type?: string;
  device_id?: string;
  keyword?: string;
  deleted?: boolean;
}

const PATH = '/commandCodeManage';

/** POST /commandCodeManage {type: search}: the catalogue, or with device_id the codes that device accepts. */
export function searchCommandCodes(query: CommandCodeQuery, options?: RequestOptions) {
  return api.post<{ rows: CommandCode[]; total: number }>(PATH, { type: 'search', ...query }, options);
}

export function addCommandCode(input: CommandCodeInput) {
  return api.post<CommandCode>(PATH, { type: 'add', ...input });
}

export function updateCommandCode(id: number, input: CommandCodeInput) {
  return api.post<CommandCode>(PATH, { type: 'update', id, ...input });
}

/** Moves codes to the recycle bin. */
export function deleteCommandCodes(ids: number[]) {
  return api.post<{ ids: number[] }>(PATH, { type: 'delete', ids });
}
