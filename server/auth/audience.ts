import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { isAdmin, isAgent } from './roles';
import { visibleCompanyIds } from './scope';
import type { SessionUser } from './session-user';
import { deviceIdVisibleTo } from './where-visible';

/**
 * Who a user hears about on the push socket: everything (admin), whole companies (an agent), or
 * single devices (an ordinary customer must not hear about the other devices of its company).
 * server/push/rooms.ts turns this into room names.
 */
export type Audience = { kind: 'everything' } | { kind: 'companies'; ids: number[] } | { kind: 'devices'; ids: string[] };

export async function audienceOf(db: Kysely<DB>, user: SessionUser): Promise<Audience> {
  if (isAdmin(user)) return { kind: 'everything' };
  if (isAgent(user)) {
    const ids = await visibleCompanyIds(db, user);
    return ids === 'all' ? { kind: 'everything' } : { kind: 'companies', ids };
  }
  const rows = await db
    .selectFrom('devices')
    .select('device_id')
    .where('deleted_at', 'is', null)
    .where(deviceIdVisibleTo(user, 'devices.device_id'))
    .execute();
  return { kind: 'devices', ids: rows.map((r) => r.device_id) };
}
