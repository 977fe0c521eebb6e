import type { DeviceRow } from '../api/devices';
import { currentSession, logout as logoutCall } from '../api/auth';
import { accessCodes, clearSessionCookies, readUserCookie, type SessionUser } from '../lib/cookies';
import { LOCAL_KEYS, SESSION_KEYS } from '../lib/storage-keys';
import { clearSessionUser, setSessionUser } from './session-store';
import { applyUserTheme, resetAppliedTheme } from './theme-store';

/**
 * After a successful login: the `user` and `access` cookies, the remembered account name (never
 * the password), the user's theme, the enabled devices in sessionStorage and the SIM expiry
 * alarms. Returns the number of SIM alarms; a failing device list skips the check silently.
 */
export async function completeLogin(user: SessionUser, remember: boolean): Promise<number> {
  setSessionUser(user, remember);
  if (remember) localStorage.setItem(LOCAL_KEYS.rememberedAccount, user.userName);
  else localStorage.removeItem(LOCAL_KEYS.rememberedAccount);
  applyUserTheme(user.userName);
  return loadDevicesAndSimAlarms(user);
}

/**
 * Caches the enabled devices in sessionStorage and derives the SIM expiry alarms from them.
 * Returns the alarm count; when the device list call fails the check is skipped silently (0).
 */
export async function loadDevicesAndSimAlarms(user: SessionUser): Promise<number> {
  try {
    // Loaded when a session starts, not with /login: the device list, the SIM check and the
    // message store are the console's, and they kept /login over its bundle budget.
    const [{ findDeviceList }, { simExpiryAlarms }, { setSimAlarms }] = await Promise.all([
      import('../api/devices'),
      import('../lib/sim-expiry'),
      import('./message-store'),
    ]);
    const { rows } = await findDeviceList(user.userId, user.userType);
    const enabled = rows.filter((d) => d.is_enable === 1);
    sessionStorage.setItem(SESSION_KEYS.deviceList, JSON.stringify(enabled));
    const alarms = simExpiryAlarms(enabled);
    setSimAlarms(alarms);
    return alarms.length;
  } catch {
    return 0;
  }
}

/** Whether this browser tab already holds the device list (sessionStorage is per tab). */
export function hasDeviceCache(): boolean {
  return sessionStorage.getItem(SESSION_KEYS.deviceList) !== null;
}

/** The enabled devices cached at login (empty when the call failed). */
export function cachedDeviceList(): DeviceRow[] {
  try {
    const raw = sessionStorage.getItem(SESSION_KEYS.deviceList);
    return raw ? (JSON.parse(raw) as DeviceRow[]) : [];
  } catch {
    return [];
  }
}

/**
 * Re-reads the user from the server after a page load so that a code revoked meanwhile applies.
 * Returns whether the access codes changed (the caller re-runs the route guards).
 */
export async function refreshSession(): Promise<boolean> {
  const user = await currentSession();
  const before = accessCodes().join(',');
  setSessionUser(user);
  return before !== accessCodes(user.access_keys).join(',');
}

/** Navigations closer together than this share one refresh (a redirect, a burst of tab clicks). */
const NAVIGATION_REFRESH_GAP_MS = 2000;
/** A slow server does not hold a navigation up longer than this; the cookie's codes are used. */
const NAVIGATION_REFRESH_WAIT_MS = 1500;
let lastNavigationRefresh = 0;

/**
 * Run before each navigation inside the layout: re-reads the access codes from GET /session so
 * that a code revoked by an administrator applies at the user's next visit, not only after a
 * reload. The guards then decide on the fresh `access` cookie.
 */
export async function refreshAccessBeforeNavigation(): Promise<void> {
  if (!readUserCookie() || Date.now() - lastNavigationRefresh < NAVIGATION_REFRESH_GAP_MS) return;
  lastNavigationRefresh = Date.now();
  const refreshed = refreshSession().catch(() => false);
  await Promise.race([refreshed, new Promise((resolve) => setTimeout(resolve, NAVIGATION_REFRESH_WAIT_MS))]);
}

/** A 401: the server session is gone, so the UI cookies go too; tabs and preferences stay. */
export function expireSession(): void {
  clearSessionCookies();
  clearSessionUser();
}

/**
 * Spec section 4: POST /logout, then drop the user cookie, the applied theme, localStorage except
 * `theme` and all of sessionStorage. The caller navigates to /login and reloads.
 */
export async function logoutEverywhere(): Promise<void> {
  try {
    await logoutCall();
  } catch {
    // The local clean-up below still logs the browser out; the server session expires on its own.
  }
  clearLocalSession();
}

/** The local half of logout, also used when the server answers 401. */
export function clearLocalSession(): void {
  clearSessionCookies();
  clearSessionUser();
  resetAppliedTheme();
  const theme = localStorage.getItem(LOCAL_KEYS.theme);
  localStorage.clear();
  if (theme !== null) localStorage.setItem(LOCAL_KEYS.theme, theme);
  sessionStorage.clear();
}
