import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_REFRESH_INTERVAL, isRefreshInterval } from '../../streams/refresh-interval';
import { plainStorage } from './plain-storage';

/** localStorage key of the chosen refresh intervals, one entry per user name. */
export const REFRESH_INTERVAL_KEY = 'refreshInterval';

export interface RefreshIntervalEntry {
  userName: string;
  interval: number;
}

interface RefreshIntervalState {
  entries: RefreshIntervalEntry[];
  /** The interval of the logged-in user (or the default): the app hands it to streams/. */
  interval: number;
}

const isEntry = (e: unknown): e is RefreshIntervalEntry => {
  const v = e as RefreshIntervalEntry;
  return typeof v?.userName === 'string' && isRefreshInterval(v.interval);
};

/**
 * The real-time pages' refresh interval (3 s .. 1 min), remembered per user name like the theme,
 * so people sharing a browser each keep theirs. Which entry applies is decided at login.
 */
export const useRefreshIntervalStore = create<RefreshIntervalState>()(
  persist(() => ({ entries: [] as RefreshIntervalEntry[], interval: DEFAULT_REFRESH_INTERVAL as number }), {
    name: REFRESH_INTERVAL_KEY,
    storage: plainStorage<RefreshIntervalState, RefreshIntervalEntry[]>(
      (state) => state.entries,
      (raw) => ({ entries: (Array.isArray(raw) ? raw : []).filter(isEntry), interval: DEFAULT_REFRESH_INTERVAL }),
    ),
    merge: (persisted, current) => ({ ...current, entries: (persisted as RefreshIntervalState | undefined)?.entries ?? [] }),
  }),
);

/** Applies this user's saved interval, or the default for one who never chose (or no user). */
export function applyUserRefreshInterval(userName: string | null): void {
  const entry = userName ? useRefreshIntervalStore.getState().entries.find((e) => e.userName === userName) : undefined;
  useRefreshIntervalStore.setState({ interval: entry?.interval ?? DEFAULT_REFRESH_INTERVAL });
}

/** Saves a user's choice and applies it; a value the spec does not list is ignored. */
export function setUserRefreshInterval(userName: string, interval: number): void {
  if (!isRefreshInterval(interval)) return;
  const { entries } = useRefreshIntervalStore.getState();
  useRefreshIntervalStore.setState({ entries: [...entries.filter((e) => e.userName !== userName), { userName, interval }], interval });
}
