import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import '../../db/alarm-tables';
import '../../db/core-tables';

export interface NoticeRow {
  id: number;
  tenant_id: number;
  count: number;
  items: unknown;
  created_at: Date;
  updated_at: Date;
  read_at: Date | null;
  /** The company's zone; null when the company is gone. */
  timezone: string | null;
}

/** Notices passing `visibleTenant` (the scope's whereTenant('n.tenant_id')), newest first, with this user's read mark and the company's zone. */
export function noticesOf(db: Kysely<DB>, userId: number, visibleTenant: Expression<SqlBool>, limit: number): Promise<NoticeRow[]> {
  const query = db
    .selectFrom('alarm_notices as n')
    .leftJoin('alarm_notice_reads as r', (join) => join.onRef('r.notice_id', '=', 'n.id').on('r.user_id', '=', userId))
    .leftJoin('companies as c', 'c.id', 'n.tenant_id')
    .select(['n.id', 'n.tenant_id', 'n.count', 'n.items', 'n.created_at', 'n.updated_at', 'r.read_at', 'c.timezone'])
    .where(visibleTenant);
  return query.orderBy('n.updated_at', 'desc').orderBy('n.id', 'desc').limit(limit).execute() as Promise<NoticeRow[]>;
}

/** Marks notices read for the user now (a later update makes them unread again). */
export async function markRead(db: Kysely<DB>, userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`insert into alarm_notice_reads (user_id, notice_id, read_at)
    select ${userId}, id, now() from unnest(${ids}::bigint[]) as id
    on conflict (user_id, notice_id) do update set read_at = excluded.read_at`.execute(db);
}
