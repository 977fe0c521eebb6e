import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/app-error';
import { verifyPassword } from '../../auth/passwords';
import { createSession, deleteSession } from '../../auth/session-repository';
import type { SessionUser } from '../../auth/session-user';
import type { LoginBody, SessionUserView } from './schemas';
import * as repo from './repository';
import './messages';

/** 10 failed logins in 10 minutes, per account or per IP, and login answers 429. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 10 * 60 * 1000;

export interface LoginResult {
  sessionId: string;
  remember: boolean;
  user: SessionUserView;
}

export async function login(db: Kysely<DB>, body: LoginBody, ip: string): Promise<LoginResult> {
  const userName = body.username.trim();
  const failures = await repo.recentFailures(db, userName, ip, new Date(Date.now() - LOGIN_WINDOW_MS));
  if (failures >= LOGIN_MAX_FAILURES) {
    throw new AppError(429, 'login_rate_limited', { minutes: LOGIN_WINDOW_MS / 60000 });
  }
  const user = await repo.findUserForLogin(db, userName);
  const valid = user ? await verifyPassword(body.password, user.pwd_hash) : false;
  if (!user || !valid) {
    await repo.recordLogin(db, { userName, userId: user?.id ?? null, ip, success: false });
    throw new AppError(401, 'wrong_credentials');
  }
  if (user.company_lock === 1 && user.user_type !== 'admin') {
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

/** The lock screen's password check; a wrong password keeps the session locked (400, not 401). */
export async function unlock(db: Kysely<DB>, user: SessionUser, password: string) {
  const row = await repo.findPasswordHash(db, user.id);
  if (!row || !(await verifyPassword(password, row.pwd_hash))) throw new AppError(400, 'unlock_wrong_password');
}

export async function currentUser(db: Kysely<DB>, user: SessionUser): Promise<SessionUserView> {
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
