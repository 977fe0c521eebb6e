import { ACCESS_BY_CODE, ACCESS_CATALOGUE } from '../../../shared/contract/access-catalogue';
import { AppError, badRequest } from '../../http/app-error';
import { loadTargetUser, type RequestScope } from '../../auth/request-scope';
import type { BulkChange, PermissionChange } from '../../../shared/contract/api/userauth';
import * as repo from './repository';
import './messages';

/** The user's codes and the ones the caller could still give it (only codes the caller holds). */
export async function routesOf(scope: RequestScope, userId: number) {
  await scope.assertUserVisible(await loadTargetUser(scope.db, userId));
  const held = await repo.codesOf(scope.db, userId);
  return {
    allocated: ACCESS_CATALOGUE.filter((e) => held.has(e.code)),
    assignable: ACCESS_CATALOGUE.filter((e) => !held.has(e.code) && scope.holds(e.code)),
  };
}

function assertKnown(codes: string[]) {
  const unknown = codes.find((code) => !ACCESS_BY_CODE.has(code));
  if (unknown) throw badRequest('userauth_unknown_code', { code: unknown });
}

/** Nobody edits their own codes: an administrator could lock itself out of this very page. */
async function targetFor(scope: RequestScope, userId: number) {
  if (userId === scope.user.id) throw new AppError(403, 'userauth_own');
  const target = await loadTargetUser(scope.db, userId);
  await scope.assertUserManageable(target);
  return target;
}

/**
 * Grants codes; an agent cannot hand out what it does not hold. The target's next request sees
 * them, since the session plugin loads codes on every request.
 */
export async function addPermission(scope: RequestScope, body: PermissionChange) {
  const { db } = scope;
  const codes = [...new Set(body.codes)];
  assertKnown(codes);
  const missing = codes.find((code) => !scope.holds(code));
  if (missing) throw new AppError(403, 'userauth_not_held', { code: missing });
  await targetFor(scope, body.userId);
  await db.transaction().execute((trx) => repo.addCodes(trx, body.userId, codes));
}

export async function deletePermission(scope: RequestScope, body: PermissionChange) {
  const { db } = scope;
  const codes = [...new Set(body.codes)];
  assertKnown(codes);
  await targetFor(scope, body.userId);
  await db.transaction().execute((trx) => repo.deleteCodes(trx, body.userId, codes));
}

export async function holders(scope: RequestScope, code: string) {
  assertKnown([code]);
  return repo.holdersOf(scope.db, scope.whereUserVisible(), code);
}

/**
 * The per-route view's bulk change: every listed user must be manageable by the caller (and not
 * the caller), a granted code must be one the caller holds, and a user cannot be in both lists.
 * All of it is written in one transaction, so a refused user leaves nothing changed.
 */
export async function bulk(scope: RequestScope, body: BulkChange) {
  const { db } = scope;
  assertKnown([body.code]);
  const grant = [...new Set(body.grant ?? [])];
  const revoke = [...new Set(body.revoke ?? [])];
  if (grant.some((id) => revoke.includes(id))) throw badRequest('userauth_bulk_overlap');
  if (grant.length > 0 && !scope.holds(body.code)) throw new AppError(403, 'userauth_not_held', { code: body.code });
  for (const id of [...grant, ...revoke]) await targetFor(scope, id);
  await db.transaction().execute(async (trx) => {
    for (const id of grant) await repo.addCodes(trx, id, [body.code]);
    for (const id of revoke) await repo.deleteCodes(trx, id, [body.code]);
  });
  return { granted: grant.length, revoked: revoke.length };
}
