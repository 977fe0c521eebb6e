import { ApiError, request } from '../../api/client';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/contract/idempotency';
import { idbOutboxStore } from './offline-db';
import { Outbox, type OutboxEntry, type SendResult } from './outbox';

/** Sends one queued entry as the console's client would, with the entry's id as its Idempotency-Key. */
async function sendEntry(entry: OutboxEntry): Promise<SendResult> {
  // The browser knows it has no connection: no request to wait out, the entry stays queued.
  if (!navigator.onLine) throw new Error('offline');
  try {
    const data = await request<unknown>(entry.call.method, entry.call.path, { body: entry.body, headers: { [IDEMPOTENCY_KEY_HEADER]: entry.id }, allow401: true });
    return { ok: true, data };
  } catch (error) {
    // No answer at all (offline, timed out): the outbox stops and tries again later.
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    return { ok: false, status: error.status, message: error.message };
  }
}

let outbox: Outbox | null = null;

/**
 * The phone's one outbox, over IndexedDB. On first use it sends what a previous session left,
 * and again each time the browser reports the connection back.
 */
export function phoneOutbox(): Outbox {
  if (outbox) return outbox;
  const created = new Outbox(idbOutboxStore, sendEntry);
  outbox = created;
  const flush = () => void created.flush().catch(() => undefined);
  window.addEventListener('online', flush);
  flush();
  return created;
}
