import { createHash } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import type { FastifyBaseLogger } from 'fastify';
import { parseStatusPayload, parseUpTopic, sharedSubscriptions } from './topics';
import type { DeviceHandlers, MqttTransport } from './transport';

/** How long startup waits for the broker before going on (the client keeps reconnecting). */
const CONNECT_WAIT_MS = 5000;
/**
 * How long the broker keeps this instance's session, and the QoS 1 messages queued in it, while
 * the instance is away: long enough for a restart or an upgrade, bounded so a retired instance's
 * queue does not grow for ever.
 */
export const SESSION_EXPIRY_S = 24 * 3600;
/**
 * Connections per instance in the share group. mqtt.js takes a connection's next message only
 * after the previous one's PUBACK, which is sent after its batch commits, so one connection
 * carries one message per commit; several in parallel fill the batch writer's batches.
 */
export const SUBSCRIBER_CONNECTIONS = 16;

export interface ExternalBrokerOptions {
  url: string;
  /** MQTT_CLIENT_ID; derived from the data directory when unset, so a restart resumes the session. */
  clientId?: string;
  dataDir: string;
  shareGroup: string;
}

/** The persistent session's client id: the configured one, or one stable per data directory. */
export function externalClientId(options: Pick<ExternalBrokerOptions, 'clientId' | 'dataDir'>): string {
  return options.clientId ?? `smartmon-${createHash('sha256').update(options.dataDir).digest('hex').slice(0, 12)}`;
}

/**
 * The server as a client of an external broker (MQTT_URL: Mosquitto, EMQX), speaking MQTT 5.
 * Device topics are taken through shared subscriptions (`$share/<group>/devices/+/telemetry`
 * and the other up channels), so API instances in one group split the traffic and each message
 * reaches one of them; each instance joins with SUBSCRIBER_CONNECTIONS connections. Each session
 * is persistent (clean: false with a session expiry, client ids stable per instance) and subscriptions are QoS 1, so the broker keeps messages while the
 * instance is down. mqtt.js sends the PUBACK to the broker only after `handleMessage` calls back,
 * which it does after the batch is committed; a redelivered reading is ignored by the insert.
 * Device authentication is the broker's job in this mode (its password file or auth plugin), and
 * so are the limits of server/mqtt/broker-limits.ts and the client-id rule of the embedded
 * broker: see docs/security.md for the Mosquitto settings that give the same guarantees.
 */
export async function connectExternalBroker(
  options: ExternalBrokerOptions,
  handlers: DeviceHandlers,
  log: FastifyBaseLogger,
): Promise<MqttTransport> {
  const base = externalClientId(options);
  // The first connection also publishes commands; the others only take their share of device traffic.
  const clients = await Promise.all(
    Array.from({ length: SUBSCRIBER_CONNECTIONS }, (_, k) => connectOne(options, k === 0 ? base : `${base}-${k}`, handlers, log)),
  );
  log.info({ url: options.url.replace(/\/\/[^@]*@/, '//***@'), clientId: base, connections: clients.length }, 'connected to external MQTT broker');
  return {
    port: null,
    publish: async (topic, payload, qos) => {
      await clients[0].publishAsync(topic, payload, { qos });
    },
    close: async () => {
      await Promise.all(clients.map((client) => client.endAsync()));
    },
  };
}

/** One persistent MQTT 5 session in the share group; resolves once connected or after CONNECT_WAIT_MS. */
async function connectOne(options: ExternalBrokerOptions, clientId: string, handlers: DeviceHandlers, log: FastifyBaseLogger): Promise<MqttClient> {
  const client: MqttClient = mqtt.connect(options.url, {
    clientId,
    protocolVersion: 5,
    clean: false,
    properties: { sessionExpiryInterval: SESSION_EXPIRY_S },
    reconnectPeriod: 2000,
    connectTimeout: 5000,
  });

  client.handleMessage = (packet, callback) => {
    const topic = parseUpTopic(packet.topic);
    const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
    if (!topic) return callback();
    switch (topic.channel) {
      case 'telemetry':
        handlers.telemetry(topic.deviceId, payload).then(
          () => callback(),
          (error: Error) => callback(error),
        );
        return;
      case 'status': {
        const status = parseStatusPayload(payload);
        if (status) handlers.presence(topic.deviceId, status);
        return callback();
      }
      default:
        handlers.message(topic.deviceId, topic.channel, payload);
        return callback();
    }
  };
  client.on('connect', (connack) => {
    // A resumed session still has its subscriptions; subscribing again is harmless and covers a lost one.
    client.subscribe(sharedSubscriptions(options.shareGroup), { qos: 1 }, (error) => {
      if (error) log.error({ err: error, clientId }, 'MQTT subscribe failed');
    });
    if (connack.sessionPresent) log.debug({ clientId }, 'MQTT session resumed');
  });
  client.on('error', (error) => log.warn({ err: error, clientId }, 'MQTT client error'));

  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      log.error({ clientId }, 'external MQTT broker not reachable yet; still trying');
      resolve();
    }, CONNECT_WAIT_MS);
    client.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return client;
}
