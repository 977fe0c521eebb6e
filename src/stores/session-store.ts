import { create } from 'zustand';
import { accessCodes, readUserCookie, writeSessionCookies, type SessionUser } from '../lib/cookies';

interface SessionState {
  user: SessionUser | null;
  codes: string[];
}

/** The logged-in user as the `user` and `access` cookies hold it; the cookies are the persistence. */
export const useSessionStore = create<SessionState>()(() => ({ user: readUserCookie(), codes: accessCodes() }));

/** Writes the cookies and the store after login or a session refresh. */
export function setSessionUser(user: SessionUser, remember?: boolean): void {
  writeSessionCookies(user, remember);
  useSessionStore.setState({ user, codes: accessCodes(user.access_keys) });
}

export function clearSessionUser(): void {
  useSessionStore.setState({ user: null, codes: [] });
}
