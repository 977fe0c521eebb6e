import { useCallback, useEffect, useState } from 'react';
import { readSnapshot, saveSnapshot } from '../lib/offline/offline-db';
import { readUserCookie } from '../lib/cookies';
import { useOnline } from './use-online';

export interface OfflineRead<T> {
  data: T | undefined;
  /** When the shown data was read from the server (now for a fresh answer, earlier for a kept one). */
  savedAt: number | undefined;
  /** The data is the copy kept on the phone, not a fresh answer. */
  stale: boolean;
  /** The server could not be reached and nothing was kept. */
  failed: boolean;
  reload: () => void;
}

/**
 * Reads from the server and keeps the answer on the phone (IndexedDB, per user); when the server
 * cannot be reached, shows the kept answer marked stale with its time. Reads again when the
 * connection comes back.
 */
export function useOfflineRead<T>(key: string, load: () => Promise<T>): OfflineRead<T> {
  const online = useOnline();
  const [state, setState] = useState<Omit<OfflineRead<T>, 'reload'>>({ data: undefined, savedAt: undefined, stale: false, failed: false });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const storedKey = `${readUserCookie()?.userId ?? 'anonymous'}:${key}`;
  useEffect(() => {
    let live = true;
    const fromKept = async () => {
      const kept = await readSnapshot<T>(storedKey).catch(() => undefined);
      if (!live) return;
      setState(kept ? { data: kept.data, savedAt: kept.savedAt, stale: true, failed: false } : { data: undefined, savedAt: undefined, stale: true, failed: true });
    };
    if (!online) {
      void fromKept();
    } else {
      load().then(
        (data) => {
          if (!live) return;
          const savedAt = Date.now();
          setState({ data, savedAt, stale: false, failed: false });
          void saveSnapshot(storedKey, data, savedAt).catch(() => undefined);
        },
        () => void fromKept(),
      );
    }
    return () => {
      live = false;
    };
    // `load` is the page's call for `key`; a new function each render must not read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storedKey, online, round]);
  return { ...state, reload };
}
