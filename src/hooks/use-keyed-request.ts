import { useCallback, useEffect, useState } from 'react';

export interface KeyedRequest<T> {
  status: 'loading' | 'ready' | 'error';
  data: T | undefined;
  error: Error | null;
  reload(): void;
}

/**
 * Loads again whenever `key` changes (filters, page), aborting the previous call so a slow old
 * answer never replaces a newer one; keeps the last data while the next loads.
 */
export function useKeyedRequest<T>(key: string, load: (signal: AbortSignal) => Promise<T>): KeyedRequest<T> {
  const [round, setRound] = useState(0);
  const [state, setState] = useState<Omit<KeyedRequest<T>, 'reload'>>({ status: 'loading', data: undefined, error: null });
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading', error: null }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data, error: null }),
      (error: Error) => !controller.signal.aborted && setState((s) => ({ ...s, status: 'error', error })),
    );
    return () => controller.abort();
    // `load` is rebuilt each render; `key` says when what it loads changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
