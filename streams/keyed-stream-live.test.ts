import { map } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { harness, newScheduler } from './test-support';

const ok = (data: number, updatedAt: number) => ({ status: 'ok', data, error: undefined, updatedAt, staleSince: null });

describe('createKeyedStream: socket patches', () => {
  it('merges pushes between polls only while connected; the next poll replaces them', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, hot, expectObservable }) => {
      const pushes = hot('3000ms a 9999ms b 2999ms c', { a: 5, b: 6, c: 7 });
      const h = harness(scheduler, (n) => cold('50ms (a|)', { a: n }), {
        socketPatches: () => pushes.pipe(map((value) => () => value)),
      });
      h.connection$.next('connected');
      h.at(12000, () => h.connection$.next('disconnected'));
      h.at(15000, () => h.connection$.next('connected'));
      // b (13000) arrives while disconnected and is dropped; c (16000) after the reconnect lands.
      expectObservable(h.stream('AW1'), '^ 24000ms !').toBe('50ms p 2949ms a 7049ms q 5949ms c 4049ms r', {
        p: ok(0, 50),
        a: ok(5, 3000),
        q: ok(1, 10050),
        c: ok(7, 16000),
        r: ok(2, 20050),
      });
    });
  });

  it('ignores a push that throws and keeps the stream alive', () => {
    const scheduler = newScheduler();
    let seen: unknown[] = [];
    scheduler.run(({ cold, hot }) => {
      const pushes = hot('1000ms a 999ms b', { a: -1, b: 9 });
      const h = harness(scheduler, (n) => cold('50ms (a|)', { a: n }), {
        socketPatches: () =>
          pushes.pipe(
            map((value) => () => {
              if (value < 0) throw new Error('malformed push');
              return value;
            }),
          ),
      });
      h.connection$.next('connected');
      seen = h.watch(h.stream('AW1'), 0, 4000);
    });
    expect(seen).toEqual([{ t: 50, ...ok(0, 50) }, { t: 2000, ...ok(9, 2000) }]);
  });

  it('keeps a pushed value over failing polls stale', () => {
    const scheduler = newScheduler();
    let seen: Array<{ status: string; data: unknown; staleSince: unknown }> = [];
    scheduler.run(({ cold, hot }) => {
      const pushes = hot('12000ms a', { a: 4 });
      const h = harness(scheduler, (n) => (n === 0 ? cold('(a|)', { a: 1 }) : cold('#')), {
        socketPatches: () => pushes.pipe(map((value) => () => value)),
      });
      h.connection$.next('connected');
      seen = h.watch(h.stream('AW1'), 0, 13000);
    });
    expect(seen.map(({ status, data, staleSince }) => [status, data, staleSince])).toEqual([
      ['ok', 1, null],
      ['stale', 1, 10000],
      ['stale', 4, 10000],
    ]);
  });
});

describe('createKeyedStream: page visibility', () => {
  it('pauses polling while the page is hidden and resumes when shown', () => {
    const scheduler = newScheduler();
    let h!: ReturnType<typeof harness<number>>;
    scheduler.run(({ cold }) => {
      h = harness(scheduler, (n) => cold('50ms (a|)', { a: n }));
      h.watch(h.stream('AW1'), 0, 58000);
      h.at(15000, () => h.visible$.next(false));
      h.at(45000, () => h.visible$.next(true));
    });
    // Shown again long after the next poll was due: it polls at once.
    expect(h.times()).toEqual([0, 10000, 45000, 55000]);
  });

  it('does not refetch when the page is hidden and shown again within an interval', () => {
    const scheduler = newScheduler();
    let h!: ReturnType<typeof harness<number>>;
    scheduler.run(({ cold }) => {
      h = harness(scheduler, (n) => cold('50ms (a|)', { a: n }));
      h.watch(h.stream('AW1'), 0, 34000);
      h.at(12000, () => h.visible$.next(false));
      h.at(14000, () => h.visible$.next(true));
    });
    expect(h.times()).toEqual([0, 10000, 20050, 30050]);
  });

  it('keeps polling while hidden when pauseWhenHidden is false (big screens)', () => {
    const scheduler = newScheduler();
    let h!: ReturnType<typeof harness<number>>;
    scheduler.run(({ cold }) => {
      h = harness(scheduler, (n) => cold('50ms (a|)', { a: n }), { pauseWhenHidden: false });
      h.watch(h.stream('AW1'), 0, 34000);
      h.at(5000, () => h.visible$.next(false));
    });
    expect(h.times()).toEqual([0, 10000, 20000, 30000]);
  });
});
