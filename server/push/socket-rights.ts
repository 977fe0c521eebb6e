import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { filterVisibleDeviceIds } from '../auth/scope';
import { mayBeConcernedByCompany } from '../auth/roles';
import type { RightsEvent } from '../telemetry/bus';
import { deviceOfRoom, eventRoomsOf, isEventRoom, mayWatchTelemetry, roomsConcernDevice } from './rooms';
import { currentUserOf } from './socket-auth';

/** What the push plugin keeps on each socket: plain data, so a cluster adapter can carry it. */
export interface SocketData {
  sessionId: string;
  userId: number;
  tenantId: number | null;
  userType: string;
}

/** The part of a socket.io socket a re-check touches. */
export interface RecheckedSocket {
  data: SocketData;
  rooms: ReadonlySet<string>;
  join(rooms: string[]): unknown;
  leave(room: string): unknown;
  disconnect(close: boolean): unknown;
}

/** Whether a rights change may concern this socket. */
export function concerns(socket: RecheckedSocket, event: RightsEvent): boolean {
  const { data } = socket;
  if (event.sessionIds?.includes(data.sessionId)) return true;
  if (event.userIds?.includes(data.userId)) return true;
  if (event.companyId !== undefined && mayBeConcernedByCompany(data, event.companyId)) return true;
  return event.deviceIds?.some((id) => roomsConcernDevice(socket.rooms, id)) ?? false;
}

/**
 * Brings the sockets of one session in line with its rights now: all disconnected when the
 * session is over, otherwise out of the telemetry rooms of devices no longer visible (or of all,
 * without a real-time access code) and in exactly the event rooms the user should hear.
 */
export async function recheckSession(db: Kysely<DB>, sessionId: string, sockets: RecheckedSocket[]): Promise<void> {
  const user = await currentUserOf(db, sessionId);
  if (!user) {
    for (const socket of sockets) socket.disconnect(true);
    return;
  }
  const eventRooms = new Set(await eventRoomsOf(db, user));
  for (const socket of sockets) {
    const watched = [...socket.rooms].map(deviceOfRoom).filter((id): id is string => id !== null);
    const visible = new Set(mayWatchTelemetry(user) ? await filterVisibleDeviceIds(db, user, watched) : []);
    for (const room of [...socket.rooms]) {
      const deviceId = deviceOfRoom(room);
      if ((deviceId !== null && !visible.has(deviceId)) || (isEventRoom(room) && !eventRooms.has(room))) socket.leave(room);
    }
    const missing = [...eventRooms].filter((room) => !socket.rooms.has(room));
    if (missing.length > 0) socket.join(missing);
  }
}

/** Groups sockets by session, so that each session is loaded once however many tabs it has. */
export function bySession<T extends RecheckedSocket>(sockets: Iterable<T>): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const socket of sockets) {
    const list = groups.get(socket.data.sessionId);
    if (list) list.push(socket);
    else groups.set(socket.data.sessionId, [socket]);
  }
  return groups;
}
