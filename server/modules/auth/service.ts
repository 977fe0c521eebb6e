import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/app-error';
import { verifyPassword } from '../../auth/passwords';
import { createSession, deleteSession, setSessionLocked } from '../../auth/session-repository';
import type { RequestScope } from '../../auth/request-scope';
import { companyLockApplies } from '../../auth/roles';
import type { LoginBody, SessionUserView } from '../../../shared/contract/api/auth';
import * as repo from './repository';
import { admitLogin, admitUnlock, settleLogin, settleUnlock } from './login-limits';
import './messages';

export interface LoginResult {
  sessionId: string;
  remember: boolean;
  user: SessionUserView;
}

export async function login(db: Kysely<DB>, body: LoginBody, ip: string): Promise<LoginResult> {
  const userName = body.username.trim();
  // Counted before the (slow) password check, so parallel attempts cannot all get through.
  const admission = await admitLogin(db, userName, ip);
  const user = await repo.findUserForLogin(db, userName);
  const valid = user ? await verifyPassword(body.password, user.pwd_hash) : false;
  await settleLogin(db, admission, valid);
  if (!user || !valid) {
    await repo.recordLogin(db, { userName, userId: user?.id ?? null, ip, success: false });
    throw new AppError(401, 'wrong_credentials');
  }
  if (user.company_lock === 1 && companyLockApplies({ userType: user.user_type })) {
    await repo.recordLogin(db, { userName, userId: user.id, ip, success: false });
    throw new AppError(403, 'company_locked');
  }
  const remember = body.remember ?? false;
  const sessionId = await createSession(db, user.id, remember, ip);
  await repo.recordLogin(db, { userName, userId: user.id, ip, success: true });
  const codes = await repo.accessCodesOf(db, user.id);
  return {
    sessionId,
    remember,
    user: {
      userId: user.id,
      userName: user.user_name,
      realName: user.real_name,
      userType: user.user_type,
      access_keys: codes.join(','),
      screen_type: user.screen_type,
      tenant: user.tenant_id !== null ? { id: user.tenant_id, name: user.company_name ?? '' } : null,
    },
  };
}

export async function logout(db: Kysely<DB>, sessionId: string | null) {
  if (sessionId) await deleteSession(db, sessionId);
}

/** Puts up the lock screen: until unlock, the session may only unlock or log out. */
export async function lock(scope: RequestScope) {
  await setSessionLocked(scope.db, scope.user.sessionId, true);
}

/**
 * The lock screen's password check, counted like a login; a wrong password keeps the session
 * locked (400, not 401), the right one takes the lock down.
 */
export async function unlock(scope: RequestScope, password: string) {
  const { db, user } = scope;
  await admitUnlock(db, user.id);
  const row = await repo.findPasswordHash(db, user.id);
  const valid = row ? await verifyPassword(password, row.pwd_hash) : false;
  await settleUnlock(db, user.id, valid);
  if (!valid) throw new AppError(400, 'unlock_wrong_password');
  await setSessionLocked(db, user.sessionId, false);
}

export async function currentUser(scope: RequestScope): Promise<SessionUserView> {
  const { db, user } = scope;
  const company =
    user.tenantId !== null
      ? await db.selectFrom('companies').select(['id', 'name']).where('id', '=', user.tenantId).executeTakeFirst()
      : undefined;
  return {
    userId: user.id,
    userName: user.userName,
    realName: user.realName,
    userType: user.userType,
    access_keys: [...user.access].sort((a, b) => Number(a) - Number(b)).join(','),
    screen_type: user.screenType,
    tenant: company ? { id: company.id, name: company.name } : null,
  };
}
