import type { RequestScope } from '../../../auth/request-scope';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import type { TelemetryBus } from '../../../telemetry/bus';
import { badRequest } from '../../../http/app-error';
import { requireDevice } from '../admin/service';
import * as repo from './repository';
import './messages';

/** Logs the message and publishes it on the receiver's devices/{to}/p2p topic. */
async function deliver(db: Kysely<DB>, bus: TelemetryBus, row: Parameters<typeof repo.insertMessage>[1]) {
  const saved = await repo.insertMessage(db, row);
  bus.emit('command', {
    deviceId: row.to,
    channel: 'p2p',
    payload: { id: saved.id, from: row.from, content: row.content, ts: new Date(saved.created_at).getTime() },
  });
  return saved.id;
}

export async function sendByUser(scope: RequestScope, from: string, to: string, content: string) {
  if (from === to) throw badRequest('p2p_same_device');
  const [sender, receiver] = [await requireDevice(scope, from), await requireDevice(scope, to)];
  if (sender.tenant_id !== receiver.tenant_id) throw badRequest('p2p_cross_company');
  const id = await deliver(scope.db, scope.bus, { tenantId: sender.tenant_id, from, to, content, origin: 'user', userId: scope.user.id });
  return { id };
}

export async function list(scope: RequestScope, direction: repo.Direction, deviceId: string | undefined, page: number, pageSize: number) {
  if (deviceId) await requireDevice(scope, deviceId);
  const base = repo.selectMessages(scope.db, scope.whereDeviceVisible(), direction, deviceId);
  const [rows, total] = await Promise.all([
    base
      .select([
        'p2p_messages.id',
        'p2p_messages.from_device',
        'sender.device_name as from_name',
        'p2p_messages.to_device',
        'receiver.device_name as to_name',
        'p2p_messages.content',
        'p2p_messages.origin',
        'p2p_messages.created_at',
      ])
      .orderBy('p2p_messages.created_at', 'desc')
      .orderBy('p2p_messages.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Why a device's own p2p message was not forwarded, for the log. */
export type P2pDrop = { reason: string; to: string };

/**
 * A device's own p2p message (devices/{id}/p2p, payload {to, content}) is forwarded when both
 * devices are live, enabled and of the same company; anything else is dropped, and why is returned
 * (the caller logs it, throttled: a device can send thousands a second). Background work: it runs
 * in the system scope (no caller).
 */
export async function forwardFromDevice(scope: RequestScope, from: string, payload: unknown): Promise<P2pDrop | null> {
  const { db, bus } = scope;
  const body = typeof payload === 'object' && payload !== null ? (payload as { to?: unknown; content?: unknown }) : {};
  const to = typeof body.to === 'string' ? body.to : '';
  const content = typeof body.content === 'string' ? body.content : body.content === undefined ? '' : JSON.stringify(body.content);
  if (!to || !content || to === from) return { reason: 'needs {to, content}', to };
  const devices = await repo.findLiveDevices(db, [from, to]);
  const sender = devices.find((d) => d.device_id === from);
  const receiver = devices.find((d) => d.device_id === to);
  if (!sender || !receiver || sender.tenant_id !== receiver.tenant_id || receiver.is_enable !== 1) {
    return { reason: 'receiver unknown, disabled or of another company', to };
  }
  await deliver(db, bus, { tenantId: sender.tenant_id, from, to, content: content.slice(0, 2000), origin: 'device' });
  return null;
}
