import { useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { IDLE_STATE, type StreamState } from '../../streams/stream-state';

/** What useSyncExternalStore needs from a stream: a subscription and the last state it emitted. */
export interface StreamStore<T> {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => StreamState<T>;
}

const stores = new WeakMap<Observable<StreamState<unknown>>, StreamStore<unknown>>();

const idleStore: StreamStore<never> = {
  subscribe: () => () => undefined,
  getSnapshot: () => IDLE_STATE,
};

function createStore<T>(source$: Observable<StreamState<T>>): StreamStore<T> {
  let last: StreamState<T> = IDLE_STATE;
  let active = 0;
  return {
    subscribe: (onChange) => {
      const first = active === 0;
      active += 1;
      let replayed = false;
      const subscription = source$.subscribe({
        next: (state) => {
          replayed = true;
          last = state;
          onChange();
        },
        // Streams turn failures into values; this only guards against a stream built otherwise.
        error: (error: unknown) => {
          last = { ...last, status: last.data === undefined ? 'error' : 'stale', error };
          onChange();
        },
      });
      // A stream that was torn down starts afresh: do not show the state of its previous life.
      if (first && !replayed) last = IDLE_STATE;
      return () => {
        active -= 1;
        subscription.unsubscribe();
      };
    },
    getSnapshot: () => last,
  };
}

/**
 * The store behind `useStream` for one observable: the same object for the same observable, so
 * React sees stable subscribe/getSnapshot functions across renders.
 */
export function streamStore<T>(source$: Observable<StreamState<T>>): StreamStore<T> {
  let store = stores.get(source$) as StreamStore<T> | undefined;
  if (!store) {
    store = createStore(source$);
    stores.set(source$, store as StreamStore<unknown>);
  }
  return store;
}

/**
 * Reads a stream in a component: the last state it emitted (`idle` before the first, or with no
 * stream). Subscribes while mounted and re-renders on each new state. The only way pages read
 * streams: they never subscribe, poll or fetch themselves.
 */
export function useStream<T>(source$: Observable<StreamState<T>> | null): StreamState<T> {
  const store = source$ ? streamStore(source$) : (idleStore as StreamStore<T>);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, idleStore.getSnapshot);
}
