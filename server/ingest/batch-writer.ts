import { isDataError as defaultIsDataError } from './db-error';
import { TelemetryBatch } from './telemetry-batch';

/** How a message's write ended: committed, or refused on its own by the database (its rows, not the database, were the problem). */
export type WriteOutcome = { committed: true } | { committed: false; error: Error };

/** A message's worth of rows, with the callbacks that answer its sender. */
interface Entry<M> {
  message: M;
  fill: (rows: TelemetryBatch) => void;
  resolve: (outcome: WriteOutcome) => void;
  reject: (error: Error) => void;
}

interface Batch<M> {
  rows: TelemetryBatch;
  entries: Entry<M>[];
}

/** What happened to a write, for counters and logs. */
export type WriteEvent =
  | { kind: 'failed'; error: Error; messages: number; rows: number }
  | { kind: 'refused'; error: Error; messages: number }
  | { kind: 'rejected'; error: Error; messages: number };

export interface BatchWriterOptions<M> {
  /** Writes the rows in one statement; resolves after commit. */
  write: (rows: TelemetryBatch) => Promise<void>;
  /** Called once per committed batch (or part of one) with its messages, before their senders are answered. */
  onCommitted: (messages: M[], rows: number, ms: number) => void;
  /** Each failed write, each message refused alone, each group rejected back to its senders. */
  onEvent?: (event: WriteEvent) => void;
  /** A statement carries at most this many rows. */
  maxRows: number;
  /**
   * How long the first message of an idle writer waits for company. 0: none beyond the current
   * I/O round (setImmediate), so the messages read together still share a commit.
   */
  lingerMs: number;
  /** Whether an error is about the rows (worth splitting the batch) rather than the database. */
  isDataError?: (error: unknown) => boolean;
  /** Wait before the one retry of a batch that failed for a reason other than its rows. */
  retryDelayMs?: number;
  /** More messages than this refused in one batch is not bad data but a database refusing everything. */
  maxRefused?: number;
  /**
   * Answer a committed batch's senders (onCommitted, then their promises) only after the next
   * batch's statement is on its way, so that a database in another process works on it meanwhile.
   * Not for an in-process database, whose statement would run before the answers and delay them.
   */
  answerAfterNextWrite?: boolean;
}

const RETRY_DELAY_MS = 100;
/** With a handful of bad messages, isolating costs about 2 x bad x log2(messages) writes; beyond this many, stop paying. */
export const MAX_REFUSED_PER_BATCH = 16;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Group commit: while one batch is being written, new messages gather in the next one, so batches
 * grow with the load (up to maxRows) and an idle system writes a single message after lingerMs
 * (at once with 0: the wait is adaptive, the running commit is what makes a batch grow).
 * A message's promise settles only after the batch holding it is committed: the MQTT layer sends
 * the QoS 1 PUBACK then, so a reading the device saw acknowledged is on disk.
 *
 * A batch the database refuses for its rows (see isDataError) is split in halves until the refused
 * messages stand alone: they resolve as refused (their senders get a "dropped" answer) and every
 * other message commits. A failure of the database itself is retried once, then rejects the batch
 * so that QoS 1 senders resend; so does a split in which every message, or too many, are refused.
 */
export class BatchWriter<M> {
  private readonly queue: Batch<M>[] = [];
  private writing = false;
  /** Cancels the scheduled start of an idle writer's drain (a timeout or an immediate), when one is pending. */
  private timer: (() => void) | null = null;
  private closed = false;
  /** Committed batches whose senders are still to be answered (answerAfterNextWrite). */
  private answering = 0;
  private readonly isDataError: (error: unknown) => boolean;
  pendingRows = 0;

  constructor(private readonly options: BatchWriterOptions<M>) {
    this.isDataError = options.isDataError ?? defaultIsDataError;
  }

  add(message: M, fill: (rows: TelemetryBatch) => void, count: number): Promise<WriteOutcome> {
    if (this.closed) return Promise.reject(new Error('ingest is shutting down'));
    let batch = this.queue[this.queue.length - 1];
    if (!batch || batch.rows.rowCount + count > this.options.maxRows) {
      batch = { rows: new TelemetryBatch(), entries: [] };
      this.queue.push(batch);
    }
    fill(batch.rows);
    this.pendingRows += count;
    const promise = new Promise<WriteOutcome>((resolve, reject) => batch.entries.push({ message, fill, resolve, reject }));
    this.schedule();
    return promise;
  }

  private schedule(): void {
    if (this.writing || this.timer) return;
    const full = (this.queue[0]?.rows.rowCount ?? 0) >= this.options.maxRows;
    if (full || this.queue.length > 1) {
      void this.drain();
      return;
    }
    const start = () => {
      this.timer = null;
      void this.drain();
    };
    if (this.options.lingerMs > 0) {
      const timeout = setTimeout(start, this.options.lingerMs);
      this.timer = () => clearTimeout(timeout);
    } else {
      const immediate = setImmediate(start);
      this.timer = () => clearImmediate(immediate);
    }
  }

