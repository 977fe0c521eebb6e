import type { Static } from 'typebox';
import type { AlarmPushSchema, ChatPushSchema, IncidentPushSchema, RoomRequestSchema, StatusPushSchema, TelemetryPushSchema } from './socket-event-schemas';

/**
 * What crosses the socket.io connection (path /socket.io): the names and bodies of the server's
 * pushes (server/push) and of the room requests the console's streams send (streams/socket.ts).
 * The bodies' schemas are in ./socket-event-schemas.ts; only types come from there, so this file
 * costs the browser bundle nothing but the names.
 */
export const SOCKET_EVENTS = {
  /** Server to client, to a device's room: calibrated readings. */
  telemetry: 'telemetry',
  /** Server to client, to its tenant's and watchers' rooms: online/offline. */
  status: 'status',
  /** Server to client, to its tenant's and watchers' rooms: an alarm's change. */
  alarm: 'alarm',
  /** Server to client, to its tenant's rooms and the watchers of its devices (those who see its alarms): an incident's change (issue 36). */
  incident: 'incident',
  /** Server to client, to the two sides of a customer-service conversation: a message or a read mark. */
  chat: 'chat',
  /** Client to server: join these devices' rooms (the server joins only visible ones). */
  subscribe: 'subscribe',
  /** Client to server: leave these devices' rooms. */
  unsubscribe: 'unsubscribe',
} as const;

export type TelemetryPush = Static<typeof TelemetryPushSchema>;
export type StatusPush = Static<typeof StatusPushSchema>;
export type AlarmPush = Static<typeof AlarmPushSchema>;
export type ChatPush = Static<typeof ChatPushSchema>;
export type IncidentPush = Static<typeof IncidentPushSchema>;
/** The body of `subscribe` and `unsubscribe`, and of their acknowledgement (the rooms joined or left). */
export type RoomRequest = Static<typeof RoomRequestSchema>;

/** socket.io's typed-events maps, for the server's `Server<...>` and a typed client. */
export interface ServerToClientEvents {
  telemetry(event: TelemetryPush): void;
  status(event: StatusPush): void;
  alarm(event: AlarmPush): void;
  chat(event: ChatPush): void;
  incident(event: IncidentPush): void;
}
export interface ClientToServerEvents {
  subscribe(request: RoomRequest, ack?: (answer: RoomRequest) => void): void;
  unsubscribe(request: RoomRequest, ack?: (answer: RoomRequest) => void): void;
}
