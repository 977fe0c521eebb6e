import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { LOCAL_KEYS } from '../lib/storage-keys';
import { plainStorage } from './plain-storage';
import * as rules from './tab-rules';
import type { PageTab, TabChange } from './tab-rules';

export type { PageTab } from './tab-rules';

/** The home tab: the shell sets its title from the route manifest before anything opens. */
export const HOME_TAB: PageTab = { name: 'home_index', title: '首页', argu: {}, query: {} };

interface TabsState {
  list: PageTab[];
}

const isTab = (t: unknown): t is PageTab =>
  typeof t === 'object' && t !== null && typeof (t as PageTab).name === 'string';

/** Opened tabs, persisted as a plain array under `pageOpenedList` (spec section 3). */
export const useTabsStore = create<TabsState>()(
  persist(() => ({ list: [HOME_TAB] }), {
    name: LOCAL_KEYS.tabs,
    storage: plainStorage<TabsState, PageTab[]>(
      (state) => state.list,
      (raw) => (Array.isArray(raw) ? { list: rules.withHome(raw.filter(isTab), HOME_TAB) } : null),
    ),
  }),
);

const set = (list: PageTab[]) => useTabsStore.setState({ list });

export function openTab(tab: PageTab): void {
  const next = rules.openTab(useTabsStore.getState().list, tab, HOME_TAB);
  if (next !== useTabsStore.getState().list) set(next);
}

export function closeTab(name: string, activeName: string): TabChange {
  const change = rules.closeTab(useTabsStore.getState().list, name, activeName, HOME_TAB);
  set(change.list);
  return change;
}

export function closeOtherTabs(keepName: string): void {
  set(rules.closeOthers(useTabsStore.getState().list, keepName, HOME_TAB));
}

export function closeAllTabs(): TabChange {
  const change = rules.closeAll(useTabsStore.getState().list, HOME_TAB);
  set(change.list);
  return change;
}
