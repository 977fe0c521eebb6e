import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { TelemetryBus } from '../telemetry/bus';
import { BatchWriter, type WriteEvent } from './batch-writer';
import type { DatabaseKind } from '../db/database';
import { sqlState } from '../db/pg-error';
import { DeviceRegistry, type DeviceEntry } from './device-registry';
import { DEFAULT_INGEST_LIMITS, type IngestLimits } from './ingest-limits';
import { IngestStats } from './ingest-stats';
import { LatestCache } from './latest-cache';
import { decodePayload, parseTelemetry, type DropReason, type ParsedPoint, type RawTelemetry } from './parse';
import { cleanDetail, excerptOf, RejectionLog } from './rejection-log';
import { TelemetryWriter } from './write-sql';

/** Rows per statement: large enough to amortise a round trip, small enough to commit in well under a second. */
export const MAX_BATCH_ROWS = 5000;
/**
 * An idle writer waits this long for more messages before committing one alone: not at all (only
 * the messages read in the same I/O round join). Batches grow from the commit in progress, behind
 * which new messages gather; a fixed 5 ms wait was a third of a pushed reading's latency at 1,000
 * points/s (bench/RESULTS.md, "Push latency"), and bought nothing under load, when the writer is busy anyway.
 */
export const LINGER_MS = 0;

export interface CommittedMessage {
  deviceId: string;
  tenantId: number;
  ts: number;
  points: ParsedPoint[];
}

export type SubmitResult = { accepted: true } | { accepted: false; reason: DropReason };

/**
 * The ingest path shared by MQTT and in-server producers: validate and calibrate against the
 * cached configuration, batch-insert (raw rows and rollups in one statement), then update the
 * in-memory latest values and emit `reading` on the bus. A bad message is counted, dropped and
 * recorded for its device's owner (RejectionLog) before it can join a batch; a message whose rows
 * the database refuses is isolated by the writer and dropped the same way. Neither stops the path
 * or troubles the other devices of its batch.
 */
export class IngestService {
  readonly registry: DeviceRegistry;
  readonly latest = new LatestCache();
  readonly stats: IngestStats;
  readonly rejections: RejectionLog;
  private readonly writer: BatchWriter<CommittedMessage>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly bus: TelemetryBus,
    private readonly log: FastifyBaseLogger,
    private readonly limits: IngestLimits = DEFAULT_INGEST_LIMITS,
    database: DatabaseKind = 'pglite',
  ) {
    this.registry = new DeviceRegistry(db);
    this.stats = new IngestStats(log);
    this.rejections = new RejectionLog(db, log);
    const statement = new TelemetryWriter(db);
    this.writer = new BatchWriter<CommittedMessage>({
      write: (rows) => statement.write(rows),
      onCommitted: (messages, rows, ms) => this.committed(messages, rows, ms),
      onEvent: (event) => this.writeEvent(event),
      maxRows: MAX_BATCH_ROWS,
      lingerMs: LINGER_MS,
      // PostgreSQL runs the next statement in its own process while this one answers the last batch.
      answerAfterNextWrite: database === 'postgres',
    });
  }

  async start(): Promise<void> {
    await Promise.all([this.registry.loadAll(), this.latest.load(this.db)]);
    this.rejections.start();
  }

  get pendingRows(): number {
    return this.writer.pendingRows;
  }

  /**
   * Ingests one message for a device. Resolves once it is committed (accepted) or dropped;
   * rejects only when the database could not take the batch (it is down), so the sender can retry.
   */
  async submit(deviceId: string, payload: Buffer | string | RawTelemetry, now = Date.now()): Promise<SubmitResult> {
    const device = this.registry.get(deviceId);
    // No owner to show it to: counted only.
    if (!device) return this.drop('unknown_device', deviceId);
    const drop = (reason: DropReason, detail?: string) => this.drop(reason, deviceId, detail, { device, payload, now });
    if (!device.enabled) return drop('disabled_device');
    const text = Buffer.isBuffer(payload) || typeof payload === 'string';
    if (text && Buffer.byteLength(payload) > this.limits.maxPayloadBytes) return drop('payload_too_large', String(Buffer.byteLength(payload)));
    const message = text ? decodePayload(payload) : payload;
    if (!message) return drop('not_json');
    const parsed = parseTelemetry(message, device, now, this.limits);
    if (!parsed.ok) return drop(parsed.reason, parsed.detail);
    if (parsed.points.length === 0) return { accepted: true };
    const committed: CommittedMessage = { deviceId, tenantId: device.tenantId, ts: parsed.ts, points: parsed.points };
    const outcome = await this.writer.add(
      committed,
      (batch) => batch.add(deviceId, parsed.ts, device.timezone, parsed.points, device.params),
      parsed.points.length,
    );
    if (!outcome.committed) return drop('db_refused', `SQLSTATE ${sqlState(outcome.error) ?? '?'}`);
    return { accepted: true };
  }

  /**
   * Counts and records a message the broker refused before ingest (a topic not the device's own, a
   * packet above the broker's size bound) as ingest's own refusals are, for the device's owner.
   */
  refuse(deviceId: string, reason: DropReason, payload: Buffer, detail?: string, now = Date.now()): void {
    const device = this.registry.get(deviceId);
    this.drop(reason, deviceId, detail, device ? { device, payload, now } : undefined);
  }

  private drop(
    reason: DropReason,
    deviceId: string,
    detail?: string,
    context?: { device: DeviceEntry; payload: Buffer | string | RawTelemetry; now: number },
  ): SubmitResult {
    this.stats.drop(reason, deviceId, detail);
    if (context) {
      this.rejections.record({
        deviceId,
        tenantId: context.device.tenantId,
        receivedAt: context.now,
        reason,
        detail: cleanDetail(detail),
        excerpt: excerptOf(context.payload),
      });
    }
    return { accepted: false, reason };
  }

  private writeEvent(event: WriteEvent): void {
    if (event.kind === 'failed') {
      this.stats.failedBatches++;
      this.log.debug({ err: event.error, rows: event.rows, messages: event.messages }, 'telemetry write failed');
    } else if (event.kind === 'refused') {
      // The error carries the statement and its parameters; the code and message say enough here.
      const { message } = event.error;
      this.log.warn({ sqlState: sqlState(event.error), error: message, messages: event.messages }, 'telemetry messages refused by the database, isolated and dropped');
    } else {
      this.log.error({ err: event.error, messages: event.messages }, 'telemetry batch not stored; senders will retry');
    }
  }

  private committed(messages: CommittedMessage[], rows: number, ms: number): void {
    this.stats.committed(messages.length, rows, ms);
    for (const m of messages) this.announce(m);
  }

  /**
   * What follows a committed message: the latest values, then `reading` on the bus (push, alarms,
   * rules). Public for readings stored outside the batch writer (manual entry on /data/manage),
   * so that they reach live views and alarm evaluation the same way.
   */
  announce(m: CommittedMessage): void {
    const values: Record<string, number> = {};
    const invalid: string[] = [];
    for (const p of m.points) {
      this.latest.set(m.deviceId, p.key, p.value, m.ts, p.invalid);
      values[p.key] = p.value;
      if (p.invalid) invalid.push(p.key);
    }
    try {
      this.bus.emit('reading', { deviceId: m.deviceId, tenantId: m.tenantId, ts: m.ts, values, invalid });
    } catch (error) {
      // A listener's bug must not fail the batch: the rows are already committed.
      this.log.error({ err: error }, 'reading listener failed');
    }
  }

  async close(): Promise<void> {
    await this.writer.close();
    await this.rejections.close();
  }
}
