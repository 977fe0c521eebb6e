/**
 * Route guards of spec sections 4 and 6 as pure functions: the router adapter (router.tsx) feeds
 * them the cookies and turns the decision into a redirect.
 */

/** Reachable without a `user` cookie. */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/tracing/search'];
export const LOCKING_PATH = '/locking';
export const BIG_SCREEN_CODE = '11';

/** screen_type -> the dashboard the big-screen button opens (spec section 6). */
export const SCREEN_ROUTES: Readonly<Record<string, string>> = {
  fish: '/big-screen',
  waterConservancy: '/reservoir-screen',
  agriculture: '/agriculture-screen',
  fishScreen: '/fish-screen',
};
export const BIG_SCREEN_PATHS: readonly string[] = ['/big-screen', '/reservoir-screen', '/agriculture-screen', '/fish-screen'];

export function screenRouteFor(screenType: string | null | undefined): string {
  return (screenType && SCREEN_ROUTES[screenType]) || '/big-screen';
}

/** Whether the codes include `code`; 4003 also opens 4003001 (spec section 6). */
export function holdsCode(codes: readonly string[], code: string): boolean {
  if (codes.includes(code)) return true;
  return code === '4003001' && codes.includes('4003');
}

export function canOpenBigScreen(codes: readonly string[]): boolean {
  return codes.includes(BIG_SCREEN_CODE);
}

export interface GuardRoute {
  path: string;
  access?: string;
}

export interface GuardCookies {
  /** Raw `user` cookie; only its presence matters here. */
  user?: string;
  /** Comma-separated access codes. */
  access?: string;
  locking?: string;
}

export type GuardDecision =
  | { kind: 'allow' }
  /** To /login, remembering where the user was going. */
  | { kind: 'login'; loginDp: string }
  | { kind: 'locking' }
  /** /locking while not locked: stay out of it. */
  | { kind: 'blocked' }
  | { kind: 'forbidden' }
  /** A big screen without code 11: the "暂无权限！" message, no navigation. */
  | { kind: 'no-permission' };

export function parseCodes(raw: string | undefined): string[] {
  return (raw ?? '').split(',').map((c) => c.trim()).filter(Boolean);
}

/**
 * Decides a navigation to `route` (the full target `href` becomes login_dp). Order matters: the
 * session first, then the lock, then the route's own code.
 */
export function decide(route: GuardRoute, href: string, cookies: GuardCookies): GuardDecision {
  const loggedIn = Boolean(cookies.user);
  if (!loggedIn) {
    return PUBLIC_PATHS.includes(route.path) ? { kind: 'allow' } : { kind: 'login', loginDp: href };
  }
  const locked = cookies.locking === '1';
  if (route.path === LOCKING_PATH) return locked ? { kind: 'allow' } : { kind: 'blocked' };
  if (locked) return { kind: 'locking' };
  const codes = parseCodes(cookies.access);
  if (BIG_SCREEN_PATHS.includes(route.path) && !canOpenBigScreen(codes)) return { kind: 'no-permission' };
  if (route.access && !holdsCode(codes, route.access)) return { kind: 'forbidden' };
  return { kind: 'allow' };
}
