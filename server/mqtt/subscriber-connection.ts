import net from 'node:net';
import tls from 'node:tls';
import mqttPacket, { type Packet } from 'mqtt-packet';
import type { FastifyBaseLogger } from 'fastify';
import { OrderedAcks } from './ordered-acks';

const PROTOCOL = { protocolVersion: 5 } as const;
/** PINGREQ when the broker has not asked for another interval in CONNACK. */
export const KEEPALIVE_S = 30;
/** A connection with no CONNACK by then is given up and tried again. */
const CONNACK_TIMEOUT_MS = 10_000;
const BACKOFF_MIN_MS = 250;
const BACKOFF_MAX_MS = 10_000;
/** How long close() waits for messages in hand to commit, so that their PUBACKs go out. */
const CLOSE_DRAIN_MS = 5000;
/**
 * The largest packet the broker may send this connection. A reading is under 1 KiB and ingest
 * refuses payloads over 16 KiB (recording them for the device's owner); a packet over this bound
 * is discarded by the broker, unseen, so the bound is generous and only caps what one message
 * can cost in memory.
 */
export const MAX_PACKET_BYTES = 256 * 1024;
const SUBACK_FAILURE = 0x80;

export interface SubscriberOptions {
  /** mqtt:// or tcp:// (plain), mqtts:// (TLS); user and password in the URL. */
  url: string;
  clientId: string;
  topics: string[];
  sessionExpiryS: number;
  /** QoS 1 messages the broker may have in flight to this connection (MQTT 5 Receive Maximum). */
  receiveMaximum: number;
  /**
   * Handles one message. Resolving means it may be acknowledged (stored, or dropped for good);
   * rejecting means it must come again: the connection is dropped and the broker redelivers it.
   */
  onMessage(topic: string, payload: Buffer): Promise<void>;
  /** Called as each connection (the first and every reconnect) is opened, before anything arrives on it. */
  onConnecting?: () => void;
  /** Called on each connection once its SUBSCRIBE was granted. */
  onSubscribed?: () => void;
  log: FastifyBaseLogger;
}

/** The packet id of our own PUBLISH (publishOwn()); SUBSCRIBE uses 1. Its PUBACK is not waited for. */
const PUBLISH_ID = 2;

/** What is known of one network connection; a new one replaces it on every reconnect. */
interface Link {
  socket: net.Socket;
  acks: OrderedAcks;
  closed: boolean;
  keepaliveTimer?: NodeJS.Timeout;
  pingSentAt?: number;
  lastReceivedAt: number;
  /** Set once this connection had more messages in hand than our Receive Maximum (logged once). */
  overrun?: boolean;
  /** Set once the broker granted this connection's SUBSCRIBE. */
  subscribed?: boolean;
}

/**
 * One persistent MQTT 5 session taking QoS 1 messages through shared subscriptions, with many
 * messages in hand at once: each PUBLISH is passed to `onMessage` as it arrives, while earlier
 * ones are still being committed, and its PUBACK goes back only once it resolved and every
 * PUBLISH received before it was acknowledged (OrderedAcks). The broker should bound what is in
 * hand by our Receive Maximum; Mosquitto 2.0.11 sends past it in bursts (25 in hand for a
 * maximum of 5 in tests/api/mqtt-subscriber.test.ts), so an overrun is logged and taken, never
 * answered by dropping the connection: the resumed session would resend the same burst and drop
 * again, for ever. What is in hand is then bounded only by what the broker holds for the session
 * (Mosquitto's max_queued_messages, 1000 by default). A message that could not be stored drops
 * the connection: nothing after it is acknowledged, and the broker redelivers it on the resumed session (ingest ignores
 * a reading it already has). Reconnects back off exponentially with jitter, reset by a granted
 * SUBSCRIBE or, once a message could not be stored, by the next acknowledgement; PUBACKs owed on
 * a dropped connection are forgotten, never sent on the next one.
 *
 * Written on mqtt-packet rather than mqtt.js because mqtt.js takes a connection's next PUBLISH
 * only after the previous one's PUBACK, and queues a PUBACK finished while disconnected for the
 * next connection (docs/decisions.md).
 */
