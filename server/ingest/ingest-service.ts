import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { TelemetryBus } from '../telemetry/bus';
import { BatchWriter } from './batch-writer';
import { DeviceRegistry } from './device-registry';
import { IngestStats } from './ingest-stats';
import { LatestCache } from './latest-cache';
import { decodePayload, parseTelemetry, type DropReason, type ParsedPoint, type RawTelemetry } from './parse';
import { writeBatch } from './write-sql';

/** Rows per statement: large enough to amortise a round trip, small enough to commit in well under a second. */
export const MAX_BATCH_ROWS = 5000;
/** An idle writer waits this long for more messages before committing one alone. */
export const LINGER_MS = 5;

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
 * in-memory latest values and emit `reading` on the bus. A bad message is counted and dropped;
 * it never stops the path.
 */
export class IngestService {
  readonly registry: DeviceRegistry;
  readonly latest = new LatestCache();
  readonly stats: IngestStats;
  private readonly writer: BatchWriter<CommittedMessage>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly bus: TelemetryBus,
    private readonly log: FastifyBaseLogger,
  ) {
    this.registry = new DeviceRegistry(db);
    this.stats = new IngestStats(log);
    this.writer = new BatchWriter<CommittedMessage>({
      write: async (rows) => {
        try {
          await writeBatch(this.db, rows);
        } catch (error) {
          this.stats.failedBatches++;
          this.log.error({ err: error, rows: rows.rowCount }, 'telemetry batch write failed');
          throw error;
        }
      },
      onCommitted: (messages, rows, ms) => this.committed(messages, rows, ms),
      maxRows: MAX_BATCH_ROWS,
      lingerMs: LINGER_MS,
    });
  }

  async start(): Promise<void> {
    await Promise.all([this.registry.loadAll(), this.latest.load(this.db)]);
  }

  get pendingRows(): number {
    return this.writer.pendingRows;
  }

  /**
   * Ingests one message for a device. Resolves once it is committed (accepted) or dropped;
   * rejects only when the database refused the batch, so the sender can retry.
   */
  async submit(deviceId: string, payload: Buffer | string | RawTelemetry, now = Date.now()): Promise<SubmitResult> {
    const message = Buffer.isBuffer(payload) || typeof payload === 'string' ? decodePayload(payload) : payload;
    if (!message) return this.drop('not_json', deviceId);
    const device = this.registry.get(deviceId);
    if (!device) return this.drop('unknown_device', deviceId);
    if (!device.enabled) return this.drop('disabled_device', deviceId);
    const parsed = parseTelemetry(message, device, now);
    if (!parsed.ok) return this.drop(parsed.reason, deviceId, parsed.detail);
    if (parsed.points.length === 0) return { accepted: true };
    const committed: CommittedMessage = { deviceId, tenantId: device.tenantId, ts: parsed.ts, points: parsed.points };
    await this.writer.add(
      committed,
      (batch) => batch.add(deviceId, parsed.ts, device.timezone, parsed.points),
      parsed.points.length,
    );
    return { accepted: true };
  }

  private drop(reason: DropReason, deviceId: string, detail?: string): SubmitResult {
    this.stats.drop(reason, deviceId, detail);
    return { accepted: false, reason };
  }

  private committed(messages: CommittedMessage[], rows: number, ms: number): void {
    this.stats.committed(messages.length, rows, ms);
    for (const m of messages) {
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
  }

  async close(): Promise<void> {
    await this.writer.close();
  }
}
