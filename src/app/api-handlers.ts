import type { AnyRouter } from '@tanstack/react-router';
import { setApiHandlers } from '../api/client';
import { expireSession } from '../stores/session-actions';

/**
 * Spec section 8: a 401 from any call goes to /login (keeping where the user was as login_dp),
 * a page's main call answered 403 shows error-403 and answered 500 shows /500.
 */
export function installApiHandlers(router: AnyRouter): void {
  setApiHandlers({
    unauthorized() {
      const here = router.state.location;
      expireSession();
      if (here.pathname === '/login') return;
      void router.navigate({ to: '/login', search: { login_dp: here.href }, replace: true });
    },
    forbidden() {
      void router.navigate({ to: '/403' });
    },
    serverError() {
      void router.navigate({ to: '/500' });
    },
  });
}
