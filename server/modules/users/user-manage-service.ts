import type { RequestScope } from '../../auth/request-scope';
import { badRequest } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { UserManageBody } from '../../../shared/contract/api/user-manage';
import * as repo from './repository';
import './messages';

/** Applies the caller's own profile or password change; returns the message key to answer with. */
export async function manageOwnAccount(scope: RequestScope, body: UserManageBody): Promise<string> {
  const { db } = scope;
  if (body.action === 'profile') {
    const values = repo.definedOnly({
      real_name: body.real_name.trim(),
      telephone: repo.blankToNull(body.telephone),
      email: repo.blankToNull(body.email),
      department: repo.blankToNull(body.department),
    });
    await repo.updateUser(db, scope.user.id, values);
    return 'ok';
  }
  if (body.pwd !== body.confirm_pwd) throw badRequest('users_pwd_mismatch');
  const row = await repo.findPasswordHash(db, scope.user.id);
  if (!row || !(await verifyPassword(body.old_pwd, row.pwd_hash))) throw badRequest('users_old_pwd_wrong');
  const hash = await hashPassword(body.pwd);
  // The new password logs every other browser out; this one stays signed in.
  await db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, scope.user.id, { pwd_hash: hash });
    await repo.endSessions(trx, scope.user.id, scope.user.sessionId);
  });
  return 'users_pwd_changed';
}
