/** A write made at the pond, waiting for the connection: sent once, in the order it was made. */
export interface OutboxEntry {
  /** A UUID made when the entry is queued; sent as its Idempotency-Key, so a repeat writes nothing. */
  id: string;
  call: { method: 'POST' | 'PUT' | 'DELETE'; path: string };
  body: unknown;
  /** What the entry is, for the lists that show it (e.g. "Feeding · Pond 3 · 12.5 kg"). */
  label: string;
  createdAt: number;
  attempts: number;
  /** 'attention': the server refused it (a 4xx, a conflict); it stays, with the server's message, until the user drops it. */
  state: 'pending' | 'attention';
  lastError: { status: number; message: string } | null;
}

/** Where the entries live: IndexedDB in the browser (idb-store.ts), a Map in tests. */
export interface OutboxStore {
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  delete(id: string): Promise<void>;
}

/** What sending answered: delivered, or refused by the server with its status and message. */
export type SendResult = { ok: true; data: unknown } | { ok: false; status: number; message: string };
/** Sends one entry with its id as the Idempotency-Key; throws when the server could not be reached. */
export type Sender = (entry: OutboxEntry) => Promise<SendResult>;

export const OUTBOX_LIMITS = { entries: 200, bytes: 5 * 1024 * 1024 };

/** Thrown by enqueue when the queue is full: the user is told, nothing is dropped to make room. */
export class OutboxFullError extends Error {
  constructor(readonly limit: 'entries' | 'bytes') {
    super(`outbox full (${limit})`);
  }
}

export interface FlushResult {
  sent: number;
  refused: number;
  /** The connection (or the server) failed part way: the rest waits for the next flush. */
  stopped: boolean;
}

/** A status that says "try again later" rather than "this entry is wrong". */
const isTransient = (status: number) => status === 0 || status === 401 || status === 408 || status === 423 || status === 429 || status >= 500;
const sizeOf = (entry: Pick<OutboxEntry, 'body' | 'label' | 'call'>) => new Blob([JSON.stringify([entry.call, entry.body, entry.label])]).size;

/**
 * The phone's queue of writes made offline. Entries are sent oldest first, one at a time, each
 * with its own Idempotency-Key, and removed only when the server has answered it: an answer lost
 * to the signal means the entry is sent again with the same key, and the server answers its first
 * answer without writing twice. A refusal is kept as "needs attention" with the server's message,
 * never dropped; a network failure stops the round and keeps the order. One flush at a time.
 */
export class Outbox {
  private flushing: Promise<FlushResult> | null = null;
  private flushAgain = false;
  private listeners = new Set<() => void>();
  private entries: OutboxEntry[] = [];
  private loaded: Promise<void> | null = null;

  constructor(
    private readonly store: OutboxStore,
    private readonly send: Sender,
    private readonly limits = OUTBOX_LIMITS,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  /** Reads the stored entries once (app start); later reads are the copy kept here. */
  load(): Promise<void> {
    this.loaded ??= this.store.all().then((all) => {
      this.entries = all.sort((a, b) => a.createdAt - b.createdAt);
      this.emit();
    });
    return this.loaded;
  }

  /** The entries, oldest first (pending and needing attention alike). */
  list(): readonly OutboxEntry[] {
    return this.entries;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Queues a write; refuses (OutboxFullError) beyond the entry count or the stored size. */
  async enqueue(call: OutboxEntry['call'], body: unknown, label: string): Promise<OutboxEntry> {
    await this.load();
    if (this.entries.length >= this.limits.entries) throw new OutboxFullError('entries');
    const used = this.entries.reduce((sum, e) => sum + sizeOf(e), 0);
    if (used + sizeOf({ call, body, label }) > this.limits.bytes) throw new OutboxFullError('bytes');
    const last = this.entries.at(-1)?.createdAt ?? 0;
    // Strictly increasing, so two entries of one millisecond keep the order they were made in.
    const entry: OutboxEntry = { id: this.newId(), call, body, label, createdAt: Math.max(Date.now(), last + 1), attempts: 0, state: 'pending', lastError: null };
    await this.store.put(entry);
    this.entries = [...this.entries, entry];
    this.emit();
    return entry;
  }

  /** Removes an entry the user has read the refusal of (or chose to drop). */
  async discard(id: string): Promise<void> {
    await this.store.delete(id);
    this.entries = this.entries.filter((e) => e.id !== id);
    this.emit();
  }

  /** Sends the pending entries in order; a second call while one runs joins it. */
  flush(): Promise<FlushResult> {
    if (this.flushing) {
      // Asked while a round runs (the connection came back while the last send was failing): one
      // more round after it, or the reconnection that asked would be lost until the next one.
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = this.run().finally(() => {
      this.flushing = null;
      if (this.flushAgain) {
        this.flushAgain = false;
        void this.flush().catch(() => undefined);
      }
    });
    return this.flushing;
  }

  private async run(): Promise<FlushResult> {
    await this.load();
    const result: FlushResult = { sent: 0, refused: 0, stopped: false };
    for (const queued of this.entries.filter((e) => e.state === 'pending')) {
      const entry = { ...queued, attempts: queued.attempts + 1 };
      let answer: SendResult;
      try {
        answer = await this.send(entry);
      } catch (error) {
        await this.replace({ ...entry, lastError: { status: 0, message: error instanceof Error ? error.message : String(error) } });
        return { ...result, stopped: true };
      }
      if (answer.ok) {
        await this.discard(entry.id);
        result.sent += 1;
      } else if (isTransient(answer.status)) {
        await this.replace({ ...entry, lastError: { status: answer.status, message: answer.message } });
        return { ...result, stopped: true };
      } else {
        await this.replace({ ...entry, state: 'attention', lastError: { status: answer.status, message: answer.message } });
        result.refused += 1;
      }
    }
    return result;
  }

  private async replace(entry: OutboxEntry): Promise<void> {
    await this.store.put(entry);
    this.entries = this.entries.map((e) => (e.id === entry.id ? entry : e));
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
