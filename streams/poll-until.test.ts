import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_ENDPOINTS, type OrderStatusAnswer } from '../shared/contract/api/payments';
import { configureStreams, type StreamsConfig } from './config';
import { pollUntil, pollUntil$ } from './poll-until';
import type { StreamState } from './stream-state';

const EVERY = 1000;
const entry = PAYMENT_ENDPOINTS.status;
const input = { params: { id: 7 } };
const order = (status: OrderStatusAnswer['status']): OrderStatusAnswer => ({ id: 7, order_no: 'N7', status }) as OrderStatusAnswer;
const paid = (answer: OrderStatusAnswer) => answer.status !== 'notpay';

/** The configured call, answered by hand: each call waits until the test settles it. */
let calls: { signal: AbortSignal; resolve(answer: OrderStatusAnswer): void; reject(error: Error): void }[];

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  // Only `call` is used here; the rest of the configuration is not this test's business.
  configureStreams({
    call: (_entry, _input, init) => new Promise((resolve, reject) => calls.push({ signal: init.signal, resolve: resolve as never, reject })),
  } as Partial<StreamsConfig> as StreamsConfig);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Answers the latest call and lets its promise settle. */
async function answer(value: OrderStatusAnswer | Error) {
  const last = calls[calls.length - 1];
  if (value instanceof Error) last.reject(value);
  else last.resolve(value);
  await vi.advanceTimersByTimeAsync(0);
}

function watch<T>(source: ReturnType<typeof pollUntil$<typeof entry>>) {
  const seen: StreamState<T>[] = [];
  let completed = false;
  const subscription = source.subscribe({ next: (s) => seen.push(s as StreamState<T>), complete: () => (completed = true) });
  return { seen, subscription, completed: () => completed };
}

describe('pollUntil$', () => {
  it('asks at once, again `every` ms after each answer, and completes after the done answer', async () => {
    const poll = watch<OrderStatusAnswer>(pollUntil$(entry, input, paid, { every: EVERY }));
    expect(calls).toHaveLength(1);
    await answer(order('notpay'));
    await vi.advanceTimersByTimeAsync(EVERY - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await answer(order('paid'));
    expect(poll.completed()).toBe(true);
    expect(poll.seen.map((s) => [s.status, s.data?.status])).toEqual([['ok', 'notpay'], ['ok', 'paid']]);
    await vi.advanceTimersByTimeAsync(EVERY * 10);
    expect(calls).toHaveLength(2);
  });

  it('stops asking and aborts the call in flight when unsubscribed (the page left)', async () => {
    const poll = watch(pollUntil$(entry, input, paid, { every: EVERY }));
    await answer(order('notpay'));
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(calls).toHaveLength(2);
    poll.subscription.unsubscribe();
    expect(calls[1].signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(EVERY * 10);
    expect(calls).toHaveLength(2);
  });

  it('surfaces a failure as a state and keeps asking, the last answer kept as stale', async () => {
    const poll = watch<OrderStatusAnswer>(pollUntil$(entry, input, paid, { every: EVERY }));
    await answer(new Error('down'));
    expect(poll.seen.at(-1)).toMatchObject({ status: 'error', error: new Error('down') });
    await vi.advanceTimersByTimeAsync(EVERY);
    await answer(order('notpay'));
    await vi.advanceTimersByTimeAsync(EVERY);
    await answer(new Error('down again'));
    expect(poll.seen.at(-1)).toMatchObject({ status: 'stale', data: { status: 'notpay' } });
    expect(poll.completed()).toBe(false);
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(calls).toHaveLength(4);
  });

  it('ends on the first failure with stopOnFailure', async () => {
    const poll = watch(pollUntil$(entry, input, paid, { every: EVERY, stopOnFailure: true }));
    await answer(new Error('down'));
    expect(poll.completed()).toBe(true);
    expect(poll.seen.map((s) => s.status)).toEqual(['error']);
  });

  it('gives up when giveUpAfterMs passes, the last question at the deadline', async () => {
    const poll = watch(pollUntil$(entry, input, paid, { every: EVERY, giveUpAfterMs: 2500 }));
    await answer(order('notpay'));
    await vi.advanceTimersByTimeAsync(EVERY);
    await answer(order('notpay'));
    await vi.advanceTimersByTimeAsync(EVERY);
    await answer(order('notpay'));
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(4);
    await answer(order('notpay'));
    expect(poll.completed()).toBe(true);
    await vi.advanceTimersByTimeAsync(EVERY * 10);
    expect(calls).toHaveLength(4);
  });
});

describe('pollUntil', () => {
  it('resolves with the done answer, telling each answer on the way', async () => {
    const seen: string[] = [];
    const result = pollUntil(entry, input, paid, { every: EVERY, onAnswer: (a) => seen.push(a.status) });
    await answer(order('notpay'));
    await vi.advanceTimersByTimeAsync(EVERY);
    await answer(order('closed'));
    await expect(result).resolves.toMatchObject({ status: 'closed' });
    expect(seen).toEqual(['notpay', 'closed']);
  });

  it('rejects with the first failure and asks no more', async () => {
    const result = pollUntil(entry, input, paid, { every: EVERY });
    const settled = expect(result).rejects.toThrow('refused');
    await answer(new Error('refused'));
    await settled;
    await vi.advanceTimersByTimeAsync(EVERY * 10);
    expect(calls).toHaveLength(1);
  });

  it('rejects and aborts the call in flight when its signal aborts', async () => {
    const controller = new AbortController();
    const result = pollUntil(entry, input, paid, { every: EVERY, signal: controller.signal });
    const settled = expect(result).rejects.toThrow('left');
    controller.abort(new Error('left'));
    await settled;
    expect(calls[0].signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(EVERY * 10);
    expect(calls).toHaveLength(1);
  });

  it('resolves with null when it gives up first', async () => {
    const result = pollUntil(entry, input, paid, { every: EVERY, giveUpAfterMs: EVERY });
    await answer(order('notpay'));
    await vi.advanceTimersByTimeAsync(EVERY);
    await answer(order('notpay'));
    await expect(result).resolves.toBeNull();
  });
});
