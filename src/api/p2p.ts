import type { P2pDirection, P2pMessage } from '../../shared/contract/api/p2p';
import { api, type RequestOptions } from './client';

export type { P2pDirection, P2pMessage };

/** Point-to-point messages; with a device, `receive` are those to it and `send` those from it. */
export function listP2p(query: { direction: P2pDirection; device_id?: string; page: number; pageSize: number }, options?: RequestOptions) {
  return api.post<{ rows: P2pMessage[]; total: number }>('/p2pManage', { action: 'list', ...query }, options);
}

/** Sends a message from one device to another (published on devices/{to}/p2p). */
export function sendP2p(input: { from: string; to: string; content: string }) {
  return api.post<{ id: number }>('/p2pManage', { action: 'send', ...input });
}
