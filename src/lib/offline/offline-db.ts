import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry, OutboxStore } from './outbox';

/** What was last read from the server, kept to be shown (with its age) when the phone is offline. */
export interface Snapshot<T = unknown> {
  key: string;
  data: T;
  savedAt: number;
}

interface OfflineSchema extends DBSchema {
  outbox: { key: string; value: OutboxEntry };
  snapshots: { key: string; value: Snapshot };
}

const DB_NAME = 'smartmon-offline';
const DB_VERSION = 1;

type Stores = Pick<IDBPDatabase<OfflineSchema>, 'get' | 'getAll' | 'put' | 'delete'>;

let opened: Promise<Stores> | null = null;

/**
 * Where IndexedDB is missing (the component tests' DOM, a browser's strictest private mode) the
 * same stores live in memory for the page's life: the app works, it just keeps nothing across a reload.
 */
function memoryStores(): Stores {
  const stores = { outbox: new Map<string, unknown>(), snapshots: new Map<string, unknown>() };
  const keyOf = (name: keyof typeof stores, value: unknown) => (value as Record<string, string>)[name === 'outbox' ? 'id' : 'key'];
  return {
    get: async (name: keyof typeof stores, key: string) => structuredClone(stores[name].get(key)),
    getAll: async (name: keyof typeof stores) => [...stores[name].values()].map((v) => structuredClone(v)),
    put: async (name: keyof typeof stores, value: unknown) => {
      const key = keyOf(name, value);
      stores[name].set(key, structuredClone(value));
      return key;
    },
    delete: async (name: keyof typeof stores, key: string) => void stores[name].delete(key),
  } as unknown as Stores;
}

/** The phone's IndexedDB database: the outbox and the last answers, opened once. */
function offlineDb(): Promise<Stores> {
  opened ??=
    typeof indexedDB === 'undefined'
      ? Promise.resolve(memoryStores())
      : openDB<OfflineSchema>(DB_NAME, DB_VERSION, {
          upgrade(db) {
            db.createObjectStore('outbox', { keyPath: 'id' });
            db.createObjectStore('snapshots', { keyPath: 'key' });
          },
        });
  return opened;
}

/** The outbox's entries in IndexedDB, so a queued log survives closing the app. */
export const idbOutboxStore: OutboxStore = {
  all: async () => (await offlineDb()).getAll('outbox'),
  put: async (entry) => void (await (await offlineDb()).put('outbox', entry)),
  delete: async (id) => (await offlineDb()).delete('outbox', id),
};

export async function saveSnapshot<T>(key: string, data: T, savedAt = Date.now()): Promise<void> {
  await (await offlineDb()).put('snapshots', { key, data, savedAt });
}

export async function readSnapshot<T>(key: string): Promise<Snapshot<T> | undefined> {
  return (await (await offlineDb()).get('snapshots', key)) as Snapshot<T> | undefined;
}
