import net from 'node:net';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { AddressLimits } from './address-limits';
import { CONNECT_TIMEOUT_MS, DRAIN_TIMEOUT_MS, MAX_CONNECTIONS } from './broker-limits';
import { GuardedConnection } from './guarded-connection';
import { parseStatusPayload, parseUpTopic } from './topics';
import type { DeviceHandlers, MqttTransport } from './transport';

const BAD_USERNAME_OR_PASSWORD = 4;
const NOT_AUTHORIZED = 5;

/**
 * The broker-wide identity of a connection: the device's own namespace, then the client id it
 * chose. Aedes closes an older connection with the same id ([MQTT-3.1.4-2]); namespaced, that
 * can only be the same device's previous session, never another device's. encodeURIComponent
 * escapes '/', so no device id and client id pair can spell another's.
 */
export function namespacedClientId(deviceId: string, clientId: string): string {
  return `${encodeURIComponent(deviceId)}/${clientId}`;
}

function authError(message: string, returnCode: number): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as AuthenticateError;
}

/**
 * The embedded Aedes broker. Devices log in as username = device_id, password = secret, may
 * publish only under devices/{their id}/ and subscribe only there. Telemetry is ingested inside
 * `authorizePublish`, which Aedes runs before it sends the QoS 1 PUBACK: the callback is held
 * until the batch holding the message is committed, so a PUBACK means "stored". A dropped (bad)
 * message is acknowledged too, so the device does not resend it forever.
 *
 * The broker shares the API's process, so every connection is bounded (./broker-limits.ts):
 * packet size and bytes before CONNECT (GuardedConnection), CONNECT timeout, connections in all
 * and per address, and a drain timeout for devices that stop reading.
 */
export async function startEmbeddedBroker(
  port: number,
  host: string,
  handlers: DeviceHandlers,
  log: FastifyBaseLogger,
): Promise<MqttTransport> {
  const deviceOf = new WeakMap<Client, string>();
  const connections = new Map<string, number>();

  const broker = await Aedes.createBroker({
    connectTimeout: CONNECT_TIMEOUT_MS,
    drainTimeout: DRAIN_TIMEOUT_MS,
    // Aedes runs this after setting client.id from CONNECT and before the takeover of a duplicate id.
    authenticate: (client, username, password, done) => {
      const deviceId = username ?? '';
      if (deviceId && password && handlers.authenticate(deviceId, password.toString('utf8'))) {
        deviceOf.set(client, deviceId);
        client.id = namespacedClientId(deviceId, client.id);
        done(null, true);
      } else {
        done(authError('bad device credentials', BAD_USERNAME_OR_PASSWORD), false);
      }
    },
    authorizePublish: (client, packet, done) => {
      if (!client) return done(null); // the server's own publishes
      const deviceId = deviceOf.get(client);
      const topic = parseUpTopic(packet.topic);
      if (!deviceId || !topic || topic.deviceId !== deviceId) return done(authError('not your topic', NOT_AUTHORIZED));
      const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
      switch (topic.channel) {
        case 'telemetry':
          handlers.telemetry(deviceId, payload).then(
            () => done(null),
            (error: Error) => done(error),
          );
          return;
        case 'status': {
          const status = parseStatusPayload(payload);
          if (status) handlers.presence(deviceId, status);
          return done(null);
        }
        default:
          handlers.message(deviceId, topic.channel, payload);
          return done(null);
      }
    },
    authorizeSubscribe: (client, subscription, done) => {
      const deviceId = deviceOf.get(client);
      const prefix = `devices/${deviceId}/`;
      if (deviceId && subscription.topic.startsWith(prefix) && !subscription.topic.slice(prefix.length).includes('+')) {
        return done(null, subscription);
      }
      done(authError('not your topic', NOT_AUTHORIZED));
    },
  });

  broker.on('client', (client) => {
    if (client.conn instanceof GuardedConnection) client.conn.markConnected();
    const deviceId = deviceOf.get(client);
    if (!deviceId) return;
    connections.set(deviceId, (connections.get(deviceId) ?? 0) + 1);
    handlers.presence(deviceId, 'online');
  });
  broker.on('clientDisconnect', (client) => {
    const deviceId = deviceOf.get(client);
    if (!deviceId) return;
    const left = (connections.get(deviceId) ?? 1) - 1;
    if (left > 0) connections.set(deviceId, left);
    else {
      connections.delete(deviceId);
      handlers.presence(deviceId, 'offline');
    }
  });
  broker.on('clientError', (client, error) => log.debug({ err: error, client: client.id }, 'mqtt client error'));

  const limits = new AddressLimits();
  const server = net.createServer((socket) => {
    const address = socket.remoteAddress ?? '';
    if (!limits.admit(address)) {
      log.debug({ address }, 'mqtt connection refused: too many from this address');
      socket.destroy();
      return;
    }
    const connection = new GuardedConnection(socket, {
      refused: (reason) => log.debug({ address, reason }, 'mqtt connection refused'),
      connected: () => limits.authenticated(address),
    });
    connection.once('close', () => limits.closed(address, connection.connected));
    broker.handle(connection);
  });
  server.maxConnections = MAX_CONNECTIONS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  log.info({ port: actualPort }, 'embedded MQTT broker listening');

  return {
    port: actualPort,
    publish: (topic, payload, qos) =>
      new Promise((resolve, reject) => {
        broker.publish({ cmd: 'publish', topic, payload, qos, retain: false, dup: false }, (error) =>
          error ? reject(error) : resolve(),
        );
      }),
    close: async () => {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
