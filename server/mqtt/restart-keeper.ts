import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { SubscriberConnection } from './subscriber-connection';

/** How often the holder of the keeper is checked (the lease's renewal period). */
const CHECK_MS = 5000;

export interface RestartKeeperOptions {
  url: string;
  /** One per share group: the same on every instance, held by one at a time. */
  clientId: string;
  /** Non-shared filters of the readings to keep (telemetry: what a device was told is stored). */
  topics: string[];
  sessionExpiryS: number;
  receiveMaximum: number;
  /** Whether this instance holds the keeper now (a lease, so that one instance of the group does). */
  held(): Promise<boolean>;
  /** Whether this instance's shared subscriptions are granted on live connections now. */
  sharedReady(): boolean;
  /** Stores a reading; resolves once it may be acknowledged (as the shared subscribers' onMessage). */
  store(topic: string, payload: Buffer): Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * Covers what shared subscriptions lose when the broker restarts. Mosquitto 2.0.11 keeps a
 * persistent session's plain subscriptions and queued messages across a restart (`persistence
 * true`) but neither saves nor restores its `$share/...` ones: until an instance subscribes again,
 * the group has no member, and readings devices publish meanwhile are acknowledged to them and
 * dropped (tests/api/telemetry-mosquitto.test.ts shows both). So one persistent session per group,
 * held by one instance (a lease), subscribes to the readings without sharing: the broker restores
 * it from its file and queues every reading for it from the moment it is back.
 *
 * Normally the shared subscribers store every reading and the keeper acknowledges its copies
 * unstored. After each (re)connection it stores what it receives instead (a reading stored twice
 * is ignored by the insert), until a marker it publishes to itself comes back: the marker goes out
 * once its own subscription and this instance's shared subscriptions are granted, so what the
 * broker queued for the keeper before it (the readings of the window) has come first, on the
 * broker's single queue per session. Costs one more delivery of each reading by the broker, and
 * stored duplicates after a reconnect of the keeper or a change of its holder.
 */
export class RestartKeeper {
  private connection: SubscriberConnection | null = null;
  private storing = true;
  private marker: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  /** Resolves once the keeper's connection first subscribed. */
  private ready: Promise<void> = Promise.resolve();
  private readonly markerTopic: string;

  constructor(private readonly options: RestartKeeperOptions) {
    this.markerTopic = `smartmon/keeper/${options.clientId}`;
  }

  /** Takes the keeper if this instance should hold it (resolved once subscribed, if it does), then checks every CHECK_MS. */
  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), CHECK_MS);
    await this.ready;
  }

  /** Called when a shared subscription of this instance is granted: the window may be closed now. */
  sharedSubscribed(): void {
    this.mark();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.checking;
    const connection = this.connection;
    this.connection = null;
    await connection?.close();
  }

  private check(): Promise<void> {
    this.checking ??= this.reconcile().finally(() => (this.checking = null));
    return this.checking;
  }

  private async reconcile(): Promise<void> {
    let held: boolean;
    try {
      held = await this.options.held();
    } catch (error) {
      this.options.log.warn({ err: error }, 'MQTT restart keeper: lease not checked');
      return;
    }
    if (held && !this.connection) {
      this.open();
    } else if (!held && this.connection) {
      const connection = this.connection;
      this.connection = null;
      await connection.close();
    }
  }

  private open(): void {
    const { options } = this;
    this.connection = new SubscriberConnection({
      url: options.url,
      clientId: options.clientId,
      topics: [...options.topics, this.markerTopic],
      sessionExpiryS: options.sessionExpiryS,
      receiveMaximum: options.receiveMaximum,
      onConnecting: () => {
        // What the broker queued while this session was away comes first on the new connection.
        this.storing = true;
        this.marker = null;
      },
      onSubscribed: () => this.mark(),
      onMessage: (topic, payload) => this.take(topic, payload),
      log: options.log,
    });
    this.ready = this.connection.start();
  }

  private mark(): void {
    const connection = this.connection;
    if (!connection?.subscribed || !this.storing || this.marker || !this.options.sharedReady()) return;
    const marker = randomUUID();
    if (connection.publishOwn(this.markerTopic, Buffer.from(marker))) this.marker = marker;
  }

  private async take(topic: string, payload: Buffer): Promise<void> {
    if (topic === this.markerTopic) {
      if (this.storing && this.marker !== null && payload.toString() === this.marker) {
        this.storing = false;
        this.options.log.info({ clientId: this.options.clientId }, 'MQTT restart keeper: caught up, shared subscriptions carry the readings');
      }
      return;
    }
    if (this.storing) await this.options.store(topic, payload);
  }
}
