import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error';
import { hashPassword } from '../../auth/passwords';
import {
  assertAccountChangeAllowed,
  assertDeletable,
  assertMayCreateType,
  loadTargetUser,
  type RequestScope,
  type TargetUser,
} from '../../auth/request-scope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import type { UserListQuery, UserProfile, UserSave } from '../../../shared/contract/api/users';
import * as repo from './repository';
import './messages';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract/paging';

const UNIQUE_VIOLATION = '23505';
const FK_VIOLATION = '23503';

export async function list(scope: RequestScope, query: UserListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return repo.listUsers(scope.db, scope.whereUserVisible(), {
    user_name: query.user_name?.trim(),
    tenant_id: query.tenant_id,
    user_type: query.user_type,
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
}

/** Users for pickers (rule notifications, binding); `user_id` switches the view for the admin. */
export async function options(scope: RequestScope, query: { user_id?: number; userType?: string }) {
  const viewer = await scope.viewerFor(query.user_id);
  return repo.listUserOptions(scope.db, viewer.whereUserVisible(), query.userType);
}

/** One's own profile needs only a session; anyone else's needs 9002 and the user in scope. */
export async function profile(scope: RequestScope, userId?: number): Promise<UserProfile> {
  const id = userId ?? scope.user.id;
  if (id !== scope.user.id) {
    if (!scope.holds(ROUTE_ACCESS.users)) throw forbidden();
    await scope.assertUserVisible(await loadTargetUser(scope.db, id));
  }
  const found = await repo.findProfile(scope.db, id);
  if (!found) throw notFound('users_not_found');
  return found;
}

/** The company a user is put in must exist and be one the caller may see. */
async function assertTenantAssignable(db: Kysely<DB>, scope: RequestScope, tenantId: number) {
  await scope.assertCompanyVisible(tenantId, db);
  if (!(await repo.companyExists(db, tenantId))) throw badRequest('users_tenant_unknown');
}

function commonValues(body: UserSave): repo.UserValues {
  return repo.definedOnly({
    user_name: body.user_name.trim(),
    real_name: repo.blankToNull(body.real_name),
    telephone: repo.blankToNull(body.telephone),
    email: repo.blankToNull(body.email),
    department: repo.blankToNull(body.department),
    screen_type: body.screen_type,
  });
}

/** POST /users: creates without id, updates with one. Returns the user's id. */
export async function save(scope: RequestScope, body: UserSave): Promise<number> {
  assertMayCreateType(scope.user, body.user_type);
  if (body.id === undefined && body.pwd === undefined) throw badRequest('users_pwd_length');
  // Hashing is slow on purpose; do it before the transaction rather than holding it open.
  const pwdHash = body.pwd === undefined ? undefined : await hashPassword(body.pwd);
  try {
    return await scope.db.transaction().execute(async (trx) => {
      const values: repo.UserValues = { ...commonValues(body), ...(pwdHash ? { pwd_hash: pwdHash } : {}) };
      if (await repo.userNameTaken(trx, values.user_name!, body.id)) throw conflict('users_account_taken');
      if (body.id === undefined) return create(trx, scope, body, values);
      await update(trx, scope, await loadTargetUser(trx, body.id), body, values);
      return body.id;
    });
  } catch (error) {
    // Two concurrent creations of one name: the unique index decides, the caller sees the same 409.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw conflict('users_account_taken');
    throw error;
  }
}

async function create(db: Kysely<DB>, scope: RequestScope, body: UserSave, values: repo.UserValues) {
  if (body.tenant_id === undefined) throw badRequest('tenant_required');
  if (body.user_type === undefined) throw badRequest('users_type_required');
  await assertTenantAssignable(db, scope, body.tenant_id);
  // New users get no access codes: an administrator assigns them on the permission page.
  return repo.insertUser(db, {
    ...values,
    user_name: values.user_name!,
    pwd_hash: values.pwd_hash!,
    tenant_id: body.tenant_id,
    user_type: body.user_type,
  });
}

async function update(db: Kysely<DB>, scope: RequestScope, target: TargetUser, body: UserSave, values: repo.UserValues) {
  const caller = scope.user;
  await scope.assertUserManageable(target, db);
  const typeChanges = body.user_type !== undefined && body.user_type !== target.user_type;
  const tenantChanges = body.tenant_id !== undefined && body.tenant_id !== target.tenant_id;
  assertAccountChangeAllowed(caller, target, { type: body.user_type, tenant: tenantChanges });
  if (tenantChanges) await assertTenantAssignable(db, scope, body.tenant_id!);
  await repo.updateUser(db, target.id, {
    ...values,
    ...(typeChanges ? { user_type: body.user_type } : {}),
    ...(tenantChanges ? { tenant_id: body.tenant_id } : {}),
  });
  if (values.pwd_hash !== undefined) await repo.endSessions(db, target.id, caller.id === target.id ? caller.sessionId : undefined);
}

/** An administrator sets a new password; the user's other sessions end. */
export async function resetPassword(scope: RequestScope, userId: number, pwd: string) {
  const { db, user: caller } = scope;
  const target = await loadTargetUser(db, userId);
  await scope.assertUserManageable(target);
  const hash = await hashPassword(pwd);
  await db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, target.id, { pwd_hash: hash });
    await repo.endSessions(trx, target.id, caller.id === target.id ? caller.sessionId : undefined);
  });
}

export async function remove(scope: RequestScope, userId: number) {
  const { db, user: caller } = scope;
  if (userId === caller.id) throw badRequest('users_delete_self');
  const target = await loadTargetUser(db, userId);
  await scope.assertUserManageable(target);
  assertDeletable(target);
  try {
    await repo.deleteUser(db, target.id);
  } catch (error) {
    if ((error as { code?: string }).code === FK_VIOLATION) throw conflict('users_in_use');
    throw error;
  }
}
