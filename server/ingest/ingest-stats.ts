import type { FastifyBaseLogger } from 'fastify';
import { DROP_REASONS, type DropReason } from './parse';

/** One warning line per reason at most this often; the rest are counted into it. */
const WARN_EVERY_MS = 10_000;

/**
 * Counters of the ingest path (exposed at GET /api/ingest/stats) and rate-limited warnings for
 * dropped messages, so a misbehaving device cannot flood the log.
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
  private readonly lastWarn = new Map<DropReason, { at: number; suppressed: number }>();

  constructor(private readonly log: FastifyBaseLogger) {}

  drop(reason: DropReason, deviceId: string, detail?: string): void {
    this.dropped[reason]++;
    const now = Date.now();
    const state = this.lastWarn.get(reason);
    if (state && now - state.at < WARN_EVERY_MS) {
      state.suppressed++;
      return;
    }
    this.log.warn({ reason, deviceId, detail, suppressed: state?.suppressed ?? 0 }, 'telemetry message dropped');
    this.lastWarn.set(reason, { at: now, suppressed: 0 });
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
