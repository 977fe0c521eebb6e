import net from 'node:net';
import { Aedes, type AuthenticateError, type PublishPacket } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { AddressLimits } from './address-limits';
import { CONNECT_TIMEOUT_MS, DRAIN_TIMEOUT_MS, MAX_CONNECTIONS, MAX_INFLIGHT_QOS2, SESSION_SWEEP_MS } from './broker-limits';
import { DeviceSessions } from './device-sessions';
import { GuardedConnection } from './guarded-connection';
import { sessionStoreOf } from './session-store';
import { SubscriptionLimits } from './subscription-limits';
import { parseStatusPayload, parseUpTopic } from './topics';
import type { DeviceHandlers, MqttTransport } from './transport';

const SERVER_UNAVAILABLE = 3;
const BAD_USERNAME_OR_PASSWORD = 4;
const NOT_AUTHORIZED = 5;
/** A filter refused in authorizeSubscribe: Aedes answers it with SUBACK's failure code and keeps the connection. */
const SUBSCRIPTION_REFUSED = null;
/** SUBACK's failure return code (MQTT 3.1.1, 3.9.3), which Aedes also reports as the filter's granted QoS. */
const SUBACK_FAILURE = 128;
/**
 * Where a refused PUBLISH is sent once acknowledged: a topic no device may subscribe to (and,
 * starting with '$', matched by no wildcard), so it reaches nobody.
 */
const NOWHERE = '$refused';
/** Characters of a refused topic quoted back to the device's owner. */
const TOPIC_DETAIL_CHARS = 128;

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
 * message is acknowledged too, so the device does not resend it forever; so is a message on a
 * topic not its own or above the packet bound, recorded for the device's owner.
 *
 * The broker shares the API's process, so every connection is bounded (./broker-limits.ts):
 * packet size and bytes before CONNECT (GuardedConnection), CONNECT timeout, connections in all,
 * per address (idle sockets giving way to devices) and per device, QoS 2 messages in flight,
 * topic filters per connection and their length, persistent sessions per device and their age,
 * and a drain timeout for devices that stop reading.
 */
export async function startEmbeddedBroker(
  port: number,
  host: string,
  handlers: DeviceHandlers,
  log: FastifyBaseLogger,
): Promise<MqttTransport> {
  const deviceOf = new WeakMap<object, string>(); // of a Client and of its connection
  const connections = new Map<string, number>();
  const subscriptions = new SubscriptionLimits();
  // Set once the broker exists; sessions are only ever forgotten after that.
  let forgetSession: (clientId: string) => Promise<void> = () => Promise.resolve();
  const sessions = new DeviceSessions((clientId) => forgetSession(clientId));

  /** Acknowledges a device's PUBLISH without passing it on, and records why for its owner. */
  const refuse = (deviceId: string, packet: PublishPacket, done: (error?: Error | null) => void) => {
    const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
    handlers.refused(deviceId, 'wrong_topic', packet.topic.slice(0, TOPIC_DETAIL_CHARS), payload);
    // Aedes has no "acknowledge and drop": the packet it acknowledges next is sent where no one listens.
    packet.topic = NOWHERE;
    packet.retain = false;
    packet.payload = Buffer.alloc(0);
    done(null);
  };

  const broker = await Aedes.createBroker({
    connectTimeout: CONNECT_TIMEOUT_MS,
    drainTimeout: DRAIN_TIMEOUT_MS,
    maxInflightInbound: MAX_INFLIGHT_QOS2,
    // Aedes runs this after setting client.id and client.clean from CONNECT and before the
    // takeover of a duplicate id.
    authenticate: (client, username, password, done) => {
      const deviceId = username ?? '';
      if (!deviceId || !password || !handlers.authenticate(deviceId, password.toString('utf8'))) {
        return done(authError('bad device credentials', BAD_USERNAME_OR_PASSWORD), false);
      }
      const conn = client.conn;
      if (conn.destroyed) return done(authError('connection closed', SERVER_UNAVAILABLE), false);
      // Before admit counts the connection, so that it is uncounted however it ends.
      conn.once('close', () => sessions.closed(deviceId, conn));
      const clientId = namespacedClientId(deviceId, client.id);
      sessions.admit(deviceId, conn, clientId, client.clean).then(
        (admitted) => {
          if (!admitted) return done(authError('too many connections of this device', NOT_AUTHORIZED), false);
          deviceOf.set(client, deviceId);
          deviceOf.set(conn, deviceId);
          client.id = clientId;
          done(null, true);
        },
        (error: Error) => done(authError(error.message, SERVER_UNAVAILABLE), false),
      );
    },
    authorizePublish: (client, packet, done) => {
      if (!client) return done(null); // the server's own publishes
      const deviceId = deviceOf.get(client);
      if (!deviceId) return done(authError('not connected', NOT_AUTHORIZED));
      const topic = parseUpTopic(packet.topic);
      if (!topic || topic.deviceId !== deviceId) return refuse(deviceId, packet, done);
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
      if (deviceId && subscriptions.admit(client, deviceId, subscription.topic)) return done(null, subscription);
      done(null, SUBSCRIPTION_REFUSED);
    },
  });
  const store = sessionStoreOf(broker);
  forgetSession = (clientId) => store.forget(clientId);
  const sweep = setInterval(() => {
    sessions.sweep().catch((error: unknown) => log.warn({ err: error }, 'expired mqtt sessions not forgotten'));
  }, SESSION_SWEEP_MS);
  sweep.unref();

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
  broker.on('subscribe', (granted, client) => {
    // Aedes stores a persistent session's whole SUBSCRIBE once one filter of it is granted, the
    // refused filters too: take those out again, or they would pile up in the session.
    const refused = granted.filter((s) => (s.qos as number) === SUBACK_FAILURE).map((s) => s.topic);
    if (refused.length > 0 && !client.clean) {
      store.removeSubscriptions(client.id, refused).catch((error: unknown) => log.warn({ err: error }, 'refused mqtt filters not removed'));
    }
  });
  broker.on('unsubscribe', (filters, client) => subscriptions.removed(client, filters));
  broker.on('clientError', (client, error) => log.debug({ err: error, client: client.id }, 'mqtt client error'));

  const limits = new AddressLimits();
  const server = net.createServer((socket) => {
    const address = socket.remoteAddress ?? '';
    const connection = new GuardedConnection(socket, {
      refused: (reason) => log.debug({ address, reason }, 'mqtt connection refused'),
      connected: () => limits.authenticated(address, connection),
      skipped: ({ payloadBytes }) => {
        const deviceId = deviceOf.get(connection);
        if (deviceId) handlers.refused(deviceId, 'payload_too_large', String(payloadBytes), Buffer.alloc(0));
      },
    });
    if (!limits.admit(address, connection)) {
      log.debug({ address }, 'mqtt connection refused: too many from this address');
      connection.destroy();
      return;
    }
    connection.once('close', () => limits.closed(address, connection));
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
      clearInterval(sweep);
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
