import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { LOCAL_KEYS } from '../lib/storage-keys';
import { plainStorage } from './plain-storage';

/** Main colour codes of spec section 4: b blue (default), g green, y orange, r red. */
export type MainTheme = 'b' | 'g' | 'y' | 'r';
export type MenuTheme = 'dark' | 'light';
export const MAIN_THEMES: readonly MainTheme[] = ['b', 'g', 'y', 'r'];
/**
 * Each a shade that white text on a primary button, and the colour itself as link text on white,
 * read at 4.5:1 or more (WCAG 2.1 AA, issue 41): antd's own blue, green, orange and red do not.
 */
export const MAIN_COLORS: Record<MainTheme, string> = { b: '#0958d9', g: '#107a3c', y: '#b95000', r: '#cf1322' };

/** One user's choice, kept per user name (spec section 3, "Theme preference"). */
export interface ThemeEntry {
  userName: string;
  mainTheme: MainTheme;
  menuTheme: MenuTheme;
}

interface ThemeState {
  entries: ThemeEntry[];
  /** The theme applied now: the logged-in user's entry, or the defaults. */
  mainTheme: MainTheme;
  menuTheme: MenuTheme;
}

const DEFAULTS = { mainTheme: 'b' as MainTheme, menuTheme: 'dark' as MenuTheme };

const isEntry = (e: unknown): e is ThemeEntry => {
  const v = e as ThemeEntry;
  return typeof v?.userName === 'string' && MAIN_THEMES.includes(v.mainTheme) && (v.menuTheme === 'dark' || v.menuTheme === 'light');
};

/**
 * Theme preferences in localStorage `theme`: an array of {userName, mainTheme, menuTheme}, so
 * several people sharing a browser each keep theirs.
 */
export const useThemeStore = create<ThemeState>()(
  persist(() => ({ entries: [] as ThemeEntry[], ...DEFAULTS }), {
    name: LOCAL_KEYS.theme,
    storage: plainStorage<ThemeState, ThemeEntry[]>(
      (state) => state.entries,
      (raw) => {
        const list = Array.isArray(raw) ? raw : [raw];
        return { entries: list.filter(isEntry), ...DEFAULTS };
      },
    ),
    // Which entry applies is decided by applyUserTheme once the user is known.
    merge: (persisted, current) => ({ ...current, entries: (persisted as ThemeState | undefined)?.entries ?? [] }),
  }),
);

/** Applies the saved theme of this user, or the defaults for a user who never chose one. */
export function applyUserTheme(userName: string | null): void {
  const entry = userName ? useThemeStore.getState().entries.find((e) => e.userName === userName) : undefined;
  useThemeStore.setState(entry ? { mainTheme: entry.mainTheme, menuTheme: entry.menuTheme } : DEFAULTS);
}

/** Saves a change for this user and applies it. */
export function setUserTheme(userName: string, change: Partial<Pick<ThemeEntry, 'mainTheme' | 'menuTheme'>>): void {
  const state = useThemeStore.getState();
  const next: ThemeEntry = { userName, mainTheme: state.mainTheme, menuTheme: state.menuTheme, ...change };
  useThemeStore.setState({
    entries: [...state.entries.filter((e) => e.userName !== userName), next],
    mainTheme: next.mainTheme,
    menuTheme: next.menuTheme,
  });
}

/** Logout "clears the theme link": the defaults apply until the next user logs in. */
export function resetAppliedTheme(): void {
  useThemeStore.setState(DEFAULTS);
}
