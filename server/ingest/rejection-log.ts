import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/types';
import type { DropReason } from './parse';
import './rejection-table';

/** A refused telemetry message as its device's owner sees it. */
export interface Rejection {
  deviceId: string;
  tenantId: number;
  receivedAt: number;
  reason: DropReason;
  detail: string | null;
  excerpt: string;
}

export interface RejectionLogOptions {
  /** Pending records are written together this often. */
  flushMs: number;
  /** At most this many records wait in memory; more are counted, not kept. */
  maxPending: number;
  /** At most this many records per device and flush: a device sending garbage at 1000/s writes a few rows a second, not 1000. */
  perDevicePerFlush: number;
  /** The table keeps the latest this many per device. */
  keepPerDevice: number;
  /** And nothing older than this. */
  maxAgeMs: number;
  pruneEveryMs: number;
}

export const DEFAULT_REJECTION_LOG: RejectionLogOptions = {
  flushMs: 1000,
  maxPending: 2000,
  perDevicePerFlush: 20,
  keepPerDevice: 200,
  maxAgeMs: 30 * 24 * 3_600_000,
  pruneEveryMs: 3_600_000,
};

/** Payload characters kept with a record: enough to recognise the message, not to store it. */
export const EXCERPT_BYTES = 256;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** The start of a payload as text PostgreSQL accepts (no NUL, well-formed UTF-8). */
export function excerptOf(payload: Buffer | string | object): string {
  let bytes: Buffer;
  if (Buffer.isBuffer(payload)) bytes = payload;
  else if (typeof payload === 'string') bytes = Buffer.from(payload, 'utf8');
  else {
    try {
      bytes = Buffer.from(JSON.stringify(payload) ?? '', 'utf8');
    } catch {
      return '';
    }
  }
  const text = bytes.subarray(0, EXCERPT_BYTES).toString('utf8').replace(CONTROL, '\uFFFD');
  return bytes.length > EXCERPT_BYTES ? `${text}…` : text;
}

/** Same cleaning for a reason's detail, which can quote a key the device chose. */
export const cleanDetail = (detail: string | undefined) => (detail === undefined ? null : detail.replace(CONTROL, '\uFFFD'));

/**
 * Records refused telemetry messages in telemetry_rejections, off the hot path: `record` only
 * queues; a timer writes the queue in one statement, never inside a telemetry batch, and trims the
 * devices it wrote to their latest keepPerDevice rows (an index range scan per device, not a table
 * scan). An hourly prune drops rows past maxAgeMs. A failed write is logged and its records lost:
 * the counters in IngestStats still have them.
 */
export class RejectionLog {
  private pending: Rejection[] = [];
  private readonly perDevice = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private closed = false;
  /** Records not kept because of the per-device or memory cap. */
  skipped = 0;
  /** Whether this instance prunes now (set to a lease by the ingest plugin); one pruner is enough. */
  pruneHeld: () => Promise<boolean> = () => Promise.resolve(true);

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
    private readonly options: RejectionLogOptions = DEFAULT_REJECTION_LOG,
  ) {}

  start(): void {
    this.pruneTimer = setInterval(() => void this.pruneOld(), this.options.pruneEveryMs);
    this.pruneTimer.unref();
  }

  record(rejection: Rejection): void {
    if (this.closed) return;
    const count = this.perDevice.get(rejection.deviceId) ?? 0;
    if (count >= this.options.perDevicePerFlush || this.pending.length >= this.options.maxPending) {
      this.skipped++;
      return;
    }
    this.perDevice.set(rejection.deviceId, count + 1);
    this.pending.push(rejection);
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.options.flushMs);
      this.timer.unref();
    }
  }

  /** Writes what is queued; resolves when it is stored (or failed). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.length === 0) return;
    const rows = this.pending;
    this.pending = [];
    this.perDevice.clear();
    this.flushing = this.write(rows).finally(() => {
      this.flushing = null;
    });
    await this.flushing;
  }

  private async write(rows: Rejection[]): Promise<void> {
    try {
      await this.db
        .insertInto('telemetry_rejections')
        .values(
          rows.map((r) => ({
            device_id: r.deviceId,
            tenant_id: r.tenantId,
            received_at: new Date(r.receivedAt),
            reason: r.reason,
            detail: r.detail,
            excerpt: r.excerpt,
          })),
        )
        .execute();
      const devices = [...new Set(rows.map((r) => r.deviceId))];
      await sql`delete from telemetry_rejections r
        using (
          select d.device_id,
                 (select x.id from telemetry_rejections x where x.device_id = d.device_id
                  order by x.id desc offset ${this.options.keepPerDevice} limit 1) as cutoff
          from unnest(${devices}::text[]) as d(device_id)
        ) c
        where r.device_id = c.device_id and r.id <= c.cutoff`.execute(this.db);
    } catch (error) {
      this.log.warn({ err: error, records: rows.length }, 'telemetry rejections not recorded');
    }
  }

  private async pruneOld(): Promise<void> {
    try {
      if (!(await this.pruneHeld())) return;
      await this.db
        .deleteFrom('telemetry_rejections')
        .where('received_at', '<', new Date(Date.now() - this.options.maxAgeMs))
        .execute();
    } catch (error) {
      this.log.warn({ err: error }, 'old telemetry rejections not pruned');
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.timer = null;
    this.pruneTimer = null;
    await this.flush();
  }
}
