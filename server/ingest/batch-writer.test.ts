import { describe, expect, it } from 'vitest';
import { BatchWriter, type WriteOutcome } from './batch-writer';
import type { TelemetryBatch } from './telemetry-batch';

const dataError = () => Object.assign(new Error('value out of range: overflow'), { code: '22003', severity: 'ERROR' });
const connectionError = () => Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });

/** A writer over a fake database that refuses any batch holding a poisoned device's rows. */
function setup(refuse: (rows: TelemetryBatch) => Error | null, maxRows = 1000) {
  const committed: string[] = [];
  const writes: number[] = [];
  const writer = new BatchWriter<string>({
    write: async (rows) => {
      writes.push(rows.deviceIds.length);
      const error = refuse(rows);
      if (error) throw error;
    },
    onCommitted: (messages) => committed.push(...messages),
    maxRows,
    lingerMs: 5,
    retryDelayMs: 1,
  });
  /** Queues one message per id in one batch; each settles as 'ok', 'refused' or 'rejected'. */
  const send = (ids: string[]) =>
    Promise.all(
      ids.map((id) =>
        writer
          .add(id, (rows) => rows.add(id, Date.UTC(2026, 4, 2), 'UTC', [{ key: 'do', value: 1, invalid: false }]), 1)
          .then((outcome: WriteOutcome) => (outcome.committed ? 'ok' : 'refused'), () => 'rejected'),
      ),
    );
  return { writer, committed, writes, send };
}

const ids = (n: number, bad: number[] = []) => Array.from({ length: n }, (_, i) => (bad.includes(i) ? `BAD${i}` : `OK${i}`));
const poisoned = (rows: TelemetryBatch) => (rows.deviceIds.some((d) => d.startsWith('BAD')) ? dataError() : null);

describe('BatchWriter isolation', () => {
  it('commits every message of a batch but the one the database refuses, which resolves as refused', async () => {
    const { send, committed, writes } = setup(poisoned);
    const batch = ids(40, [17]);
    const results = await send(batch);
    expect(results.filter((r) => r === 'refused')).toHaveLength(1);
    expect(results[17]).toBe('refused');
    expect(results.filter((r) => r === 'ok')).toHaveLength(39);
    expect(committed.sort()).toEqual(batch.filter((id) => id !== 'BAD17').sort());
    // Halving: about 2 x log2(40) writes, not one per message.
    expect(writes.length).toBeLessThanOrEqual(1 + 2 * Math.ceil(Math.log2(40)));
  });

  it('isolates several bad messages on both sides of the split', async () => {
    const { send, committed } = setup(poisoned);
    const results = await send(ids(16, [0, 9, 15]));
    expect(results.map((r, i) => (r === 'refused' ? i : -1)).filter((i) => i >= 0)).toEqual([0, 9, 15]);
    expect(committed).toHaveLength(13);
  });

  it('refuses a single bad message alone in its batch', async () => {
    const { send, committed } = setup(poisoned);
    expect(await send(['BAD0'])).toEqual(['refused']);
    expect(committed).toEqual([]);
  });

  it('rejects the whole batch when the database itself fails, after one retry, so QoS 1 senders resend', async () => {
    const { send, writes, committed } = setup(() => connectionError());
    expect(await send(ids(10))).toEqual(Array(10).fill('rejected'));
    expect(writes).toEqual([10, 10]);
    expect(committed).toEqual([]);
  });

  it('commits after the retry when the failure was transient', async () => {
    let failures = 1;
    const { send, committed } = setup(() => (failures-- > 0 ? connectionError() : null));
    expect(await send(ids(5))).toEqual(Array(5).fill('ok'));
    expect(committed).toHaveLength(5);
  });

  it('rejects, not refuses, when every message fails alone too: it is not the data', async () => {
    const { send } = setup(() => dataError());
    expect(await send(ids(8))).toEqual(Array(8).fill('rejected'));
  });

  it('stops isolating and rejects when too many messages are refused', async () => {
    const { send } = setup(poisoned);
    const bad = Array.from({ length: 20 }, (_, i) => i * 2);
    const results = await send(ids(40, bad));
    expect(results.filter((r) => r === 'refused')).toEqual([]);
    expect(results.filter((r) => r === 'rejected').length).toBeGreaterThanOrEqual(20);
  });

  it('rejects what is left when the database goes away during the split', async () => {
    let calls = 0;
    const { send } = setup((rows) => (++calls > 2 ? connectionError() : poisoned(rows)));
    const results = await send(ids(8, [3]));
    expect(results).not.toContain('refused');
    expect(results).toContain('rejected');
  });
});

