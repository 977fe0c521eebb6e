import type { FastifyBaseLogger } from 'fastify';
import { ThrottledLog } from '../core/throttled-log';
import { DROP_REASONS, type DropReason } from './parse';

/**
 * Counters of the ingest path (exposed at GET /api/ingest/stats) and rate-limited warnings for
 * dropped messages (one line per reason and interval), so a misbehaving device cannot flood the log.
 */
export class IngestStats {
  messages = 0;
  points = 0;
  batches = 0;
  batchRows = 0;
  lastBatchMs = 0;
  maxBatchMs = 0;
  failedBatches = 0;
  readonly dropped = Object.fromEntries(DROP_REASONS.map((r) => [r, 0])) as Record<DropReason, number>;
  private readonly warnings: ThrottledLog;

  constructor(log: FastifyBaseLogger) {
    this.warnings = new ThrottledLog(log);
  }

  drop(reason: DropReason, deviceId: string, detail?: string): void {
    this.dropped[reason]++;
    this.warnings.warn(reason, { reason, deviceId, detail }, 'telemetry message dropped');
  }

  committed(messages: number, rows: number, ms: number): void {
    this.messages += messages;
    this.points += rows;
    this.batches++;
    this.batchRows += rows;
    this.lastBatchMs = ms;
    this.maxBatchMs = Math.max(this.maxBatchMs, ms);
  }

  totalDropped(): number {
    return Object.values(this.dropped).reduce((a, b) => a + b, 0);
  }
}
