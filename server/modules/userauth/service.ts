import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { ACCESS_BY_CODE, ACCESS_CATALOGUE } from '../../auth/access-catalogue';
import { AppError, badRequest } from '../../http/app-error';
import { holdsCode, type SessionUser } from '../../auth/session-user';
import { assertUserManageable, assertUserVisible, loadTargetUser, scopeOf } from '../users';
import type { BulkChange, PermissionChange } from '../../../shared/contract/api/userauth';
import * as repo from './repository';
import './messages';

/** The user's codes and the ones the caller could still give it (only codes the caller holds). */
export async function routesOf(db: Kysely<DB>, caller: SessionUser, userId: number) {
  await assertUserVisible(db, caller, await loadTargetUser(db, userId));
  const held = await repo.codesOf(db, userId);
  return {
    allocated: ACCESS_CATALOGUE.filter((e) => held.has(e.code)),
    assignable: ACCESS_CATALOGUE.filter((e) => !held.has(e.code) && holdsCode(caller.access, e.code)),
  };
}

function assertKnown(codes: string[]) {
  const unknown = codes.find((code) => !ACCESS_BY_CODE.has(code));
  if (unknown) throw badRequest('userauth_unknown_code', { code: unknown });
}

/** Nobody edits their own codes: an administrator could lock itself out of this very page. */
async function targetFor(db: Kysely<DB>, caller: SessionUser, userId: number) {
  if (userId === caller.id) throw new AppError(403, 'userauth_own');
  const target = await loadTargetUser(db, userId);
  await assertUserManageable(db, caller, target);
  return target;
}

/**
 * Grants codes; an agent cannot hand out what it does not hold. The target's next request sees
 * them, since the session plugin loads codes on every request.
 */
export async function addPermission(db: Kysely<DB>, caller: SessionUser, body: PermissionChange) {
  const codes = [...new Set(body.codes)];
  assertKnown(codes);
  const missing = codes.find((code) => !holdsCode(caller.access, code));
  if (missing) throw new AppError(403, 'userauth_not_held', { code: missing });
  await targetFor(db, caller, body.userId);
  await db.transaction().execute((trx) => repo.addCodes(trx, body.userId, codes));
}

export async function deletePermission(db: Kysely<DB>, caller: SessionUser, body: PermissionChange) {
  const codes = [...new Set(body.codes)];
  assertKnown(codes);
  await targetFor(db, caller, body.userId);
  await db.transaction().execute((trx) => repo.deleteCodes(trx, body.userId, codes));
}

export async function holders(db: Kysely<DB>, caller: SessionUser, code: string) {
  assertKnown([code]);
  return repo.holdersOf(db, await scopeOf(db, caller), code);
}

/**
 * The per-route view's bulk change: every listed user must be manageable by the caller (and not
 * the caller), a granted code must be one the caller holds, and a user cannot be in both lists.
 * All of it is written in one transaction, so a refused user leaves nothing changed.
 */
export async function bulk(db: Kysely<DB>, caller: SessionUser, body: BulkChange) {
  assertKnown([body.code]);
  const grant = [...new Set(body.grant ?? [])];
  const revoke = [...new Set(body.revoke ?? [])];
  if (grant.some((id) => revoke.includes(id))) throw badRequest('userauth_bulk_overlap');
  if (grant.length > 0 && !holdsCode(caller.access, body.code)) throw new AppError(403, 'userauth_not_held', { code: body.code });
  for (const id of [...grant, ...revoke]) await targetFor(db, caller, id);
  await db.transaction().execute(async (trx) => {
    for (const id of grant) await repo.addCodes(trx, id, [body.code]);
    for (const id of revoke) await repo.deleteCodes(trx, id, [body.code]);
  });
  return { granted: grant.length, revoked: revoke.length };
}
