import { defer, EMPTY, Observable, repeat, scan, takeWhile, timer } from 'rxjs';
import type { EndpointData, EndpointInput, EndpointSpec } from '../shared/contract/endpoint';
import { callEndpoint } from './config';
import { IDLE_STATE, reduceStreamState, type StreamEvent, type StreamState } from './stream-state';

export interface PollOptions {
  /** Wait between one answer and the next question, ms. */
  every: number;
  /** Stop asking this long after the start (the poll completes without a done answer). */
  giveUpAfterMs?: number;
  /** A failed call ends the poll (after its state is emitted); otherwise the next question follows. */
  stopOnFailure?: boolean;
}

/** One call as one event, aborted when unsubscribed: a failure is a value, never an error. */
function ask$<E extends EndpointSpec>(entry: E, input: EndpointInput<E>): Observable<StreamEvent<EndpointData<E>>> {
  return new Observable((subscriber) => {
    const controller = new AbortController();
    callEndpoint(entry, input, { signal: controller.signal }).then(
      (data) => {
        subscriber.next({ type: 'success', data, at: Date.now() });
        subscriber.complete();
      },
      (error: unknown) => {
        subscriber.next({ type: 'failure', error, at: Date.now() });
        subscriber.complete();
      },
    );
    return () => controller.abort();
  });
}

/**
 * A short-lived stream for work that ends (an order paid, a workbook written, a device's reply):
 * asks `entry` with `input` at once, then `every` ms after each answer, until an answer satisfies
 * `done`, and completes after emitting it. Emits StreamState: a failed call keeps the last answer as
 * `stale` (or `error` before any) and the next question follows, unless `stopOnFailure`. It never
 * errors. It completes without a done answer when `giveUpAfterMs` passes. Unsubscribing (the page
 * leaving) aborts the call in flight and stops. Unlike the refresh-clock streams it follows no user
 * setting: what it waits for must be seen within seconds, and it ends with it.
 */
export function pollUntil$<E extends EndpointSpec>(
  entry: E,
  input: EndpointInput<E>,
  done: (answer: EndpointData<E>) => boolean,
  options: PollOptions,
): Observable<StreamState<EndpointData<E>>> {
  return defer(() => {
    const deadline = options.giveUpAfterMs === undefined ? Infinity : Date.now() + options.giveUpAfterMs;
    const finished = (state: StreamState<EndpointData<E>>) =>
      state.status === 'ok' ? done(state.data as EndpointData<E>) : Boolean(options.stopOnFailure);
    return ask$(entry, input).pipe(
      repeat({
        // The last question comes at the deadline, not after it.
        delay: () => {
          const left = deadline - Date.now();
          return left > 0 ? timer(Math.min(options.every, left)) : EMPTY;
        },
      }),
      scan((state: StreamState<EndpointData<E>>, event: StreamEvent<EndpointData<E>>) => reduceStreamState(state, event), IDLE_STATE),
      takeWhile((state) => !finished(state), true),
    );
  });
}

/**
 * `pollUntil$` for a step of a task a click starts: resolves with the done answer, or null when
 * `giveUpAfterMs` passed first; rejects with the first failure (polling stops) or, when `signal`
 * aborts, with its reason. `onAnswer` sees every answer (a progress count).
 */
export function pollUntil<E extends EndpointSpec>(
  entry: E,
  input: EndpointInput<E>,
  done: (answer: EndpointData<E>) => boolean,
  options: Omit<PollOptions, 'stopOnFailure'> & { signal?: AbortSignal; onAnswer?: (answer: EndpointData<E>) => void },
): Promise<EndpointData<E> | null> {
  const { signal, onAnswer, ...poll } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    let result: EndpointData<E> | null = null;
    const subscription = pollUntil$(entry, input, done, { ...poll, stopOnFailure: true }).subscribe({
      next: (state) => {
        if (state.status !== 'ok') return reject(state.error);
        const answer = state.data as EndpointData<E>;
        onAnswer?.(answer);
        if (done(answer)) result = answer;
      },
      complete: () => {
        signal?.removeEventListener('abort', stop);
        resolve(result);
      },
    });
    function stop() {
      subscription.unsubscribe();
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', stop, { once: true });
  });
}
