import {
  BehaviorSubject, EMPTY, Observable, ObservableInput, ReplaySubject, asyncScheduler, catchError, combineLatest, defer,
  distinctUntilChanged, exhaustMap, filter, finalize, from, map, merge, of, scan, share, switchMap, take, takeUntil,
  tap, throwIfEmpty, timer,
} from 'rxjs';
import { refreshInterval$, refreshNow$ } from './refresh-interval';
import { socketState$, type SocketState } from './socket';
import { IDLE_STATE, reduceStreamState, type StreamEvent, type StreamState } from './stream-state';
import { visibility$ } from './visibility';

/** How long a stream stays alive after its last subscriber leaves (a tab switch does not refetch). */
export const GRACE_MS = 5000;
/** A first response slower than this shows `loading`; a faster one never flashes it. */
export const LOADING_DELAY_MS = 200;
/** Backoff after failures grows by 2^n up to this factor of the interval... */
export const MAX_BACKOFF_FACTOR = 8;
/** ...and never beyond this (unless the interval itself is longer). */
export const MAX_BACKOFF_MS = 5 * 60_000;

/** The clocks and signals a stream follows; the defaults are the app's, tests pass their own. */
export interface StreamDeps {
  refreshInterval$: Observable<number>;
  refreshNow$: Observable<void>;
  visibility$: Observable<boolean>;
  connection$: Observable<SocketState>;
  now: () => number;
}

export interface KeyedStreamOptions<A, T> {
  /** Identity of an argument set: one shared stream (and one request per tick) per key. */
  key: (args: A) => string;
  /**
   * One request. A Promise (the app's fetch wrapper) or an Observable (tests drive it with the
   * TestScheduler); it must honour `signal`, which aborts when the last subscriber has left.
   */
  fetch: (args: A, signal: AbortSignal) => ObservableInput<T>;
  /** Pushed updates for these args, applied between polls while the socket is connected. */
  socketPatches?: (args: A) => Observable<(prev: T | undefined) => T | undefined>;
  /** Stop polling while the document is hidden (default true; big screens pass false). */
  pauseWhenHidden?: boolean;
  deps?: Partial<StreamDeps>;
}

type Settled<T> = Extract<StreamEvent<T>, { type: 'success' | 'failure' }>;

const defaultDeps = (): StreamDeps => ({
  refreshInterval$,
  refreshNow$,
  visibility$,
  connection$: socketState$,
  now: () => asyncScheduler.now(),
});

/** Poll period after `failures` consecutive failures: interval * 2^n, capped. */
export function backoffPeriod(intervalMs: number, failures: number): number {
  if (failures === 0) return intervalMs;
  const grown = intervalMs * 2 ** Math.min(failures, Math.log2(MAX_BACKOFF_FACTOR));
  return Math.max(intervalMs, Math.min(grown, MAX_BACKOFF_MS));
}

function pollEvents<A, T>(args: A, options: KeyedStreamOptions<A, T>, deps: StreamDeps): Observable<StreamEvent<T>> {
  const failures$ = new BehaviorSubject(0);
  let lastSettledAt: number | null = null;
  // A restarted timer (new interval, backoff step, page shown again) first fires when the next
  // request would have been due anyway, so restarts neither burst nor wait a whole period.
  const firstDelay = (period: number) => (lastSettledAt === null ? 0 : Math.max(0, lastSettledAt + period - deps.now()));
  const active$ = options.pauseWhenHidden === false ? of(true) : deps.visibility$;

  const request = () =>
    defer(() => {
      const controller = new AbortController();
      let settled = false;
      return from(options.fetch(args, controller.signal)).pipe(
        take(1),
        throwIfEmpty(),
        map((data): Settled<T> => ({ type: 'success', data, at: deps.now() })),
        catchError((error: unknown) => of<Settled<T>>({ type: 'failure', error, at: deps.now() })),
        tap((event) => {
          settled = true;
          lastSettledAt = event.at;
          failures$.next(event.type === 'failure' ? failures$.value + 1 : 0);
        }),
        finalize(() => {
          if (!settled) controller.abort();
        }),
      );
    });

  return combineLatest([deps.refreshInterval$, active$, failures$]).pipe(
    map(([interval, active, failures]) => (active ? backoffPeriod(interval, failures) : null)),
    distinctUntilChanged(),
    switchMap((period) => (period === null ? EMPTY : merge(timer(firstDelay(period), period), deps.refreshNow$))),
    exhaustMap(request),
  );
}

