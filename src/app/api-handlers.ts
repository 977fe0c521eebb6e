import type { AnyRouter } from '@tanstack/react-router';
import { setApiHandlers } from '../api/client';
import { writeCookie } from '../lib/cookies';
import { COOKIE_NAMES } from '../lib/storage-keys';
import { expireSession } from '../stores/session-actions';
import { LOCKING_PATH } from './guards';

/**
 * Spec section 8: a 401 from any call goes to /login (keeping where the user was as login_dp),
 * a 423 (the session is locked on the server) goes to /locking, a page's main call answered 403 shows error-403 and answered 500 shows /500.
 */
export function installApiHandlers(router: AnyRouter): void {
  setApiHandlers({
    unauthorized() {
      const here = router.state.location;
      expireSession();
      if (here.pathname === '/login') return;
      void router.navigate({ to: '/login', search: { login_dp: here.href }, replace: true });
    },
    locked() {
      // The session was locked on the server (another tab, or before a reload): show the lock screen.
      writeCookie(COOKIE_NAMES.locking, '1');
      if (router.state.location.pathname === LOCKING_PATH) return;
      void router.navigate({ to: LOCKING_PATH, replace: true });
    },
    forbidden() {
      void router.navigate({ to: '/403' });
    },
    serverError() {
      void router.navigate({ to: '/500' });
    },
  });
}
