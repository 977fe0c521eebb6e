import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { deviceVisibleTo, isAdmin, visibleCompanyIds } from '../auth/scope';
import type { SessionUser } from '../auth/session-user';

/** Telemetry of one device: joined on request, after a visibility check. */
export const deviceRoom = (deviceId: string) => `device:${deviceId}`;
/** Status and alarm events of a whole company, for users who see all its devices. */
export const tenantRoom = (tenantId: number) => `tenant:${tenantId}`;
/** Status and alarm events of one device, for ordinary customers who see only bound devices. */
export const watchRoom = (deviceId: string) => `watch:${deviceId}`;
export const ADMIN_ROOM = 'admins';

/**
 * The rooms a user joins on connect for status and alarm events: the admin room, the tenant rooms
 * of an agent's companies, or one watch room per device bound to an ordinary customer (a customer
 * must not hear about the other devices of its company).
 */
export async function eventRoomsOf(db: Kysely<DB>, user: SessionUser): Promise<string[]> {
  if (isAdmin(user)) return [ADMIN_ROOM];
  if (user.userType === 'agent') {
    const ids = await visibleCompanyIds(db, user);
    return ids === 'all' ? [ADMIN_ROOM] : ids.map(tenantRoom);
  }
  const rows = await db
    .selectFrom('devices')
    .select('device_id')
    .where('deleted_at', 'is', null)
    .where(deviceVisibleTo(user))
    .execute();
  return rows.map((r) => watchRoom(r.device_id));
}

/** Where a status or alarm event of a device goes. */
export function eventTargets(deviceId: string, tenantId: number): string[] {
  return [ADMIN_ROOM, tenantRoom(tenantId), watchRoom(deviceId)];
}
