import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { AppConfig } from '../config';
import { filterVisibleDeviceIds } from '../auth/scope';
import { handshakeFromAnotherSite } from '../auth/cross-site-guard';
import type { RightsEvent } from '../telemetry/bus';
import {
  chatTargets, deviceRoom, devicesOfIncident, eventRoomsOf, eventTargets, incidentTargets, isAlarmWatchRoom, mayWatchTelemetry,
} from './rooms';
import { currentUserOf, sessionIdOfHandshake } from './socket-auth';
import { bySession, concerns, recheckSession, type SocketData } from './socket-rights';
import {
  SOCKET_EVENTS, type ClientToServerEvents, type RoomRequest, type ServerToClientEvents,
} from '../../shared/contract/socket-events';
import { MAX_SUBSCRIBED_DEVICES, ROOM_DEVICE_ID_MAX } from '../../shared/contract/socket-event-schemas';

/**
 * Every socket's session is re-validated this often, as a safety net for a rights change that
 * emitted no `rights` event (a session expiring, a change made in the database by hand). Each
 * round costs one session load per open session; a minute bounds the exposure without load.
 */
const RECHECK_INTERVAL_MS = 60_000;
/** Sockets whose rights are being re-checked get no pushes until the check is done (fail closed). */
const SUSPENDED_ROOM = 'rechecking';

interface InterServerEvents {
  rights: (event: RightsEvent) => void;
}
type PushServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type PushSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type AckFn = (answer: RoomRequest) => void;

/** The device ids of a room request (shared/contract/socket-events.ts); the body comes from the client, so it is checked, not trusted. */
function deviceIdsOf(payload: unknown): string[] {
  const list = (payload as { deviceIds?: unknown } | null)?.deviceIds;
  if (!Array.isArray(list)) return [];
  return list.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= ROOM_DEVICE_ID_MAX).slice(0, MAX_SUBSCRIBED_DEVICES);
}

/**
 * socket.io on the API server (path /socket.io), authenticated by the session cookie. Clients
 * `subscribe` {deviceIds} to get `telemetry` of the devices they may see (checked here), and get
 * `status` and `alarm` events of their devices without asking. Rights are re-checked on the bus
 * event `rights` (at once) and every RECHECK_INTERVAL_MS: a socket of an ended session is
 * disconnected, one that lost a device or an access code leaves its rooms. With REDIS_URL, pushes
 * and `rights` events are shared across instances through @socket.io/redis-adapter.
 * Needs app.bus and the cookie plugin.
 */
