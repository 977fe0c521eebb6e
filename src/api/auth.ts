import type { LoginBody, SessionUserView } from '../../shared/contract/api/auth';
import { api } from './client';

export type { SessionUserView };

export type LoginInput = LoginBody;

/** POST /login: a 401 is the wrong-credentials message for the form, not a redirect. */
export function login(input: LoginInput) {
  return api.post<SessionUserView>('/login', input, { allow401: true });
}

export function logout() {
  return api.post<null>('/logout', {}, { allow401: true });
}

/** POST /lock: the server answers 423 to this session's calls until unlock (or logout). */
export function lockSession() {
  return api.post<null>('/lock', {});
}

/** POST /unlock: 400 with the server's message on a wrong password. */
export function unlock(password: string) {
  return api.post<null>('/unlock', { password });
}

/** GET /session: the current user with its current codes, so a revoked code applies after a reload. */
export function currentSession() {
  return api.get<SessionUserView>('/session');
}
