import { P2P_ENDPOINTS, type P2pDirection, type P2pMessage } from '../../shared/contract/api/p2p';
import type { CallOptions } from './call';
import { callAction } from './call-action';

export type { P2pDirection, P2pMessage };

/** Point-to-point messages; with a device, `receive` are those to it and `send` those from it. */
export function listP2p(query: { direction: P2pDirection; device_id?: string; page: number; pageSize: number }, options?: CallOptions) {
  return callAction(P2P_ENDPOINTS.manage, 'list', query, options);
}

/** Sends a message from one device to another (published on devices/{to}/p2p). */
export function sendP2p(input: { from: string; to: string; content: string }) {
  return callAction(P2P_ENDPOINTS.manage, 'send', input);
}
