import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { AppConfig } from '../config';
import { filterVisibleDeviceIds } from '../auth/scope';
import type { SessionUser } from '../auth/session-user';
import { deviceRoom, eventRoomsOf, eventTargets } from './rooms';
import { userOfHandshake } from './socket-auth';

/** A client may watch at most this many devices' telemetry at once. */
const MAX_SUBSCRIBED = 1000;

interface SocketData {
  user: SessionUser;
}

type AckFn = (answer: { deviceIds: string[] }) => void;

function deviceIdsOf(payload: unknown): string[] {
  const list = (payload as { deviceIds?: unknown } | null)?.deviceIds;
  if (!Array.isArray(list)) return [];
  return list.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64).slice(0, MAX_SUBSCRIBED);
}

/**
 * socket.io on the API server (path /socket.io), authenticated by the session cookie. Clients
 * `subscribe` {deviceIds} to get `telemetry` of the devices they may see (checked here), and get
 * `status` and `alarm` events of their devices without asking. With REDIS_URL, pushes are shared
 * across instances through @socket.io/redis-adapter. Needs app.bus and the cookie plugin.
 */
export const pushPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const io = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
    });
    const redisClients: Array<{ quit(): Promise<unknown> }> = [];
    if (options.config.redisUrl) {
      const pub = createClient({ url: options.config.redisUrl });
      const sub = pub.duplicate();
      await Promise.all([pub.connect(), sub.connect()]);
      redisClients.push(pub, sub);
      io.adapter(createAdapter(pub, sub));
    }

    io.use((socket, next) => {
      userOfHandshake(app, socket.handshake.headers.cookie).then(
        (user) => {
          if (!user) return next(new Error('unauthorized'));
          (socket.data as SocketData).user = user;
          next();
        },
        (error: Error) => next(error),
      );
    });

    io.on('connection', (socket: Socket) => {
      const user = (socket.data as SocketData).user;
      eventRoomsOf(app.database.db, user).then(
        (rooms) => socket.join(rooms),
        (error: unknown) => app.log.error({ err: error }, 'socket room join failed'),
      );
      socket.on('subscribe', async (payload: unknown, ack?: AckFn) => {
        const wanted = deviceIdsOf(payload);
        const allowed = await filterVisibleDeviceIds(app.database.db, user, wanted).catch(() => []);
        await socket.join(allowed.map(deviceRoom));
        if (typeof ack === 'function') ack({ deviceIds: allowed });
      });
      socket.on('unsubscribe', async (payload: unknown, ack?: AckFn) => {
        const ids = deviceIdsOf(payload);
        for (const id of ids) await socket.leave(deviceRoom(id));
        if (typeof ack === 'function') ack({ deviceIds: ids });
      });
    });

    app.bus.on('reading', (r) => {
      io.to(deviceRoom(r.deviceId)).emit('telemetry', { deviceId: r.deviceId, ts: r.ts, values: r.values, invalid: r.invalid });
    });
    app.bus.on('status', (e) => {
      io.to(eventTargets(e.deviceId, e.tenantId)).emit('status', e);
    });
    app.bus.on('alarm', (e) => {
      io.to(eventTargets(e.deviceId, e.tenantId)).emit('alarm', e);
    });

    // Before the HTTP server closes: open websockets would otherwise keep it from closing.
    app.addHook('preClose', async () => {
      io.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      for (const client of redisClients) await client.quit().catch(() => undefined);
    });
  },
  { name: 'push', dependencies: ['bus', 'database'] },
);
