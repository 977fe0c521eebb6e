import { finalize, of, throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { GRACE_MS, backoffPeriod } from './keyed-stream';
import { harness, newScheduler } from './test-support';

const ok = (data: number, updatedAt: number) => ({ status: 'ok', data, error: undefined, updatedAt, staleSince: null });

describe('createKeyedStream: sharing and cadence', () => {
  it('polls at once and then every interval, emitting ok states', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      const h = harness(scheduler, (n) => cold('50ms (a|)', { a: n + 1 }));
      expectObservable(h.stream('AW1'), '^ 25000ms !').toBe('50ms a 9999ms b 9999ms c', {
        a: ok(1, 50),
        b: ok(2, 10050),
        c: ok(3, 20050),
      });
    });
  });

  it('makes one request per key per tick however many subscribers, and replays to late ones', () => {
    const scheduler = newScheduler();
    let late: unknown[] = [];
    let h!: ReturnType<typeof harness<number>>;
    scheduler.run(({ cold }) => {
      h = harness(scheduler, (n) => cold('50ms (a|)', { a: n + 1 }));
      expect(h.stream('AW1')).toBe(h.stream('AW1'));
      h.watch(h.stream('AW1'), 0, 24000);
      late = h.watch(h.stream('AW1'), 3000, 24000);
      h.watch(h.stream('AW2'), 0, 24000);
    });
    expect(h.calls.filter((c) => c.key === 'AW1').map((c) => c.t)).toEqual([0, 10000, 20000]);
    expect(h.calls.filter((c) => c.key === 'AW2').map((c) => c.t)).toEqual([0, 10000, 20000]);
    expect(late[0]).toMatchObject({ t: 3000, status: 'ok', data: 1 });
  });

  it('changes cadence when the interval changes, first firing when the next request is due', () => {
    const scheduler = newScheduler();
    let h!: ReturnType<typeof harness<number>>;
    scheduler.run(({ cold }) => {
      h = harness(scheduler, (n) => cold('50ms (a|)', { a: n }));
      h.watch(h.stream('AW1'), 0, 70000);
      h.at(25000, () => h.interval$.next(3000));
      h.at(32000, () => h.interval$.next(30000));
    });
    // 3 s from 25000 (the last answer at 20050 is over 3 s old); 30 s from the answer at 31050.
    expect(h.times()).toEqual([0, 10000, 20000, 25000, 28000, 31000, 61050]);
  });

  it('never overlaps two requests for one key when a request is slower than the interval', () => {
    const scheduler = newScheduler();
    let h!: ReturnType<typeof harness<number>>;
    let inFlight = 0;
    let maxInFlight = 0;
    scheduler.run(({ cold }) => {
      h = harness(scheduler, (n) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        return cold('15000ms (a|)', { a: n }).pipe(finalize(() => (inFlight -= 1)));
      });
      h.watch(h.stream('AW1'), 0, 45000);
    });
    // Ticks at 10000 and 30000 fall while a request is in flight and are dropped.
    expect(h.times()).toEqual([0, 20000, 40000]);
    expect(maxInFlight).toBe(1);
  });

  it('fetches at once on a manual refresh', () => {
    const scheduler = newScheduler();
    let h!: ReturnType<typeof harness<number>>;
    scheduler.run(({ cold }) => {
      h = harness(scheduler, (n) => cold('50ms (a|)', { a: n }));
      h.watch(h.stream('AW1'), 0, 14000);
      h.at(4000, () => h.refreshNow$.next());
    });
    expect(h.times()).toEqual([0, 4000, 10000]);
  });
});

