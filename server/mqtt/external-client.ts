import { createHash } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import type { FastifyBaseLogger } from 'fastify';
import { parseStatusPayload, parseUpTopic } from './topics';
import type { DeviceHandlers, MqttTransport } from './transport';

const SUBSCRIPTIONS = ['devices/+/telemetry', 'devices/+/status', 'devices/+/reply', 'devices/+/p2p'];
/** How long startup waits for the broker before going on (the client keeps reconnecting). */
const CONNECT_WAIT_MS = 5000;

/**
 * The server as a client of an external broker (MQTT_URL: Mosquitto, EMQX). The session is
 * persistent (clean: false, a client id stable per data directory) and subscriptions are QoS 1,
 * so the broker keeps messages while the server is down. mqtt.js sends the PUBACK to the broker
 * only after `handleMessage` calls back, which it does after the batch is committed. Device
 * authentication is the broker's job in this mode (its password file or auth plugin), and so are
 * the limits of server/mqtt/broker-limits.ts and the client-id rule of the embedded broker: see
 * docs/security.md for the Mosquitto settings that give the same guarantees.
 */
export async function connectExternalBroker(
  url: string,
  dataDir: string,
  handlers: DeviceHandlers,
  log: FastifyBaseLogger,
): Promise<MqttTransport> {
  const clientId = `smartmon-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`;
  const client: MqttClient = mqtt.connect(url, { clientId, clean: false, reconnectPeriod: 2000, connectTimeout: 5000 });

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
  client.on('connect', () => {
    client.subscribe(SUBSCRIPTIONS, { qos: 1 }, (error) => {
      if (error) log.error({ err: error }, 'MQTT subscribe failed');
    });
    log.info({ url: url.replace(/\/\/[^@]*@/, '//***@') }, 'connected to external MQTT broker');
  });
  client.on('error', (error) => log.warn({ err: error }, 'MQTT client error'));

  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      log.error('external MQTT broker not reachable yet; still trying');
      resolve();
    }, CONNECT_WAIT_MS);
    client.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
  });

  return {
    port: null,
    publish: async (topic, payload, qos) => {
      await client.publishAsync(topic, payload, { qos });
    },
    close: async () => {
      await client.endAsync();
    },
  };
}
