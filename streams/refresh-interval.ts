import { BehaviorSubject, Observable, Subject, distinctUntilChanged, map } from 'rxjs';

/** The refresh intervals the spec allows (section 9), in milliseconds. */
export const REFRESH_INTERVALS = [3000, 5000, 10000, 15000, 30000, 60000] as const;
export type RefreshInterval = (typeof REFRESH_INTERVALS)[number];
export const DEFAULT_REFRESH_INTERVAL: RefreshInterval = 10000;

const interval$ = new BehaviorSubject<RefreshInterval>(DEFAULT_REFRESH_INTERVAL);
const refreshRequests$ = new Subject<void>();

export function isRefreshInterval(ms: unknown): ms is RefreshInterval {
  return REFRESH_INTERVALS.includes(ms as RefreshInterval);
}

/**
 * The one refresh clock every polled stream follows. Emits the current interval on subscribe and
 * each change; never errors or completes. Streams restart their timers from it, so a change takes
 * effect at once for every open stream.
 */
export const refreshInterval$: Observable<RefreshInterval> = interval$.asObservable();

/**
 * The one clock for data that changes slowly (24 h trends, the message bell): the app's interval,
 * but never shorter than `minMs`. Emits on subscribe and whenever the effective period changes.
 */
export function refreshIntervalAtLeast$(minMs: number): Observable<number> {
  return interval$.pipe(
    map((ms) => Math.max(ms, minMs)),
    distinctUntilChanged(),
  );
}

/** The interval streams poll at now. */
export function getRefreshInterval(): RefreshInterval {
  return interval$.value;
}

/**
 * Sets the polling interval for the whole app (the app binds this to the user's stored choice).
 * A value the spec does not list is ignored, so a stale stored value cannot break polling.
 * @returns whether the value was accepted
 */
export function setRefreshInterval(ms: number): boolean {
  if (!isRefreshInterval(ms)) return false;
  if (ms !== interval$.value) interval$.next(ms);
  return true;
}

/**
 * Manual "refresh now" events (a refresh button, a retry link). Every open polled stream fetches
 * once more, unless its request is still in flight (streams never overlap requests for one key).
 */
export const refreshNow$: Observable<void> = refreshRequests$.asObservable();

/** Asks every open polled stream to fetch now. */
export function requestRefresh(): void {
  refreshRequests$.next();
}
