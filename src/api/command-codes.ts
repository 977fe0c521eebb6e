import type { CommandCode, CommandCodeManageBody } from '../../shared/contract/api/command-codes';
import type { PagedRows } from '../../shared/contract/envelope';
import { api, type RequestOptions } from './client';

export type { CommandCode };
export type CommandCodeInput = Omit<Extract<CommandCodeManageBody, { type: 'add' }>, 'type'>;
export type CommandCodeQuery = Omit<Extract<CommandCodeManageBody, { type: 'search' }>, 'type'>;

const PATH = '/commandCodeManage';

/** POST /commandCodeManage {type: search}: the catalogue, or with device_id the codes that device accepts. */
export function searchCommandCodes(query: CommandCodeQuery, options?: RequestOptions) {
  return api.post<PagedRows<CommandCode>>(PATH, { type: 'search', ...query }, options);
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
