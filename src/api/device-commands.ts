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

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

/** How many of the device's latest commands are searched for the one awaited. */
const RECENT_COMMANDS = 20;

/**
 * Polls the device's command list until command `id` has a reply (resolves with the answered row)
 * or `timeoutMs` passes (resolves with null). Stops when `signal` aborts (the page left).
 */
export async function waitForReply(deviceId: string, id: number, options: { timeoutMs: number; intervalMs: number; signal?: AbortSignal }): Promise<CommandRow | null> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await listCommands({ device_id: deviceId, page: 1, pageSize: RECENT_COMMANDS }, options.signal);
    const row = rows.find((r) => r.id === id);
    if (row?.answered) return row;
    await sleep(Math.min(options.intervalMs, Math.max(0, deadline - Date.now())), options.signal);
  }
  return null;
}
