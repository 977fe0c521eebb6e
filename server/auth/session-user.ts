export type UserType = 'admin' | 'agent' | 'customer';

/** Who is calling, loaded from the database on every request so that changes apply at once. */
export interface SessionUser {
  id: number;
  userName: string;
  realName: string | null;
  userType: UserType;
  tenantId: number | null;
  screenType: string;
  access: Set<string>;
  sessionId: string;
  /** The lock screen is up: only unlock, lock and logout are answered (server/auth/public-routes.ts). */
  locked?: boolean;
}

/** 4003 (historical images) also opens its history child 4003001 (spec section 6). */
export function holdsCode(access: ReadonlySet<string>, code: string): boolean {
  if (access.has(code)) return true;
  return code === '4003001' && access.has('4003');
}
