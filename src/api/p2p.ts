import { api, type RequestOptions } from './client';

/** A row of POST /p2pManage {action: 'list'} (the module declares its schema in its routes file). */
export interface P2pMessage {
  id: number;
  from_device: string;
  from_name: string;
  to_device: string;
  to_name: string;
  content: string;
  /** 'device' (sent by the device over MQTT) or 'user' (sent from the console). */
  origin: string;
  created_at: string;
}

export type P2pDirection = 'receive' | 'send' | 'all';

/** Point-to-point messages; with a device, `receive` are those to it and `send` those from it. */
export function listP2p(query: { direction: P2pDirection; device_id?: string; page: number; pageSize: number }, options?: RequestOptions) {
  return api.post<{ rows: P2pMessage[]; total: number }>('/p2pManage', { action: 'list', ...query }, options);
}

/** Sends a message from one device to another (published on devices/{to}/p2p). */
export function sendP2p(input: { from: string; to: string; content: string }) {
  return api.post<{ id: number }>('/p2pManage', { action: 'send', ...input });
}
