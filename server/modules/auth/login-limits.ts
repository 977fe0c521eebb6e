import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import * as repo from './repository';
import {
  claim,
  LOGIN_ACCOUNT_POLICY,
  LOGIN_PAIR_POLICY,
  LOGIN_SOURCE_POLICY,
  purgeIdle,
  refund,
  reset,
  ThrottledError,
  UNLOCK_POLICY,
} from './throttle';

/** The counters one admitted login attempt holds, to settle once the password is checked. */
export interface LoginAdmission {
  sourceKey: string;
  pairKey: string;
  /** Null when the account-wide back-off did not apply (an address the owner used before). */
  accountKey: string | null;
}

/**
 * Counts a login attempt on every counter that applies, before any password is checked; throws
 * ThrottledError (429) at the first counter that refuses. Order: the source (one address over
 * every account), the account from this address, then the account from anywhere, which is
 * skipped for an address this account logged in from before.
 */
export async function admitLogin(db: Kysely<DB>, userName: string, ip: string): Promise<LoginAdmission> {
  await purgeIdle(db);
  const sourceKey = `source:${ip}`;
  const pairKey = `pair:${userName}|${ip}`;
  const checks: [string, typeof LOGIN_PAIR_POLICY][] = [
    [sourceKey, LOGIN_SOURCE_POLICY],
    [pairKey, LOGIN_PAIR_POLICY],
  ];
  const known = await repo.hasLoggedInFrom(db, userName, ip);
  const accountKey = known ? null : `account:${userName}`;
  if (accountKey) checks.push([accountKey, LOGIN_ACCOUNT_POLICY]);
  for (const [key, policy] of checks) {
    const result = await claim(db, key, policy);
    if (result.refused) throw new ThrottledError('login_rate_limited', result.retryAfterSeconds);
  }
  return { sourceKey, pairKey, accountKey };
}

/** The right password gives its attempt back (only failures add up) and clears this address's counter. */
export async function settleLogin(db: Kysely<DB>, admission: LoginAdmission, passwordRight: boolean) {
  if (!passwordRight) return;
  await reset(db, admission.pairKey);
  await refund(db, admission.sourceKey, LOGIN_SOURCE_POLICY);
  if (admission.accountKey) await refund(db, admission.accountKey, LOGIN_ACCOUNT_POLICY);
}

const unlockKey = (userId: number) => `unlock:${userId}`;

/** Counts an unlock attempt of this user before the password is checked; 429 when refused. */
export async function admitUnlock(db: Kysely<DB>, userId: number) {
  const result = await claim(db, unlockKey(userId), UNLOCK_POLICY);
  if (result.refused) throw new ThrottledError('unlock_rate_limited', result.retryAfterSeconds);
}

export async function settleUnlock(db: Kysely<DB>, userId: number, passwordRight: boolean) {
  if (passwordRight) await reset(db, unlockKey(userId));
}
