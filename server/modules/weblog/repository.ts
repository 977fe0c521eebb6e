import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import { escapeLike } from '../../db/escape-like';
import type { LoginLogRow, OpLogRow } from '../../../shared/contract/api/weblog';

export interface LogFilter {
  user_name?: string;
  login_type?: string;
  from?: Date;
  to?: Date;
  success?: boolean;
  method?: string;
  offset: number;
  limit: number;
}

/**
 * The filter shared by both logs (they have the same user_id, user_name and created_at columns).
 * `visible` is the scope's whereLogVisible('user_id'): which rows the caller may read.
 */
function conditions(visible: Expression<SqlBool>, filter: LogFilter): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [visible];
  if (filter.user_name) where.push(sql<SqlBool>`user_name ilike ${`%${escapeLike(filter.user_name)}%`}`);
  if (filter.from) where.push(sql<SqlBool>`created_at >= ${filter.from}`);
  if (filter.to) where.push(sql<SqlBool>`created_at <= ${filter.to}`);
  if (filter.success !== undefined) where.push(sql<SqlBool>`success = ${filter.success}`);
  return where;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export type LoginRow = LoginLogRow;
export type OpRow = OpLogRow;
export type AnyLogRow = LoginLogRow | OpLogRow;

function loginQuery(db: Kysely<DB>, visible: Expression<SqlBool>, filter: LogFilter) {
  const where = conditions(visible, filter);
  if (filter.login_type) where.push(sql<SqlBool>`login_type = ${filter.login_type}`);
  return db.selectFrom('login_log').where((eb) => eb.and(where));
}

function opQuery(db: Kysely<DB>, visible: Expression<SqlBool>, filter: LogFilter) {
  const where = conditions(visible, filter);
  if (filter.method) where.push(sql<SqlBool>`method = ${filter.method}`);
  return db.selectFrom('op_log').where((eb) => eb.and(where));
}

/** One page of the login log, newest first (also the export's batches). */
export async function loginLogRows(db: Kysely<DB>, visible: Expression<SqlBool>, filter: LogFilter): Promise<LoginLogRow[]> {
  const rows = await loginQuery(db, visible, filter)
    .select(['id', 'user_name', 'ip', 'created_at', 'login_type', 'success'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
}

export async function opLogRows(db: Kysely<DB>, visible: Expression<SqlBool>, filter: LogFilter): Promise<OpLogRow[]> {
  const rows = await opQuery(db, visible, filter)
    .select(['id', 'user_name', 'ip', 'method', 'path', 'target', 'action', 'resource', 'name', 'status_code', 'success', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  // The columns hold only the vocabulary's words; the cast says so to the row schema.
  return rows.map((r) => ({ ...r, action: r.action as OpLogRow['action'], resource: r.resource as OpLogRow['resource'], created_at: iso(r.created_at) }));
}

export async function loginLog(db: Kysely<DB>, visible: Expression<SqlBool>, filter: LogFilter): Promise<{ rows: LoginLogRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    loginLogRows(db, visible, filter),
    loginQuery(db, visible, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function opLog(db: Kysely<DB>, visible: Expression<SqlBool>, filter: LogFilter): Promise<{ rows: OpLogRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    opLogRows(db, visible, filter),
    opQuery(db, visible, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
