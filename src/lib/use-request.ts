import { useCallback, useEffect, useRef, useState } from 'react';

export interface RequestState<T> {
  status: 'loading' | 'ready' | 'error';
  data: T | undefined;
  error: Error | null;
  reload(): void;
}

/**
 * Runs `load` on mount and on reload(), keeping loading / ready / error as values. Pages in
 * cached tabs have their effects torn down while hidden (React <Activity>); a finished load is not
 * repeated when the tab shows again, while one cut short by hiding is.
 */
export function useRequest<T>(load: () => Promise<T>): RequestState<T> {
  const [state, setState] = useState<Omit<RequestState<T>, 'reload'>>({ status: 'loading', data: undefined, error: null });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  const settledRound = useRef(-1);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    if (settledRound.current === round) return;
    let live = true;
    setState((s) => ({ ...s, status: 'loading', error: null }));
    loadRef.current().then(
      (data) => {
        if (!live) return;
        settledRound.current = round;
        setState({ status: 'ready', data, error: null });
      },
      (error: Error) => {
        if (!live) return;
        settledRound.current = round;
        setState((s) => ({ ...s, status: 'error', error }));
      },
    );
    return () => {
      live = false;
    };
  }, [round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
