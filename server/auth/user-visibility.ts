import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../db/types';
import { AppError, badRequest, forbidden, notFound } from '../http/app-error';
import { isAdmin, isCustomer } from './roles';
import { visibleCompanyIds } from './scope';
import type { SessionUser, UserType } from './session-user';
import { tenantVisibleTo } from './where-visible';

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

const eb = expressionBuilder<DB, never>();

export async function loadTargetUser(db: Kysely<DB>, id: number): Promise<TargetUser> {
  const row = await db.selectFrom('users').select(['id', 'user_name', 'user_type', 'tenant_id']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('users_not_found');
  return row;
}

/** `column` holds the id of a user the caller may see (see above). */
export function userIdVisibleTo(caller: SessionUser, column: string): Expression<SqlBool> {
  if (isAdmin(caller)) return sql<SqlBool>`true`;
  const seen = eb
    .selectFrom('users as seen_users')
    .select('seen_users.id')
    .where(tenantVisibleTo(caller, 'seen_users.tenant_id'))
    .where('seen_users.user_type', '!=', 'admin');
  return sql<SqlBool>`(${sql.ref(column)} = ${caller.id} or ${sql.ref(column)} in (${seen}))`;
}

/**
 * Rows of the login and operation logs: every row for the admin, the visible users' rows for an
 * agent, only its own for an ordinary customer. Rows of unknown accounts (failed logins with a
 * made-up name) have no user and stay the platform admin's.
 */
export function logRowVisibleTo(caller: SessionUser, column: string): Expression<SqlBool> {
  if (isCustomer(caller)) return sql<SqlBool>`${sql.ref(column)} = ${caller.id}`;
  return userIdVisibleTo(caller, column);
}

export async function canSeeUser(db: Kysely<DB>, caller: SessionUser, target: TargetUser): Promise<boolean> {
  if (isAdmin(caller) || caller.id === target.id) return true;
  if (isAdmin({ userType: target.user_type }) || target.tenant_id === null) return false;
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
  if (!isCustomer({ userType: target.user_type })) throw forbidden('users_manage_forbidden');
}

/**
 * The rules of changing a user's type or company: the platform admin's account keeps both, nobody
 * changes their own type (an agent would otherwise demote or promote itself), only the admin
 * makes agents or changes types, and the platform admin cannot be deleted.
 */
export function assertAccountChangeAllowed(caller: SessionUser, target: TargetUser, change: { type?: UserType; tenant?: boolean }): void {
  const typeChanges = change.type !== undefined && change.type !== target.user_type;
  if (isAdmin({ userType: target.user_type }) && (typeChanges || change.tenant)) throw badRequest('users_admin_fixed');
  if (typeChanges && (target.id === caller.id || !isAdmin(caller))) throw forbidden('users_manage_forbidden');
}

export function assertMayCreateType(caller: SessionUser, type: UserType | undefined): void {
  if (type === 'agent' && !isAdmin(caller)) throw forbidden('users_agent_admin_only');
}

export function assertDeletable(target: TargetUser): void {
  if (isAdmin({ userType: target.user_type })) throw forbidden('users_manage_forbidden');
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
