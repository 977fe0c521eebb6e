import { findDeviceList, type DeviceRow } from '../api/devices';
import { currentSession, logout as logoutCall } from '../api/auth';
import { accessCodes, clearSessionCookies, type SessionUser } from '../lib/cookies';
import { simExpiryAlarms } from '../lib/sim-expiry';
import { LOCAL_KEYS, SESSION_KEYS } from '../lib/storage-keys';
import { setSimAlarms } from './message-store';
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
