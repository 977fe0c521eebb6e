import { TelemetryBatch } from './telemetry-batch';

/** A message's worth of rows, with the callback that answers its sender. */
interface Entry<M> {
  message: M;
  resolve: () => void;
  reject: (error: Error) => void;
}

interface Batch<M> {
  rows: TelemetryBatch;
  entries: Entry<M>[];
}

export interface BatchWriterOptions<M> {
  /** Writes the rows in one statement; resolves after commit. */
  write: (rows: TelemetryBatch) => Promise<void>;
  /** Called once per committed batch with its messages, before their senders are answered. */
  onCommitted: (messages: M[], rows: number, ms: number) => void;
  /** A statement carries at most this many rows. */
  maxRows: number;
  /** How long the first message of an idle writer waits for company. */
  lingerMs: number;
}

/**
 * Group commit: while one batch is being written, new messages gather in the next one, so batches
 * grow with the load (up to maxRows) and an idle system writes a single message after lingerMs.
 * A message's promise settles only after the batch holding it is committed: the MQTT layer sends
 * the QoS 1 PUBACK then, so a reading the device saw acknowledged is on disk.
 */
export class BatchWriter<M> {
  private readonly queue: Batch<M>[] = [];
  private writing = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  pendingRows = 0;

  constructor(private readonly options: BatchWriterOptions<M>) {}

  add(message: M, fill: (rows: TelemetryBatch) => void, count: number): Promise<void> {
    if (this.closed) return Promise.reject(new Error('ingest is shutting down'));
    let batch = this.queue[this.queue.length - 1];
    if (!batch || batch.rows.rowCount + count > this.options.maxRows) {
      batch = { rows: new TelemetryBatch(), entries: [] };
      this.queue.push(batch);
    }
    fill(batch.rows);
    this.pendingRows += count;
    const promise = new Promise<void>((resolve, reject) => batch.entries.push({ message, resolve, reject }));
    this.schedule();
    return promise;
  }

  private schedule(): void {
    if (this.writing || this.timer) return;
    const full = (this.queue[0]?.rows.rowCount ?? 0) >= this.options.maxRows;
    if (full || this.queue.length > 1) void this.drain();
    else this.timer = setTimeout(() => {
      this.timer = null;
      void this.drain();
    }, this.options.lingerMs);
  }

  private async drain(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      let batch: Batch<M> | undefined;
      while ((batch = this.queue.shift())) {
        const started = performance.now();
        const count = batch.rows.rowCount;
        try {
          await this.writeWithRetry(batch.rows);
        } catch (error) {
          this.pendingRows -= count;
          for (const entry of batch.entries) entry.reject(error as Error);
          continue;
        }
        this.pendingRows -= count;
        this.options.onCommitted(
          batch.entries.map((e) => e.message),
          count,
          performance.now() - started,
        );
        for (const entry of batch.entries) entry.resolve();
      }
    } finally {
      this.writing = false;
    }
  }

  /** One retry covers a transient failure (a PostgreSQL failover, a lock timeout). */
  private async writeWithRetry(rows: TelemetryBatch): Promise<void> {
    try {
      await this.options.write(rows);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await this.options.write(rows);
    }
  }

  /** Writes what is queued and refuses new messages. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.writing || this.queue.length > 0) {
      if (!this.writing) await this.drain();
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}