function patchEvents<A, T>(args: A, options: KeyedStreamOptions<A, T>, deps: StreamDeps): Observable<StreamEvent<T>> {
  const { socketPatches } = options;
  if (!socketPatches) return EMPTY;
  return deps.connection$.pipe(
    map((state) => state === 'connected'),
    distinctUntilChanged(),
    // A broken push channel only costs pushes until the next reconnect; polling goes on.
    switchMap((connected) => (connected ? socketPatches(args).pipe(catchError(() => EMPTY)) : EMPTY)),
    map((patch): StreamEvent<T> => ({
      type: 'patch',
      // A malformed push must not kill the shared stream; the next poll corrects the data.
      patch: (prev) => {
        try {
          return patch(prev);
        } catch {
          return undefined;
        }
      },
      at: deps.now(),
    })),
  );
}

function streamStates<A, T>(args: A, options: KeyedStreamOptions<A, T>, deps: StreamDeps): Observable<StreamState<T>> {
  const polls$ = pollEvents(args, options, deps).pipe(share());
  const slow$ = timer(LOADING_DELAY_MS).pipe(
    takeUntil(polls$),
    map((): StreamEvent<T> => ({ type: 'slow' })),
  );
  return merge(polls$, patchEvents(args, options, deps), slow$).pipe(
    scan(reduceStreamState<T>, IDLE_STATE as StreamState<T>),
    distinctUntilChanged(),
    filter((state) => state.status !== 'idle'),
  );
}

/**
 * Builds a parameterised live stream: `(args) => Observable<StreamState<T>>`.
 *
 * Emits: `loading` only if the first response takes longer than LOADING_DELAY_MS, then `ok` with
 * each poll's data (and each push merged between polls), replaying the latest state to late
 * subscribers. Polls: at once, then every refresh interval (following `setRefreshInterval`), one
 * request per key per tick however many subscribers, never two at once for a key; paused while
 * the page is hidden unless `pauseWhenHidden` is false. On error: never errors; a failed poll
 * keeps the last data as `stale` (`staleSince` = first failure) or is `error` when there is no data,
 * and polling backs off exponentially until a success. The stream lives GRACE_MS after its last
 * subscriber leaves, then aborts any request in flight and is forgotten.
 */
export function createKeyedStream<A, T>(options: KeyedStreamOptions<A, T>): (args: A) => Observable<StreamState<T>> {
  const deps: StreamDeps = { ...defaultDeps(), ...options.deps };
  const live = new Map<string, Observable<StreamState<T>>>();
  return (args) => {
    const key = options.key(args);
    const cached = live.get(key);
    if (cached) return cached;
    let riding = false;
    const shared$: Observable<StreamState<T>> = defer(() => {
      const current = live.get(key);
      // This instance was forgotten while someone kept it (a memo across a teardown) and another
      // is live now: ride on that one, so there is still one poller per key.
      riding = current !== undefined && current !== shared$;
      if (current && riding) return current;
      live.set(key, shared$);
      return streamStates(args, options, deps).pipe(
        finalize(() => {
          if (live.get(key) === shared$) live.delete(key);
        }),
      );
    }).pipe(
      share({
        connector: () => new ReplaySubject(1),
        // A rider lets go at once: the live instance keeps its own grace period.
        resetOnRefCountZero: () => (riding ? of(true) : timer(GRACE_MS)),
      }),
    );
    live.set(key, shared$);
    return shared$;
  };
}

/** How a view watches a stream: console views pause while the page is hidden; walls do not. */
export interface WatchOptions {
  /** false for big screens, which must stay live behind other windows (default true). */
  pauseWhenHidden?: boolean;
}

/**
 * A keyed stream as both kinds of view watch it: one instance that pauses while the page is
 * hidden and one that polls on, each with its own cache, so a wall never rides on a paused poller.
 * Both follow the same refresh clock; `watch` picks the instance.
 */
export function createViewStream<A, T>(
  options: Omit<KeyedStreamOptions<A, T>, 'pauseWhenHidden'>,
): (args: A, watch?: WatchOptions) => Observable<StreamState<T>> {
  const paused = createKeyedStream({ ...options, pauseWhenHidden: true });
  const unpaused = createKeyedStream({ ...options, pauseWhenHidden: false });
  return (args, watch = {}) => (watch.pauseWhenHidden === false ? unpaused : paused)(args);
}
