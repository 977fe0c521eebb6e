/**
 * What every stream emits. `idle` is never emitted by a stream: it is what `useStream` shows before
 * the first emission (or with no stream), so a fast first response never flashes a spinner.
 * `loading` comes only when the first response is slow; `stale` keeps the last data after a failed
 * poll (`staleSince` is the first failure since the last success); `error` is a failure with no data.
 */
export interface StreamState<T> {
  status: 'idle' | 'loading' | 'ok' | 'stale' | 'error';
  data: T | undefined;
  error: unknown;
  /** When data last changed (a poll or a push), ms since the epoch. */
  updatedAt: number | null;
  /** First failure since the last successful poll, ms since the epoch; null while polls succeed. */
  staleSince: number | null;
}

/** The state before anything arrived. */
export const IDLE_STATE: StreamState<never> = Object.freeze({
  status: 'idle',
  data: undefined,
  error: undefined,
  updatedAt: null,
  staleSince: null,
});

/** Everything that can happen to a stream; folded into StreamState by `reduceStreamState`. */
export type StreamEvent<T> =
  | { type: 'success'; data: T; at: number }
  | { type: 'failure'; error: unknown; at: number }
  | { type: 'patch'; patch: (prev: T | undefined) => T | undefined; at: number }
  | { type: 'slow' };

/**
 * Pure fold of one event into the state. Returns `prev` itself when nothing changes, so callers
 * can drop repeats by reference.
 */
export function reduceStreamState<T>(prev: StreamState<T>, event: StreamEvent<T>): StreamState<T> {
  switch (event.type) {
    case 'success':
      return { status: 'ok', data: event.data, error: undefined, updatedAt: event.at, staleSince: null };
    case 'failure': {
      const staleSince = prev.staleSince ?? event.at;
      const status = prev.data === undefined ? 'error' : 'stale';
      return { ...prev, status, error: event.error, staleSince };
    }
    case 'patch': {
      const data = event.patch(prev.data);
      if (data === undefined || data === prev.data) return prev;
      // A push over failing polls still leaves the data stale: the poll is the source of truth.
      const status = prev.staleSince === null ? 'ok' : 'stale';
      return { ...prev, status, data, updatedAt: event.at };
    }
    case 'slow':
      return prev.data === undefined && prev.status === 'idle' ? { ...prev, status: 'loading' } : prev;
  }
}
