import Cookies from 'js-cookie';
import type { SessionUserView } from '../../shared/contract/api/auth';
import { COOKIE_NAMES } from './storage-keys';

/** The user as the server returns it at login and from GET /session (spec section 3). */
export type SessionUser = SessionUserView;

const COOKIE_OPTIONS = { path: '/', sameSite: 'lax' as const };
/** Days a "remember password" login keeps its UI cookies, matching the server's long session. */
export const REMEMBER_DAYS = 30;

/** The `user` cookie, or null when absent or unreadable. */
export function readUserCookie(): SessionUser | null {
  const raw = Cookies.get(COOKIE_NAMES.user);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as SessionUser;
    return typeof user?.userName === 'string' ? user : null;
  } catch {
    return null;
  }
}

/** Writes the `user` and `access` cookies; with `remember` they outlive the browser session. */
export function writeSessionCookies(user: SessionUser, remember?: boolean): void {
  const keep = remember ?? Cookies.get(COOKIE_NAMES.remember) === '1';
  const options = keep ? { ...COOKIE_OPTIONS, expires: REMEMBER_DAYS } : COOKIE_OPTIONS;
  Cookies.set(COOKIE_NAMES.user, JSON.stringify(user), options);
  Cookies.set(COOKIE_NAMES.access, user.access_keys, options);
  if (remember !== undefined) {
    if (remember) Cookies.set(COOKIE_NAMES.remember, '1', options);
    else Cookies.remove(COOKIE_NAMES.remember, COOKIE_OPTIONS);
  }
}

export function clearSessionCookies(): void {
  for (const name of [COOKIE_NAMES.user, COOKIE_NAMES.access, COOKIE_NAMES.locking, COOKIE_NAMES.lastPageName, COOKIE_NAMES.remember]) {
    Cookies.remove(name, COOKIE_OPTIONS);
  }
}

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string): void {
  Cookies.set(name, value, COOKIE_OPTIONS);
}

/** The access codes of the `access` cookie. */
export function accessCodes(raw: string | undefined = Cookies.get(COOKIE_NAMES.access)): string[] {
  return (raw ?? '').split(',').map((c) => c.trim()).filter(Boolean);
}