export const pushPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const db = app.database.db;
    const io: PushServer = new Server(app.server, { path: '/socket.io', serveClient: false });
    const clustered = Boolean(options.config.redisUrl);
    const redisClients: Array<{ quit(): Promise<unknown> }> = [];
    if (options.config.redisUrl) {
      const pub = createClient({ url: options.config.redisUrl });
      const sub = pub.duplicate();
      await Promise.all([pub.connect(), sub.connect()]);
      redisClients.push(pub, sub);
      io.adapter(createAdapter(pub, sub));
    }

    const firstRooms = new WeakMap<PushSocket, string[]>();
    io.use((socket, next) => {
      // Before the session: a page of another site gets nothing, whatever cookie its browser sends.
      if (handshakeFromAnotherSite(socket.handshake.headers)) return next(new Error('cross_site_refused'));
      const sessionId = sessionIdOfHandshake(app, socket.handshake.headers.cookie);
      if (!sessionId) return next(new Error('unauthorized'));
      currentUserOf(db, sessionId)
        .then(async (user) => {
          if (!user) return next(new Error('unauthorized'));
          socket.data = { sessionId, userId: user.id, tenantId: user.tenantId, userType: user.userType };
          firstRooms.set(socket, await eventRoomsOf(db, user));
          next();
        })
        .catch((error: Error) => next(error));
    });

    io.on('connection', (socket) => {
      socket.join(firstRooms.get(socket) ?? []);
      socket.on(SOCKET_EVENTS.subscribe, async (payload: unknown, ack?: AckFn) => {
        // Loaded again, not kept from the handshake: rights may have changed since.
        const user = await currentUserOf(db, socket.data.sessionId).catch(() => null);
        if (!user) {
          if (typeof ack === 'function') ack({ deviceIds: [] });
          socket.disconnect(true);
          return;
        }
        const wanted = deviceIdsOf(payload);
        const allowed = mayWatchTelemetry(user) ? await filterVisibleDeviceIds(db, user, wanted).catch(() => []) : [];
        await socket.join(allowed.map(deviceRoom));
        if (typeof ack === 'function') ack({ deviceIds: allowed });
      });
      socket.on(SOCKET_EVENTS.unsubscribe, async (payload: unknown, ack?: AckFn) => {
        const ids = deviceIdsOf(payload);
        for (const id of ids) await socket.leave(deviceRoom(id));
        if (typeof ack === 'function') ack({ deviceIds: ids });
      });
    });

    const suspensions = new Map<string, number>();
    const suspend = (socket: PushSocket) => {
      suspensions.set(socket.id, (suspensions.get(socket.id) ?? 0) + 1);
      void socket.join(SUSPENDED_ROOM);
    };
    const resume = (socket: PushSocket) => {
      const left = (suspensions.get(socket.id) ?? 1) - 1;
      if (left > 0) return suspensions.set(socket.id, left);
      suspensions.delete(socket.id);
      void socket.leave(SUSPENDED_ROOM);
    };

    /** Re-checks this instance's sockets concerned by a change; suspended at once, in the same tick. */
    const onRights = (event: RightsEvent) => {
      const sockets = [...io.of('/').sockets.values()].filter((socket) => concerns(socket, event));
      sockets.forEach(suspend);
      for (const [sessionId, group] of bySession(sockets)) {
        recheckSession(db, sessionId, group)
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'socket rights re-check failed; disconnecting');
            for (const socket of group) socket.disconnect(true);
          })
          .finally(() => group.forEach(resume));
      }
    };
    app.bus.on('rights', (event) => {
      onRights(event);
      if (clustered) io.serverSideEmit('rights', event);
    });
    io.on('rights', onRights);

    let sweeping = false;
    const sweep = async () => {
      if (sweeping) return;
      sweeping = true;
      try {
        for (const [sessionId, group] of bySession(io.of('/').sockets.values())) {
          // A failed round keeps the sockets as they were a minute ago; the next round retries.
          await recheckSession(db, sessionId, group).catch((error: unknown) => app.log.warn({ err: error }, 'socket rights sweep failed'));
        }
      } finally {
        sweeping = false;
      }
    };
    const timer = setInterval(() => void sweep(), RECHECK_INTERVAL_MS);
    timer.unref();

    app.bus.on('reading', (r) => {
      const room = deviceRoom(r.deviceId);
      // socket.io encodes an event before it looks at the room: a reading nobody watches (no socket
      // here, and no other instance that could have one) is not encoded at all. Most readings.
      if (!clustered && !io.of('/').adapter.rooms.has(room)) return;
      io.to(room)
        .except(SUSPENDED_ROOM)
        .emit(SOCKET_EVENTS.telemetry, { deviceId: r.deviceId, ts: r.ts, values: r.values, invalid: r.invalid });
    });
    app.bus.on('status', (e) => {
      io.to(eventTargets('status', e.deviceId, e.tenantId)).except(SUSPENDED_ROOM).emit(SOCKET_EVENTS.status, e);
    });
    app.bus.on('alarm', (e) => {
      io.to(eventTargets('alarm', e.deviceId, e.tenantId)).except(SUSPENDED_ROOM).emit(SOCKET_EVENTS.alarm, e);
    });
    /** Whether a customer's socket (here, or maybe on another instance) could hear of an incident by one of its devices. */
    const deviceWatchers = () => clustered || [...io.of('/').adapter.rooms.keys()].some(isAlarmWatchRoom);
    app.bus.on('incident', (e) => {
      // The push's own fields (shared/contract/socket-event-schemas.ts), not the bus's extras.
      const body = { type: e.type, incidentId: e.incidentId, tenantId: e.tenantId, siteId: e.siteId, severity: e.severity };
      const push = (deviceIds: string[]) => io.to(incidentTargets(e.tenantId, deviceIds)).except(SUSPENDED_ROOM).emit(SOCKET_EVENTS.incident, body);
      // Most incidents go to staff only: the devices are looked up only when a customer listens.
      if (!deviceWatchers()) return void push([]);
      devicesOfIncident(db, e.incidentId).then(push, (error: unknown) => {
        app.log.warn({ err: error }, 'incident devices lookup failed; pushed to staff only');
        push([]);
      });
    });
    app.bus.on('chat', (e) => {
      io.to(chatTargets(e.tenantId, e.customerId)).except(SUSPENDED_ROOM).emit(SOCKET_EVENTS.chat, e);
    });

    // Before the HTTP server closes: open websockets would otherwise keep it from closing.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      io.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      for (const client of redisClients) await client.quit().catch(() => undefined);
    });
  },
  { name: 'push', dependencies: ['bus', 'database'] },
);