describe('BatchWriter answers', () => {
  /** A writer whose write of a batch starting with A waits to be released; events in the order they happened. */
  function held(answerAfterNextWrite: boolean) {
    const events: string[] = [];
    let release = () => {};
    const writer = new BatchWriter<string>({
      write: async (rows) => {
        events.push(`write ${rows.deviceIds.join(',')}`);
        if (rows.deviceIds[0] === 'A') await new Promise<void>((resolve) => (release = resolve));
      },
      onCommitted: (messages) => events.push(`answer ${messages.join(',')}`),
      maxRows: 1000,
      lingerMs: 1,
      answerAfterNextWrite,
    });
    const add = (id: string) =>
      writer.add(id, (rows) => rows.add(id, Date.UTC(2026, 4, 2), 'UTC', [{ key: 'do', value: 1, invalid: false }]), 1).then((outcome) => {
        events.push(`resolved ${id}`);
        return outcome;
      });
    return { events, writer, add, release: () => release() };
  }

  it('answers a batch before writing the next one by default', async () => {
    const { events, writer, add, release } = held(false);
    const a = add('A');
    await expect.poll(() => events).toEqual(['write A']);
    const b = add('B');
    release();
    expect(await Promise.all([a, b])).toEqual([{ committed: true }, { committed: true }]);
    expect(events).toEqual(['write A', 'answer A', 'resolved A', 'write B', 'answer B', 'resolved B']);
    await writer.close();
  });

  it('with answerAfterNextWrite, sends the next batch before answering the last, and answers each only after its commit', async () => {
    const { events, writer, add, release } = held(true);
    const a = add('A');
    await expect.poll(() => events).toEqual(['write A']);
    const b = add('B');
    release();
    expect(await Promise.all([a, b])).toEqual([{ committed: true }, { committed: true }]);
    expect(events).toEqual(['write A', 'write B', 'answer A', 'resolved A', 'answer B', 'resolved B']);
    const c = add('C');
    await writer.close();
    expect(events.slice(-3)).toEqual(['write C', 'answer C', 'resolved C']);
    expect(await c).toEqual({ committed: true });
  });
});

describe('BatchWriter group commit without a linger', () => {
  function writer() {
    const writes: string[] = [];
    let release = () => {};
    const w = new BatchWriter<string>({
      write: async (rows) => {
        writes.push(rows.deviceIds.join(','));
        if (rows.deviceIds[0] === 'A') await new Promise<void>((resolve) => (release = resolve));
      },
      onCommitted: () => {},
      maxRows: 1000,
      lingerMs: 0,
    });
    const add = (id: string) => w.add(id, (rows) => rows.add(id, Date.UTC(2026, 4, 2), 'UTC', [{ key: 'do', value: 1, invalid: false }]), 1);
    return { w, writes, add, release: () => release() };
  }
  const nextRound = () => new Promise((resolve) => setImmediate(resolve));

  it('an idle writer starts in the same I/O round, with every message added in it', async () => {
    const { w, writes, add } = writer();
    const done = [add('X'), add('Y')];
    expect(writes).toEqual([]);
    await nextRound();
    expect(writes).toEqual(['X,Y']);
    await Promise.all(done);
    await w.close();
  });

  it('messages added while a commit runs gather into the next batch', async () => {
    const { w, writes, add, release } = writer();
    const a = add('A');
    await nextRound();
    const rest = [add('B'), add('C')];
    await nextRound();
    expect(writes).toEqual(['A']);
    release();
    await Promise.all([a, ...rest]);
    expect(writes).toEqual(['A', 'B,C']);
    await w.close();
  });
});
