import { AUTH_ENDPOINTS, type LoginBody, type SessionUserView } from '../../shared/contract/api/auth';
import { call } from './call';

export type { SessionUserView };

export type LoginInput = LoginBody;

/** POST /login: a 401 is the wrong-credentials message for the form, not a redirect. */
export function login(input: LoginInput) {
  return call(AUTH_ENDPOINTS.login, { body: input }, { allow401: true });
}

export function logout() {
  return call(AUTH_ENDPOINTS.logout, {}, { allow401: true });
}

/** POST /lock: the server answers 423 to this session's calls until unlock (or logout). */
export function lockSession() {
  return call(AUTH_ENDPOINTS.lock);
}

/** POST /unlock: 400 with the server's message on a wrong password. */
export function unlock(password: string) {
  return call(AUTH_ENDPOINTS.unlock, { body: { password } });
}

/** GET /session: the current user with its current codes, so a revoked code applies after a reload. */
export function currentSession() {
  return call(AUTH_ENDPOINTS.session);
}
