import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import '../db/incident-tables';
import { audienceOf, type Audience } from '../auth/audience';
import { holdsCode, type SessionUser } from '../auth/session-user';
import { servesAsStaff } from '../auth/roles';
import { ROUTE_ACCESS } from '../../shared/contract/access-catalogue';

export type EventKind = 'status' | 'alarm';

const DEVICE_PREFIX = 'device:';
/** Telemetry of one device: joined on request, after a visibility check. */
export const deviceRoom = (deviceId: string) => `${DEVICE_PREFIX}${deviceId}`;
/** The device of a telemetry room, or null for any other room. */
export const deviceOfRoom = (room: string) => (room.startsWith(DEVICE_PREFIX) ? room.slice(DEVICE_PREFIX.length) : null);

/** Status and alarm events of a whole company, for users who see all its devices. */
const tenantRoom = (tenantId: number) => `tenant:${tenantId}`;
/** Status and alarm events of one device, for ordinary customers who see only bound devices. */
const watchRoom = (deviceId: string) => `watch:${deviceId}`;
const ADMIN_ROOM = 'admins';
/** Event rooms are per kind, so that each kind goes only to holders of its access codes. */
const eventRoom = (kind: EventKind, audience: string) => `${kind}/${audience}`;
export const isEventRoom = (room: string) => room.startsWith('status/') || room.startsWith('alarm/') || room.startsWith(CHAT_PREFIX);

/**
 * Customer-service conversations (issue 22): a customer hears its own (its user room), service staff
 * (the admin, agents; with the staff code) the conversations of the companies they see.
 */
const CHAT_PREFIX = 'chat/';
const chatRoom = (audience: string) => `${CHAT_PREFIX}${audience}`;
const userRoom = (userId: number) => `user:${userId}`;

/** The same codes as the REST routes that show the same data, so a socket never shows more. */
const holdsAny = (user: SessionUser, codes: readonly string[]) => codes.some((code) => holdsCode(user.access, code));
export const mayWatchTelemetry = (user: SessionUser) => holdsAny(user, ROUTE_ACCESS.realtime);
function eventKindsOf(user: SessionUser): EventKind[] {
  const kinds: EventKind[] = [];
  if (holdsAny(user, ROUTE_ACCESS.deviceStatus)) kinds.push('status');
  if (holdsAny(user, ROUTE_ACCESS.alarmsView)) kinds.push('alarm');
  return kinds;
}

/** The audience rooms of a user, from who it hears about (decided in server/auth/audience.ts). */
function audienceRooms(audience: Audience): string[] {
  if (audience.kind === 'everything') return [ADMIN_ROOM];
  if (audience.kind === 'companies') return audience.ids.map(tenantRoom);
  return audience.ids.map(watchRoom);
}

/** The rooms a user's socket is in for status and alarm events, by audience and access codes. */
export async function eventRoomsOf(db: Kysely<DB>, user: SessionUser): Promise<string[]> {
  const kinds = eventKindsOf(user);
  // Service staff are those who serve whole companies (server/auth/roles.ts), not single devices.
  const serves = servesAsStaff(user, ROUTE_ACCESS.serviceStaff);
  const chat = user.tenantId !== null && holdsAny(user, ROUTE_ACCESS.serviceCustomer) ? [chatRoom(userRoom(user.id))] : [];
  if (kinds.length === 0 && !serves) return chat;
  const audiences = audienceRooms(await audienceOf(db, user));
  return [
    ...kinds.flatMap((kind) => audiences.map((room) => eventRoom(kind, room))),
    ...(serves ? audiences.map(chatRoom) : []),
    ...chat,
  ];
}

/** Where a conversation's change goes: its customer, and whoever serves its company. */
export function chatTargets(tenantId: number, customerId: number): string[] {
  return [ADMIN_ROOM, tenantRoom(tenantId), userRoom(customerId)].map(chatRoom);
}

/** Where a status or alarm event of a device goes. */
export function eventTargets(kind: EventKind, deviceId: string, tenantId: number): string[] {
  return [ADMIN_ROOM, tenantRoom(tenantId), watchRoom(deviceId)].map((audience) => eventRoom(kind, audience));
}

/**
 * Where an incident's change goes: those who hear its company's alarms as a whole (the admin, the
 * company's and its agents' staff), and the customers who hear the alarms of one of the devices it
 * involves (`deviceIds`, from incident_devices), as GET /incidents shows it to them.
 */
export function incidentTargets(tenantId: number, deviceIds: readonly string[] = []): string[] {
  return [ADMIN_ROOM, tenantRoom(tenantId), ...deviceIds.map(watchRoom)].map((audience) => eventRoom('alarm', audience));
}

/** Whether a room is a customer's alarm room of one device (someone who may need an incident's devices looked up). */
export const isAlarmWatchRoom = (room: string) => room.startsWith(eventRoom('alarm', watchRoom('')));

/** The devices an incident involves (migration 0330). */
export async function devicesOfIncident(db: Kysely<DB>, incidentId: number): Promise<string[]> {
  const rows = await db.selectFrom('incident_devices').select('device_id').where('incident_id', '=', incidentId).execute();
  return rows.map((r) => r.device_id);
}

/** Whether a socket in `rooms` hears about the device: telemetry or a customer's watch room. */
export function roomsConcernDevice(rooms: ReadonlySet<string>, deviceId: string): boolean {
  return rooms.has(deviceRoom(deviceId)) || rooms.has(eventRoom('status', watchRoom(deviceId))) || rooms.has(eventRoom('alarm', watchRoom(deviceId)));
}
