import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * A persist storage that writes the spec's own value under the spec's key (a plain array for
 * `pageOpenedList` and `theme`) instead of zustand's `{state, version}` wrapper, so other code
 * and older clients read the same shape.
 */
export function plainStorage<S, Stored>(
  toStored: (state: S) => Stored,
  fromStored: (raw: unknown) => S | null,
  area: () => Storage = () => localStorage,
): PersistStorage<S> {
  return {
    getItem(name): StorageValue<S> | null {
      const raw = area().getItem(name);
      if (raw === null) return null;
      try {
        const state = fromStored(JSON.parse(raw));
        return state === null ? null : { state, version: 0 };
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      const stored = toStored(value.state);
      // A key appears only once it holds something: logout leaves localStorage with `theme` alone,
      // and a store that merely initialises after the reload must not bring its key back.
      if (Array.isArray(stored) && stored.length === 0 && area().getItem(name) === null) return;
      area().setItem(name, JSON.stringify(stored));
    },
    removeItem(name) {
      area().removeItem(name);
    },
  };
}