  private async drain(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      let batch: Batch<M> | undefined;
      while ((batch = this.queue.shift())) {
        try {
          await this.commit(batch);
        } catch (error) {
          // Only a bug in a callback gets here; the senders must still be answered.
          this.rejectAll(batch.entries, asError(error));
        } finally {
          this.pendingRows -= batch.rows.rowCount;
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private async commit(batch: Batch<M>): Promise<void> {
    const started = performance.now();
    let error = await this.attempt(batch.rows, batch.entries.length);
    if (!error) return this.answerSoon(batch.entries, batch.rows.rowCount, started);
    if (!this.isDataError(error)) {
      // One retry covers a transient failure (a PostgreSQL failover, a lock timeout).
      await new Promise((resolve) => setTimeout(resolve, this.options.retryDelayMs ?? RETRY_DELAY_MS));
      error = await this.attempt(batch.rows, batch.entries.length);
      if (!error) return this.answerSoon(batch.entries, batch.rows.rowCount, started);
      if (!this.isDataError(error)) return this.rejectAll(batch.entries, error);
    }
    await this.isolate(batch.entries, error);
  }

  /**
   * Writes the batch in halves, each failing half in halves again, until each refused message is
   * alone. Parts that commit are answered at once. A part failing for another reason than its rows
   * means the database went away: what is left is rejected.
   */
  private async isolate(entries: Entry<M>[], first: Error): Promise<void> {
    const maxRefused = this.options.maxRefused ?? MAX_REFUSED_PER_BATCH;
    const refused: Entry<M>[] = [];
    const parts: Entry<M>[][] = [];
    if (entries.length === 1) refused.push(entries[0]);
    else parts.push(...halves(entries));
    let error = first;
    let gaveUp = false;
    const left: Entry<M>[] = [];
    let part: Entry<M>[] | undefined;
    while ((part = parts.pop())) {
      if (gaveUp) {
        left.push(...part);
        continue;
      }
      const rows = new TelemetryBatch();
      for (const entry of part) entry.fill(rows);
      const started = performance.now();
      const failure = await this.attempt(rows, part.length);
      if (!failure) {
        this.committed(part, rows.rowCount, performance.now() - started);
        continue;
      }
      error = failure;
      if (!this.isDataError(failure)) {
        gaveUp = true;
        left.push(...part);
      } else if (part.length === 1) {
        refused.push(part[0]);
        if (refused.length > maxRefused) gaveUp = true;
      } else {
        parts.push(...halves(part));
      }
    }
    // When every message (or too many) fails alone too, it is not the data: let the senders retry.
    if (gaveUp || (refused.length === entries.length && entries.length > 1)) {
      return this.rejectAll([...refused, ...left], error);
    }
    this.options.onEvent?.({ kind: 'refused', error, messages: refused.length });
    for (const entry of refused) entry.resolve({ committed: false, error });
  }

  /** The write's error, or null when it committed. */
  private async attempt(rows: TelemetryBatch, messages: number): Promise<Error | null> {
    try {
      await this.options.write(rows);
      return null;
    } catch (error) {
      const failure = asError(error);
      this.options.onEvent?.({ kind: 'failed', error: failure, messages, rows: rows.rowCount });
      return failure;
    }
  }

  /**
   * committed() now, or with answerAfterNextWrite after the drain loop has sent the next batch:
   * setImmediate runs after the promise continuations that carry it to the database's socket.
   */
  private answerSoon(entries: Entry<M>[], rows: number, started: number): void {
    if (!this.options.answerAfterNextWrite) return this.committed(entries, rows, performance.now() - started);
    this.answering++;
    const ms = performance.now() - started;
    setImmediate(() => {
      this.answering--;
      try {
        this.committed(entries, rows, ms);
      } catch (error) {
        // As in drain(): only a bug in a callback gets here; the senders must still be answered.
        this.rejectAll(entries, asError(error));
      }
    });
  }

  private committed(entries: Entry<M>[], rows: number, ms: number): void {
    this.options.onCommitted(
      entries.map((e) => e.message),
      rows,
      ms,
    );
    for (const entry of entries) entry.resolve({ committed: true });
  }

  private rejectAll(entries: Entry<M>[], error: Error): void {
    if (entries.length === 0) return;
    this.options.onEvent?.({ kind: 'rejected', error, messages: entries.length });
    for (const entry of entries) entry.reject(error);
  }

  /** Writes what is queued and refuses new messages. */
  async close(): Promise<void> {
    this.closed = true;
    this.timer?.();
    this.timer = null;
    while (this.writing || this.queue.length > 0 || this.answering > 0) {
      if (!this.writing && this.queue.length > 0) await this.drain();
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

function halves<T>(items: T[]): [T[], T[]] {
  const middle = Math.ceil(items.length / 2);
  return [items.slice(0, middle), items.slice(middle)];
}
