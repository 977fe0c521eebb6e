import type { Expression, Generated, Kysely, SqlBool } from 'kysely';
import type { DB } from '../../../db/types';
import '../../../db/core-tables';

declare module '../../../db/types' {
  interface DB {
    p2p_messages: {
      id: Generated<number>;
      tenant_id: number;
      from_device: string;
      to_device: string;
      content: string;
      origin: 'device' | 'user';
      user_id: number | null;
      created_at: Timestamp;
    };
  }
}

export type Direction = 'receive' | 'send' | 'all';

export function insertMessage(db: Kysely<DB>, row: { tenantId: number; from: string; to: string; content: string; origin: 'device' | 'user'; userId?: number }) {
  return db
    .insertInto('p2p_messages')
    .values({ tenant_id: row.tenantId, from_device: row.from, to_device: row.to, content: row.content, origin: row.origin, user_id: row.userId ?? null })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/**
 * Messages the user may see: sent or received by a device the user sees. With a device, the
 * direction is relative to it (receive: it is the receiver; send: it is the sender). `deviceVisible`
 * is the scope's whereDeviceVisible('devices.device_id').
 */
export function selectMessages(db: Kysely<DB>, deviceVisible: Expression<SqlBool>, direction: Direction, deviceId?: string) {
  const visible = db.selectFrom('devices').select('devices.device_id').where(deviceVisible);
  let query = db
    .selectFrom('p2p_messages')
    .innerJoin('devices as sender', 'sender.device_id', 'p2p_messages.from_device')
    .innerJoin('devices as receiver', 'receiver.device_id', 'p2p_messages.to_device');
  if (deviceId) {
    if (direction === 'receive') query = query.where('p2p_messages.to_device', '=', deviceId);
    else if (direction === 'send') query = query.where('p2p_messages.from_device', '=', deviceId);
    else query = query.where((eb) => eb.or([eb('p2p_messages.to_device', '=', deviceId), eb('p2p_messages.from_device', '=', deviceId)]));
  }
  return query.where((eb) => eb.or([eb('p2p_messages.from_device', 'in', visible), eb('p2p_messages.to_device', 'in', visible)]));
}

export function findLiveDevices(db: Kysely<DB>, ids: string[]) {
  return db.selectFrom('devices').select(['device_id', 'tenant_id', 'is_enable']).where('device_id', 'in', ids).where('deleted_at', 'is', null).execute();
}