export class SubscriberConnection {
  private link: Link | null = null;
  private attempt = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closing = false;
  private waiting: Array<() => void> = [];
  /** Set when a message could not be stored, until one is acknowledged (see the backoff in receive()). */
  private storeFailed = false;
  /** Counters for logs and tests: network connections made, QoS 1 messages taken and acknowledged. */
  readonly stats = { connections: 0, received: 0, acknowledged: 0 };

  constructor(private readonly options: SubscriberOptions) {}

  /** Connects; resolves once subscribed (it keeps retrying meanwhile, with backoff). */
  start(): Promise<void> {
    const ready = new Promise<void>((resolve) => this.waiting.push(resolve));
    this.open();
    return ready;
  }

  /** Whether a connection is up now and its subscriptions granted. */
  get subscribed(): boolean {
    return this.link?.subscribed === true && !this.link.closed;
  }

  /**
   * Publishes at QoS 1 on the current connection; false when there is none. Its PUBACK is not
   * waited for: a message lost with the connection is the caller's to send again on the next.
   */
  publishOwn(topic: string, payload: Buffer): boolean {
    const link = this.link;
    if (!link || link.closed) return false;
    this.write(link, { cmd: 'publish', topic, payload, qos: 1, messageId: PUBLISH_ID, retain: false, dup: false });
    return true;
  }

