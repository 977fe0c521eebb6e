import type { BrowserContext } from 'playwright-core';
import type { SessionUserView } from '../../../shared/contract/api/auth';
import { landingPath } from '../../../src/app/navigation';
import { safeJumpPath } from '../../../src/lib/safe-jump';
import { COOKIE_NAMES } from '../../../src/lib/storage-keys';

/** js-cookie's way of writing a value (src/lib/cookies.ts reads it back with js-cookie). */
const cookieValue = (value: string) => encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);

/**
 * Starts a session for `username` in `context` without the login form: POST /api/login through the
 * context's own request client (so the httpOnly `sid` lands in its cookie jar, sent from the
 * browser's address and user agent like the form's call), then the `user` and `access` cookies the
 * login page writes after a successful login (src/lib/cookies.ts writeSessionCookies). Each call is
 * its own server session, as each form login is: a test that logs out, locks the screen or has its
 * session deleted touches no other context. Returns the page the form would land on.
 */
export async function startSession(context: BrowserContext, username: string, password: string, loginPath = '/login'): Promise<string> {
  // Relative to the context's baseURL (support/browser.ts openPage), the console's origin.
  const response = await context.request.post('/api/login', { data: { username, password } });
  const body = (await response.json()) as { data?: SessionUserView; message?: string };
  if (!response.ok() || !body.data) throw new Error(`login ${username} failed: ${response.status()} ${body.message ?? ''}`);
  const user = body.data;
  const origin = new URL(response.url()).origin;
  await context.addCookies([
    { name: COOKIE_NAMES.user, value: cookieValue(JSON.stringify(user)), url: origin, sameSite: 'Lax' },
    { name: COOKIE_NAMES.access, value: cookieValue(user.access_keys), url: origin, sameSite: 'Lax' },
  ]);
  // The login page jumps to its `login_dp` when that is a path on this site, else to the landing page.
  const jump = safeJumpPath(new URL(loginPath, origin).searchParams.get('login_dp'));
  return jump ?? landingPath(user.access_keys.split(','));
}
