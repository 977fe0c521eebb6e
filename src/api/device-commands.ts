import { DEVICE_COMMAND_ENDPOINTS, type CommandRow } from '../../shared/contract/api/device-commands';
import { callAction } from './call-action';

export type { CommandRow };

/** POST /codeManage {action: 'send'}: publishes the command on devices/{id}/command and records it. */
export function sendCommand(input: { device_id: string; command: string; params?: Record<string, unknown>; reply_command?: string }) {
  return callAction(DEVICE_COMMAND_ENDPOINTS.codeManage, 'send', input);
}

/** POST /codeManage {action: 'list'}: commands (newest first) with the devices' replies. */
export function listCommands(query: { device_id?: string; page: number; pageSize: number }, signal?: AbortSignal) {
  return callAction(DEVICE_COMMAND_ENDPOINTS.codeManage, 'list', query, { signal });
}
