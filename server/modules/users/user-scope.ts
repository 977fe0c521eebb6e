import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { isAdmin, visibleCompanyIds } from '../../auth/scope';
import type { SessionUser, UserType } from '../../auth/session-user';
import './messages';

/**
 * Which users a caller may see and manage, decided once for the users, permission, log and
 * binding modules:
 * - the platform admin sees and manages everyone;
 * - anyone else sees itself and the users of the companies it may see (never the platform admin);
 * - a non-admin manages only ordinary customers among those, besides itself: agents are the
 *   platform admin's to manage, since an agent may span companies the caller does not.
 */
export interface TargetUser {
  id: number;
  user_name: string;
  user_type: UserType;
  tenant_id: number | null;
}

export async function loadTargetUser(db: Kysely<DB>, id: number): Promise<TargetUser> {
  const row = await db.selectFrom('users').select(['id', 'user_name', 'user_type', 'tenant_id']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('users_not_found');
  return row;
}

export async function canSeeUser(db: Kysely<DB>, caller: SessionUser, target: TargetUser): Promise<boolean> {
  if (isAdmin(caller) || caller.id === target.id) return true;
  if (target.user_type === 'admin' || target.tenant_id === null) return false;
  const ids = await visibleCompanyIds(db, caller);
  return ids === 'all' || ids.includes(target.tenant_id);
}

export async function assertUserVisible(db: Kysely<DB>, caller: SessionUser, target: TargetUser): Promise<void> {
  if (!(await canSeeUser(db, caller, target))) throw new AppError(403, 'forbidden_tenant');
}

/** Visible, and either the caller itself, or (for a non-admin) an ordinary customer. */
export async function assertUserManageable(db: Kysely<DB>, caller: SessionUser, target: TargetUser): Promise<void> {
  await assertUserVisible(db, caller, target);
  if (isAdmin(caller) || caller.id === target.id) return;
  if (target.user_type !== 'customer') throw forbidden('users_manage_forbidden');
}

/**
 * Another user seen as a caller, so the scope helpers can answer "what would this user see"
 * (the platform admin asking for a user's device list). It holds no access codes.
 */
export function asViewer(target: TargetUser): SessionUser {
  return {
    id: target.id,
    userName: target.user_name,
    realName: null,
    userType: target.user_type,
    tenantId: target.tenant_id,
    screenType: '',
    access: new Set(),
    sessionId: '',
  };
}

/** The caller, or, for the platform admin only, the user it names (legacy `userId` parameters). */
export async function viewerFor(db: Kysely<DB>, caller: SessionUser, requestedId: number | undefined): Promise<SessionUser> {
  if (!isAdmin(caller) || requestedId === undefined || requestedId === caller.id) return caller;
  return asViewer(await loadTargetUser(db, requestedId));
}
