import { useCallback, useEffect, useRef, useState } from 'react';

export interface RequestState<T> {
  status: 'loading' | 'ready' | 'error';
  /** The last answer; kept while the next one loads, so a table does not blank between pages. */
  data: T | undefined;
  error: Error | null;
  /** Asks again (aborting a call still in flight). */
  reload(): void;
}

/**
 * The console's one request hook: runs `load` on mount, whenever `key` changes (filters, page) and
 * on reload(), keeping loading / ready / error as values. Each run gets an AbortSignal that aborts
 * when the component unmounts or a newer run starts, so a slow old answer never replaces a newer
 * one; hand it to the call (`call(entry, input, { signal })`) and the request itself stops.
 *
 * Pages in cached tabs have their effects torn down while hidden (React <Activity>): a run that
 * finished is not repeated when the tab shows again, while one cut short by hiding is.
 */
export function useRequest<T>(load: (signal: AbortSignal) => Promise<T>, key = ''): RequestState<T> {
  const [state, setState] = useState<Omit<RequestState<T>, 'reload'>>({ status: 'loading', data: undefined, error: null });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  const settled = useRef<{ key: string; round: number } | null>(null);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    if (settled.current?.key === key && settled.current.round === round) return;
    const controller = new AbortController();
    const settle = (next: (s: Omit<RequestState<T>, 'reload'>) => Omit<RequestState<T>, 'reload'>) => {
      if (controller.signal.aborted) return;
      settled.current = { key, round };
      setState(next);
    };
    setState((s) => ({ ...s, status: 'loading', error: null }));
    loadRef.current(controller.signal).then(
      (data) => settle(() => ({ status: 'ready', data, error: null })),
      (error: Error) => settle((s) => ({ ...s, status: 'error', error })),
    );
    return () => controller.abort();
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
