import { createHash } from 'node:crypto';
import mqtt from 'mqtt';
import type { FastifyBaseLogger } from 'fastify';
import { parseStatusPayload, parseUpTopic, sharedSubscriptions } from './topics';
import { RestartKeeper } from './restart-keeper';
import { SubscriberConnection } from './subscriber-connection';
import type { DeviceHandlers, MqttTransport } from './transport';

/** How long startup waits for the broker before going on (the connections keep retrying). */
const CONNECT_WAIT_MS = 5000;
/**
 * How long the broker keeps this instance's session, and the QoS 1 messages queued in it, while
 * the instance is away: long enough for a restart or an upgrade, bounded so a retired instance's
 * queue does not grow for ever.
 */
export const SESSION_EXPIRY_S = 24 * 3600;
/**
 * Subscriber connections per instance in the share group. Each keeps up to RECEIVE_MAXIMUM
 * messages in hand, so one would carry an instance's share; a second keeps half of it flowing
 * while the other reconnects after a failed write (measured in docs/decisions.md).
 */
export const SUBSCRIBER_CONNECTIONS = 2;
/**
 * QoS 1 messages in hand per connection (MQTT 5 Receive Maximum): enough to fill the batch
 * writer's batches (MAX_BATCH_ROWS rows, a few hundred messages) while one is being committed.
 */
export const RECEIVE_MAXIMUM = 1000;
/**
 * What the restart keeper holds for the group while a broker restart leaves its shared
 * subscriptions unrestored: readings, which a device was told are stored. A status, reply or p2p
 * message of that window is not a stored promise and is not kept (presence comes back with the
 * next sign of life).
 */
const KEPT_READINGS = 'devices/+/telemetry';

export interface ExternalBrokerOptions {
  url: string;
  /** Whether this instance holds the group's restart keeper now (a lease: ./restart-keeper.ts). */
  holdsKeeper(): Promise<boolean>;
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
 * reaches one of them; each instance joins with SUBSCRIBER_CONNECTIONS persistent sessions
 * (clean start off, a session expiry, client ids stable per instance: `<id>`, `<id>-1`, ...) at
 * QoS 1, so the broker keeps messages while the instance is down. A PUBACK goes back only after
 * the message is committed, in arrival order, with many messages in hand at once
 * (./subscriber-connection.ts); a redelivered reading is ignored by the insert. Commands go down
 * on one more connection (`<id>-cmd`, mqtt.js). Device authentication is the broker's job in
 * this mode (its password file or auth plugin), and so are the limits of
 * server/mqtt/broker-limits.ts and the client-id rule of the embedded broker: see
 * docs/security.md for the Mosquitto settings that give the same guarantees. A broker restart
 * loses the shared subscriptions (Mosquitto does not persist them): the group's restart keeper
 * (./restart-keeper.ts) holds the readings of that window.
 */
export async function connectExternalBroker(
  options: ExternalBrokerOptions,
  handlers: DeviceHandlers,
  log: FastifyBaseLogger,
): Promise<MqttTransport> {
  const base = externalClientId(options);
  const onMessage = (topicName: string, payload: Buffer) => dispatch(handlers, topicName, payload, log);
  const subscribers: SubscriberConnection[] = [];
  const keeper = new RestartKeeper({
    url: options.url,
    clientId: `smartmon-keeper-${options.shareGroup}`,
    topics: [KEPT_READINGS],
    sessionExpiryS: SESSION_EXPIRY_S,
    receiveMaximum: RECEIVE_MAXIMUM,
    held: options.holdsKeeper,
    sharedReady: () => subscribers.some((s) => s.subscribed),
    store: onMessage,
    log,
  });
  for (let k = 0; k < SUBSCRIBER_CONNECTIONS; k++) {
    subscribers.push(new SubscriberConnection({
      url: options.url,
      clientId: k === 0 ? base : `${base}-${k}`,
      topics: sharedSubscriptions(options.shareGroup),
      sessionExpiryS: SESSION_EXPIRY_S,
      receiveMaximum: RECEIVE_MAXIMUM,
      onMessage,
      onSubscribed: () => keeper.sharedSubscribed(),
      log,
    }));
  }
  const commands = mqtt.connect(options.url, { clientId: `${base}-cmd`, protocolVersion: 5, clean: true, reconnectPeriod: 2000, connectTimeout: 5000 });
  commands.on('error', (error) => log.warn({ err: error }, 'MQTT command connection error'));
  const ready = Promise.all([...subscribers.map((s) => s.start()), keeper.start(), new Promise((resolve) => commands.once('connect', resolve))]);
  let timer: NodeJS.Timeout | undefined;
  const connected = await Promise.race([ready.then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CONNECT_WAIT_MS)))]);
  clearTimeout(timer);
  if (connected) log.info({ url: options.url.replace(/\/\/[^@]*@/, '//***@'), clientId: base, connections: subscribers.length }, 'connected to external MQTT broker');
  else log.error({ clientId: base }, 'external MQTT broker not reachable yet; still trying');
  return {
    port: null,
    publish: async (topicName, payload, qos) => {
      await commands.publishAsync(topicName, payload, { qos });
    },
    close: async () => {
      await Promise.all([...subscribers.map((s) => s.close()), keeper.close(), commands.endAsync()]);
    },
  };
}

/**
 * One device message to the handlers; resolves when it may be acknowledged, rejects when it must
 * come again (telemetry the database could not take). Status and replies are handled in memory:
 * a listener's error is logged, not redelivered, since a repeat would fail the same way.
 */
async function dispatch(handlers: DeviceHandlers, topicName: string, payload: Buffer, log: FastifyBaseLogger): Promise<void> {
  const topic = parseUpTopic(topicName);
  if (!topic) return;
  if (topic.channel === 'telemetry') return void (await handlers.telemetry(topic.deviceId, payload));
  try {
    if (topic.channel === 'status') {
      const status = parseStatusPayload(payload);
      if (status) handlers.presence(topic.deviceId, status);
    } else handlers.message(topic.deviceId, topic.channel, payload);
  } catch (error) {
    log.error({ err: error, topic: topicName }, 'device message handler failed');
  }
}
