import { BehaviorSubject, Observable, Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { expect } from 'vitest';
import { createKeyedStream, type KeyedStreamOptions, type StreamDeps } from './keyed-stream';
import type { SocketState } from './socket';
import type { StreamState } from './stream-state';
import { configureStreams } from './config';
import { fillPath } from '../shared/contract/endpoint';

/** Test-only: a TestScheduler whose assertions use vitest's deep equality. */
export function newScheduler(): TestScheduler {
  return new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
}

export interface FetchCall {
  t: number;
  key: string;
  signal: AbortSignal;
}

/**
 * Test-only: a keyed stream on hand-driven clocks. `respond(n, key)` answers the n-th request
 * (an Observable on virtual time); every request is logged in `calls` with its virtual time.
 */
export function harness<T>(
  scheduler: TestScheduler,
  respond: (n: number, key: string) => Observable<T>,
  options: Partial<KeyedStreamOptions<string, T>> = {},
) {
  const interval$ = new BehaviorSubject(10000);
  const visible$ = new BehaviorSubject(true);
  const connection$ = new BehaviorSubject<SocketState>('disconnected');
  const refreshNow$ = new Subject<void>();
  const calls: FetchCall[] = [];
  const deps: StreamDeps = { refreshInterval$: interval$, refreshNow$, visibility$: visible$, connection$, now: () => scheduler.now() };
  const stream = createKeyedStream<string, T>({
    key: (id) => id,
    fetch: (id, signal) => {
      calls.push({ t: scheduler.now(), key: id, signal });
      return respond(calls.length - 1, id);
    },
    ...options,
    deps,
  });
  /** Runs `fn` at absolute virtual time `t`. */
  const at = (t: number, fn: () => void) => scheduler.schedule(fn, t - scheduler.now());
  /** Subscribes from `from` to `to` and returns the states seen, stamped with virtual time. */
  const watch = (source$: Observable<StreamState<T>>, from: number, to: number) => {
    const seen: Array<{ t: number } & StreamState<T>> = [];
    at(from, () => {
      const subscription = source$.subscribe((state) => seen.push({ t: scheduler.now(), ...state }));
      at(to, () => subscription.unsubscribe());
    });
    return seen;
  };
  return { interval$, visible$, connection$, refreshNow$, calls, stream, at, watch, times: () => calls.map((c) => c.t) };
}

/** Test-only: a fake server answering a GET-like address below the API base (`/x/y?a=1`) with the answer's data. */
export type AnswerByPath = <T>(address: string, init: { signal: AbortSignal }) => Promise<T>;

/**
 * Test-only: configures streams with one fake that answers each call by contract entry by its
 * address (the entry's path, its params filled, its query appended), so a test states what each
 * address answers.
 */
export function configureStreamsByPath(answer: AnswerByPath): void {
  configureStreams({
    call: (entry, input, init) => {
      const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(parts.query ?? {})) if (value !== undefined && value !== null) query.set(key, String(value));
      const qs = query.toString();
      return answer(`${fillPath(entry.path, parts.params)}${qs ? `?${qs}` : ''}`, init);
    },
  });
}