  /** Stops taking messages, lets those in hand commit (up to CLOSE_DRAIN_MS), acknowledges them and disconnects; the session stays. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const link = this.link;
    if (!link || link.closed) return;
    link.socket.pause();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([link.acks.whenIdle(), new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_DRAIN_MS)))]);
    clearTimeout(timer);
    if (link.closed) return;
    const gone = new Promise((resolve) => {
      link.socket.once('close', resolve);
      timer = setTimeout(resolve, CLOSE_DRAIN_MS);
    });
    this.write(link, { cmd: 'disconnect', reasonCode: 0 });
    link.socket.end();
    await gone;
    clearTimeout(timer);
    link.socket.destroy();
  }

  private open(): void {
    const url = new URL(this.options.url);
    const secure = url.protocol === 'mqtts:';
    const host = url.hostname;
    const port = Number(url.port) || (secure ? 8883 : 1883);
    const socket = secure ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    const link: Link = { socket, acks: new OrderedAcks((messageId) => this.acknowledge(link, messageId)), closed: false, lastReceivedAt: Date.now() };
    this.link = link;
    this.stats.connections++;
    this.options.onConnecting?.();
    const parser = mqttPacket.parser(PROTOCOL);
    parser.on('packet', (packet: Packet) => this.receive(link, packet));
    parser.on('error', (error: Error) => this.drop(link, 'malformed packet from the broker', error));
    socket.on('data', (chunk: Buffer) => parser.parse(chunk));
    socket.on('error', (error) => this.options.log.warn({ err: error, clientId: this.options.clientId }, 'MQTT connection error'));
    socket.on('close', () => this.closed(link));
    socket.setNoDelay(true);
    socket.once(secure ? 'secureConnect' : 'connect', () => {
      this.write(link, {
        cmd: 'connect',
        protocolId: 'MQTT',
        protocolVersion: 5,
        clientId: this.options.clientId,
        clean: false,
        keepalive: KEEPALIVE_S,
        username: url.username ? decodeURIComponent(url.username) : undefined,
        password: url.password ? Buffer.from(decodeURIComponent(url.password)) : undefined,
        properties: {
          sessionExpiryInterval: this.options.sessionExpiryS,
          receiveMaximum: this.options.receiveMaximum,
          maximumPacketSize: MAX_PACKET_BYTES,
        },
      });
    });
    link.keepaliveTimer = setTimeout(() => this.drop(link, 'no CONNACK'), CONNACK_TIMEOUT_MS);
  }

  private receive(link: Link, packet: Packet): void {
    if (link.closed) return;
    link.lastReceivedAt = Date.now();
    switch (packet.cmd) {
      case 'connack': {
        clearTimeout(link.keepaliveTimer);
        if (packet.reasonCode) return this.drop(link, `connection refused, reason code ${packet.reasonCode}`);
        this.keepAlive(link, packet.properties?.serverKeepAlive ?? KEEPALIVE_S);
        // A resumed session has its subscriptions; subscribing again is harmless and covers a lost one.
        this.write(link, { cmd: 'subscribe', messageId: 1, subscriptions: this.options.topics.map((topic) => ({ topic, qos: 1 })) });
        return;
      }
      case 'suback': {
        const refused = (packet.granted as number[]).filter((code) => code >= SUBACK_FAILURE);
        if (refused.length > 0) return this.drop(link, `subscription refused, reason codes ${refused.join(', ')}`);
        link.subscribed = true;
        // After a message could not be stored (the database down: its redelivery fails again), a
        // granted SUBSCRIBE is no success: the first acknowledgement resets the backoff instead, so
        // a long database outage costs a redelivery every BACKOFF_MAX_MS, not four a second.
        if (!this.storeFailed) this.attempt = 0;
        for (const resolve of this.waiting.splice(0)) resolve();
        this.options.onSubscribed?.();
        return;
      }
      case 'publish':
        return this.publish(link, packet.topic, Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload), packet.qos, packet.messageId);
      case 'pingresp':
        link.pingSentAt = undefined;
        return;
      case 'disconnect':
        this.options.log.warn({ clientId: this.options.clientId, reasonCode: packet.reasonCode }, 'MQTT broker disconnected us');
        return this.drop(link, 'disconnected by the broker');
      default:
        return;
    }
  }

  private publish(link: Link, topic: string, payload: Buffer, qos: number, messageId: number | undefined): void {
    if (qos === 0) {
      this.options.onMessage(topic, payload).catch((error: Error) => this.options.log.warn({ err: error, topic }, 'QoS 0 message not handled'));
      return;
    }
    // We subscribe at QoS 1, so QoS 2 is a broker error.
    if (qos !== 1 || messageId === undefined) return this.drop(link, `unexpected QoS ${qos} PUBLISH`);
    if (!link.overrun && link.acks.pending >= this.options.receiveMaximum) {
      link.overrun = true;
      this.options.log.warn({ clientId: this.options.clientId, receiveMaximum: this.options.receiveMaximum }, 'MQTT broker sent past our Receive Maximum; taking the messages');
    }
    this.stats.received++;
    const done = link.acks.expect(messageId);
    this.options.onMessage(topic, payload).then(done, (error: Error) => {
      this.storeFailed = true;
      this.drop(link, 'a message could not be stored; the broker will redeliver it', error);
    });
  }

  private acknowledge(link: Link, messageId: number): void {
    if (link.closed) return;
    this.attempt = 0;
    this.storeFailed = false;
    this.stats.acknowledged++;
    this.write(link, { cmd: 'puback', messageId, reasonCode: 0 });
  }

  /** PINGREQ every half interval; a connection that answered nothing for a whole interval since one is dead. */
  private keepAlive(link: Link, seconds: number): void {
    if (seconds === 0) return;
    const intervalMs = (seconds * 1000) / 2;
    link.keepaliveTimer = setInterval(() => {
      const now = Date.now();
      if (link.pingSentAt !== undefined && link.lastReceivedAt < link.pingSentAt && now - link.pingSentAt >= seconds * 1000) {
        return this.drop(link, 'no answer to PINGREQ');
      }
      if (link.pingSentAt === undefined) {
        link.pingSentAt = now;
        this.write(link, { cmd: 'pingreq' });
      }
    }, intervalMs);
  }

  private write(link: Link, packet: Packet): void {
    if (!link.closed && link.socket.writable) link.socket.write(mqttPacket.generate(packet, PROTOCOL));
  }

  private drop(link: Link, reason: string, error?: Error): void {
    if (link.closed) return;
    this.options.log.warn({ err: error, clientId: this.options.clientId, reason }, 'MQTT connection dropped');
    link.socket.destroy();
    this.closed(link);
  }

  private closed(link: Link): void {
    if (link.closed) return;
    link.closed = true;
    clearTimeout(link.keepaliveTimer); // a timeout or an interval: Node clears either
    link.acks.discard();
    if (this.link === link) this.link = null;
    if (this.closing) return;
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** this.attempt) * (0.5 + Math.random() / 2);
    this.attempt++;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.closing) this.open();
    }, delay);
  }
}
