import { describe, expect, it } from 'vitest';
import { Outbox, OutboxFullError, type OutboxEntry, type OutboxStore, type SendResult } from './outbox';

function memoryStore(): OutboxStore & { rows: Map<string, OutboxEntry> } {
  const rows = new Map<string, OutboxEntry>();
  return {
    rows,
    all: async () => [...rows.values()].map((e) => structuredClone(e)),
    put: async (entry) => void rows.set(entry.id, structuredClone(entry)),
    delete: async (id) => void rows.delete(id),
  };
}

/** A server that writes each Idempotency-Key once and answers a repeat with the first answer, as the real one does. */
function fakeServer() {
  const written: unknown[] = [];
  const answers = new Map<string, SendResult>();
  let offline = false;
  let loseNextAnswer = false;
  const refuse = new Map<string, SendResult>();
  const send = async (entry: OutboxEntry): Promise<SendResult> => {
    if (offline) throw new Error('Failed to fetch');
    let answer = answers.get(entry.id);
    if (!answer) {
      answer = refuse.get(JSON.stringify(entry.body)) ?? { ok: true, data: { id: written.length + 1 } };
      if (answer.ok) written.push(entry.body);
      answers.set(entry.id, answer);
    }
    if (loseNextAnswer) {
      loseNextAnswer = false;
      throw new Error('connection dropped before the answer');
    }
    return answer;
  };
  return {
    written,
    send,
    refuse,
    setOffline: (value: boolean) => void (offline = value),
    loseNextAnswer: () => void (loseNextAnswer = true),
  };
}

const FEEDING = { method: 'POST', path: '/feedingManage' } as const;
const feeding = (quantity: number) => ({ type: 'add', pond_id: 1, quantity });

describe('the outbox', () => {
  it('sends entries in the order they were made, and only when the connection is back', async () => {
    const server = fakeServer();
    const outbox = new Outbox(memoryStore(), server.send);
    server.setOffline(true);
    for (const q of [1, 2, 3]) await outbox.enqueue(FEEDING, feeding(q), `feeding ${q}`);
    expect(await outbox.flush()).toEqual({ sent: 0, refused: 0, stopped: true });
    expect(outbox.list()).toHaveLength(3);
    expect(outbox.list()[0].lastError?.status).toBe(0);
    server.setOffline(false);
    expect(await outbox.flush()).toEqual({ sent: 3, refused: 0, stopped: false });
    expect(server.written).toEqual([feeding(1), feeding(2), feeding(3)]);
    expect(outbox.list()).toEqual([]);
  });

  it('writes an entry exactly once when its answer is lost and it is sent again, and across two reconnections', async () => {
    const server = fakeServer();
    const store = memoryStore();
    const outbox = new Outbox(store, server.send);
    const entry = await outbox.enqueue(FEEDING, feeding(7), 'feeding 7');
    server.loseNextAnswer();
    expect((await outbox.flush()).stopped).toBe(true);
    expect(store.rows.get(entry.id)?.attempts).toBe(1);
    expect(await outbox.flush()).toMatchObject({ sent: 1 });
    expect(await outbox.flush()).toMatchObject({ sent: 0 });
    expect(server.written).toEqual([feeding(7)]);
  });

  it('keeps a refused entry with the server message and goes on with the next', async () => {
    const server = fakeServer();
    server.refuse.set(JSON.stringify(feeding(2)), { ok: false, status: 409, message: 'This record was changed by someone else since you opened it; reload it and edit again' });
    const outbox = new Outbox(memoryStore(), server.send);
    for (const q of [1, 2, 3]) await outbox.enqueue(FEEDING, feeding(q), `feeding ${q}`);
    expect(await outbox.flush()).toEqual({ sent: 2, refused: 1, stopped: false });
    expect(outbox.list()).toHaveLength(1);
    expect(outbox.list()[0]).toMatchObject({ state: 'attention', label: 'feeding 2', lastError: { status: 409, message: 'This record was changed by someone else since you opened it; reload it and edit again' } });
    // A later round does not send it again; only the user drops it.
    expect(await outbox.flush()).toMatchObject({ sent: 0, refused: 0 });
    await outbox.discard(outbox.list()[0].id);
    expect(outbox.list()).toEqual([]);
  });

  it('stops at a server failure and keeps the rest in order for later', async () => {
    const server = fakeServer();
    server.refuse.set(JSON.stringify(feeding(1)), { ok: false, status: 503, message: 'The database is unavailable; try again later' });
    const outbox = new Outbox(memoryStore(), server.send);
    for (const q of [1, 2]) await outbox.enqueue(FEEDING, feeding(q), `feeding ${q}`);
    expect(await outbox.flush()).toEqual({ sent: 0, refused: 0, stopped: true });
    expect(outbox.list().map((e) => [e.label, e.state])).toEqual([
      ['feeding 1', 'pending'],
      ['feeding 2', 'pending'],
    ]);
  });

  it('survives a restart: a new outbox over the same store sends what the old one kept', async () => {
    const server = fakeServer();
    const store = memoryStore();
    server.setOffline(true);
    const before = new Outbox(store, server.send);
    await before.enqueue(FEEDING, feeding(1), 'feeding 1');
    await before.enqueue(FEEDING, feeding(2), 'feeding 2');
    server.setOffline(false);
    const after = new Outbox(store, server.send);
    expect(await after.flush()).toMatchObject({ sent: 2 });
    expect(server.written).toEqual([feeding(1), feeding(2)]);
  });

  it('refuses beyond its bounds instead of dropping anything', async () => {
    const server = fakeServer();
    const outbox = new Outbox(memoryStore(), server.send, { entries: 2, bytes: 1000 });
    await outbox.enqueue(FEEDING, feeding(1), 'one');
    await outbox.enqueue(FEEDING, feeding(2), 'two');
    await expect(outbox.enqueue(FEEDING, feeding(3), 'three')).rejects.toEqual(new OutboxFullError('entries'));
    const small = new Outbox(memoryStore(), server.send, { entries: 10, bytes: 200 });
    await expect(small.enqueue(FEEDING, { note: 'x'.repeat(300) }, 'big')).rejects.toEqual(new OutboxFullError('bytes'));
    expect(outbox.list()).toHaveLength(2);
  });

  it('runs one flush at a time: two calls together send each entry once', async () => {
    const server = fakeServer();
    let sends = 0;
    const outbox = new Outbox(memoryStore(), async (e) => {
      sends += 1;
      return server.send(e);
    });
    await outbox.enqueue(FEEDING, feeding(1), 'one');
    const [a, b] = await Promise.all([outbox.flush(), outbox.flush()]);
    expect(a).toBe(b);
    expect(sends).toBe(1);
  });

  it('runs another round when asked during one that failed: the reconnection that asked is not lost', async () => {
    const server = fakeServer();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const outbox = new Outbox(memoryStore(), async (e) => {
      calls += 1;
      // The first send is under way as the signal drops; it fails once the connection is back.
      if (calls === 1) {
        await held;
        throw new Error('Failed to fetch');
      }
      return server.send(e);
    });
    await outbox.enqueue(FEEDING, feeding(1), 'one');
    const first = outbox.flush();
    await Promise.resolve();
    const asked = outbox.flush();
    release();
    expect(await first).toEqual({ sent: 0, refused: 0, stopped: true });
    expect(await asked).toBe(await first);
    await expect.poll(() => server.written.length).toBe(1);
    expect(outbox.list()).toEqual([]);
  });
});
