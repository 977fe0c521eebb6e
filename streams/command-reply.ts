import { DEVICE_COMMAND_ENDPOINTS, type CommandRow } from '../shared/contract/api/device-commands';
import type { EndpointData } from '../shared/contract/endpoint';
import { pollUntil } from './poll-until';

/** How many of the device's latest commands are searched for the one awaited. */
const RECENT_COMMANDS = 20;

type CommandAnswer = EndpointData<typeof DEVICE_COMMAND_ENDPOINTS.codeManage>;

/** Command `id` among a list answer's rows once the device has replied to it. */
const replied = (answer: CommandAnswer, id: number): CommandRow | undefined =>
  'rows' in answer ? answer.rows.find((row) => row.id === id && row.answered) : undefined;

/**
 * Waits for the device's reply to command `id` (POST /codeManage {action: 'list'} every `every` ms,
 * a short-lived poll, streams/poll-until.ts): resolves with the answered row, or null when
 * `giveUpAfterMs` passes first; rejects when a list call fails or `signal` aborts (the page left).
 */
export async function commandReply(
  deviceId: string,
  id: number,
  options: { every: number; giveUpAfterMs: number; signal?: AbortSignal },
): Promise<CommandRow | null> {
  const input = { body: { action: 'list' as const, device_id: deviceId, page: 1, pageSize: RECENT_COMMANDS } };
  const answer = await pollUntil(DEVICE_COMMAND_ENDPOINTS.codeManage, input, (a) => replied(a, id) !== undefined, options);
  return answer ? (replied(answer, id) ?? null) : null;
}
