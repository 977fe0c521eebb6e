import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { badRequest } from '../../http/app-error';
import type { SessionUser } from '../../auth/session-user';
import { scopeOf, type UserScope } from '../users';
import type { LogQuery } from '../../../shared/contract/api/weblog';
import * as repo from './repository';
import './messages';

/** The console works in China time; a time sent without a zone means UTC+8. */
const DEFAULT_ZONE = '+08:00';

function parseTime(text: string | undefined, field: string, endOfDay: boolean): Date | undefined {
  if (!text) return undefined;
  let iso = text.replace(' ', 'T');
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) iso += endOfDay ? 'T23:59:59.999' : 'T00:00:00';
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(iso)) iso += DEFAULT_ZONE;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw badRequest('weblog_bad_time', { field });
  return date;
}

/** Admin: every row; agent: its visible companies' users; anyone else: its own rows. */
export async function logScope(db: Kysely<DB>, caller: SessionUser): Promise<UserScope> {
  if (caller.userType === 'customer') return { tenants: [], selfId: caller.id };
  return scopeOf(db, caller);
}

export function filterOf(query: Omit<LogQuery, 'page' | 'pageSize'> & { page?: number; pageSize?: number }): repo.LogFilter {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const from = parseTime(query.startTime, 'startTime', false);
  const to = parseTime(query.endTime, 'endTime', true);
  if (from && to && from > to) throw badRequest('weblog_bad_range');
  return {
    user_name: query.user_name?.trim(),
    login_type: query.login_type?.trim(),
    from,
    to,
    success: query.success,
    method: query.method,
    offset: (page - 1) * pageSize,
    limit: pageSize,
  };
}

export async function loginLog(db: Kysely<DB>, caller: SessionUser, query: LogQuery) {
  const filter = filterOf(query);
  return repo.loginLog(db, await logScope(db, caller), filter);
}

export async function opLog(db: Kysely<DB>, caller: SessionUser, query: LogQuery) {
  const filter = filterOf(query);
  return repo.opLog(db, await logScope(db, caller), filter);
}