describe('createKeyedStream: failures', () => {
  it('backs off exponentially on failure and a success resets the cadence', () => {
    const scheduler = newScheduler();
    let h!: ReturnType<typeof harness<number>>;
    scheduler.run(() => {
      h = harness(scheduler, (n) => (n < 3 ? throwError(() => new Error('down')) : of(n)));
      h.watch(h.stream('AW1'), 0, 162000);
    });
    expect(h.times()).toEqual([0, 20000, 60000, 140000, 150000, 160000]);
  });

  it('caps the backoff', () => {
    expect([1, 2, 3, 9].map((n) => backoffPeriod(10000, n))).toEqual([20000, 40000, 80000, 80000]);
    expect(backoffPeriod(60000, 9)).toBe(300000);
    expect(backoffPeriod(3000, 0)).toBe(3000);
  });

  it('keeps the last data as stale since the first failure, then recovers', () => {
    const scheduler = newScheduler();
    let h!: ReturnType<typeof harness<number>>;
    let seen: unknown[] = [];
    const error = new Error('502');
    scheduler.run(({ cold }) => {
      h = harness(scheduler, (n) => (n === 1 || n === 2 ? cold('10ms #', undefined, error) : cold('10ms (a|)', { a: n })));
      seen = h.watch(h.stream('AW1'), 0, 75000);
    });
    expect(h.times()).toEqual([0, 10000, 30010, 70020]);
    expect(seen).toEqual([
      { t: 10, ...ok(0, 10) },
      { t: 10010, status: 'stale', data: 0, error, updatedAt: 10, staleSince: 10010 },
      { t: 30020, status: 'stale', data: 0, error, updatedAt: 10, staleSince: 10010 },
      { t: 70030, ...ok(3, 70030) },
    ]);
  });

  it('is an error value, not an observable error, when there was never data', () => {
    const scheduler = newScheduler();
    let seen: unknown[] = [];
    const error = new Error('401');
    scheduler.run(({ cold }) => {
      const h = harness<number>(scheduler, () => cold('10ms #', undefined, error));
      seen = h.watch(h.stream('AW1'), 0, 1000);
    });
    expect(seen).toEqual([{ t: 10, status: 'error', data: undefined, error, updatedAt: null, staleSince: 10 }]);
  });
});

describe('createKeyedStream: loading', () => {
  it('shows loading only when the first response takes longer than 200 ms', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      const slow = harness(scheduler, () => cold('300ms (a|)', { a: 7 }));
      const fast = harness(scheduler, () => cold('150ms (a|)', { a: 7 }));
      const loading = { status: 'loading', data: undefined, error: undefined, updatedAt: null, staleSince: null };
      expectObservable(slow.stream('AW1'), '^ 1000ms !').toBe('200ms l 99ms o', { l: loading, o: ok(7, 300) });
      expectObservable(fast.stream('AW1'), '^ 1000ms !').toBe('150ms o', { o: ok(7, 150) });
    });
  });
});

describe('createKeyedStream: teardown', () => {
  it('keeps the stream through a resubscribe within the grace period, and refetches after it', () => {
    const scheduler = newScheduler();
    let h!: ReturnType<typeof harness<number>>;
    let back: unknown[] = [];
    scheduler.run(({ cold }) => {
      h = harness(scheduler, (n) => cold('50ms (a|)', { a: n }));
      h.watch(h.stream('AW1'), 0, 12000);
      back = h.watch(h.stream('AW1'), 12000 + GRACE_MS - 1000, 21000);
      h.watch(h.stream('AW1'), 21000 + GRACE_MS + 1000, 30000);
    });
    expect(h.times()).toEqual([0, 10000, 20000, 27000]);
    expect(back[0]).toMatchObject({ t: 16000, status: 'ok', data: 1 });
  });

  it('aborts the request in flight and forgets the key when the grace period ends', () => {
    const scheduler = newScheduler();
    let h!: ReturnType<typeof harness<number>>;
    const abortedAt: Record<string, number> = {};
    scheduler.run(({ cold }) => {
      h = harness(scheduler, () => cold('8000ms (a|)', { a: 1 }));
      const first = h.stream('AW1');
      h.watch(first, 0, 1000);
      h.at(1, () => h.calls[0].signal.addEventListener('abort', () => (abortedAt.AW1 = scheduler.now())));
      h.at(1000 + GRACE_MS + 1, () => expect(h.stream('AW1')).not.toBe(first));
    });
    expect(abortedAt.AW1).toBe(1000 + GRACE_MS);
  });

  it('keeps one poller per key when an old instance is resubscribed beside a new one', () => {
    const scheduler = newScheduler();
    let h!: ReturnType<typeof harness<number>>;
    scheduler.run(({ cold }) => {
      h = harness(scheduler, (n) => cold('50ms (a|)', { a: n }));
      const old = h.stream('AW1');
      h.watch(old, 0, 100);
      h.at(20000, () => {
        h.watch(h.stream('AW1'), 20000, 33000);
        h.watch(old, 20000, 33000);
      });
    });
    expect(h.times()).toEqual([0, 20000, 30000]);
  });
});
