import { COMMAND_CODE_ENDPOINTS, type CommandCode } from '../../shared/contract/api/command-codes';
import type { CallOptions } from './call';
import { manage, type ManageInput } from './manage';

export type { CommandCode };
export type CommandCodeInput = ManageInput<typeof COMMAND_CODE_ENDPOINTS.manage, 'add'>;
export type CommandCodeQuery = ManageInput<typeof COMMAND_CODE_ENDPOINTS.manage, 'search'>;

const codes = manage(COMMAND_CODE_ENDPOINTS.manage);

/** POST /commandCodeManage {type: search}: the catalogue, or with device_id the codes that device accepts. */
export function searchCommandCodes(query: CommandCodeQuery, options?: CallOptions) {
  return codes.search(query, options);
}

export function addCommandCode(input: CommandCodeInput) {
  return codes.add(input);
}

export function updateCommandCode(id: number, input: CommandCodeInput) {
  return codes.update({ id, ...input });
}

/** Moves codes to the recycle bin. */
export function deleteCommandCodes(ids: number[]) {
  return codes.remove(ids);
}
