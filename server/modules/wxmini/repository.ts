import type { Expression, Kysely, SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import '../../db/core-tables';
import './tables';

/** The openids bound by these users (users without a binding are left out). */
export function boundOpenids(db: Kysely<DB>, userIds: number[]): Promise<Array<{ user_id: number; openid: string }>> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('wxmini_bindings').select(['user_id', 'openid']).where('user_id', 'in', userIds).execute();
}

/** A user the caller sees, with its openid (null when unbound); undefined when not visible. */
export function visibleUserBinding(db: Kysely<DB>, userId: number, visible: Expression<SqlBool>) {
  return db
    .selectFrom('users')
    .leftJoin('wxmini_bindings', 'wxmini_bindings.user_id', 'users.id')
    .select(['users.id', 'users.user_name', 'wxmini_bindings.openid'])
    .where('users.id', '=', userId)
    .where(visible)
    .executeTakeFirst();
}

export async function bind(db: Kysely<DB>, userId: number, tenantId: number | null, openid: string) {
  return db
    .insertInto('wxmini_bindings')
    .values({ user_id: userId, tenant_id: tenantId, openid })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ openid, tenant_id: tenantId, bound_at: new Date() }))
    .returning('bound_at')
    .executeTakeFirstOrThrow();
}

export async function unbind(db: Kysely<DB>, userId: number) {
  await db.deleteFrom('wxmini_bindings').where('user_id', '=', userId).execute();
}
