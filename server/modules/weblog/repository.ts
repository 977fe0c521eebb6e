import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import { escapeLike } from '../companies/repository';
import { userInScope, type UserScope } from '../users/repository';
import type { LoginLogRow, OpLogRow } from './schemas';

export interface LogFilter {
  user_name?: string;
  login_type?: string;
  from?: Date;
  to?: Date;
  offset: number;
  limit: number;
}

/**
 * The filter shared by both logs (they have the same user_id, user_name and created_at columns).
 * Outside the admin's view only rows of users in scope count; rows of unknown accounts (failed
 * logins with a made-up name) have no user and stay the platform admin's.
 */
function conditions(db: Kysely<DB>, scope: UserScope, filter: LogFilter): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (scope.tenants !== 'all') {
    where.push(sql<SqlBool>`user_id in (${db.selectFrom('users').select('users.id').where(userInScope(scope))})`);
  }
  if (filter.user_name) where.push(sql<SqlBool>`user_name ilike ${`%${escapeLike(filter.user_name)}%`}`);
  if (filter.from) where.push(sql<SqlBool>`created_at >= ${filter.from}`);
  if (filter.to) where.push(sql<SqlBool>`created_at <= ${filter.to}`);
  return where;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function loginLog(db: Kysely<DB>, scope: UserScope, filter: LogFilter): Promise<{ rows: LoginLogRow[]; total: number }> {
  const where = conditions(db, scope, filter);
  if (filter.login_type) where.push(sql<SqlBool>`login_type = ${filter.login_type}`);
  const query = db.selectFrom('login_log').where((eb) => eb.and(where));
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'user_name', 'ip', 'created_at', 'login_type', 'success'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, created_at: iso(r.created_at) })), total: Number(count.n) };
}

export async function opLog(db: Kysely<DB>, scope: UserScope, filter: LogFilter): Promise<{ rows: OpLogRow[]; total: number }> {
  const query = db.selectFrom('op_log').where((eb) => eb.and(conditions(db, scope, filter)));
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'user_name', 'ip', 'method', 'path', 'target', 'status_code', 'success', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, created_at: iso(r.created_at) })), total: Number(count.n) };
}
