import { badRequest } from '../../http/app-error';
import type { RequestScope } from '../../auth/request-scope';
import type { LogQuery } from '../../../shared/contract/api/weblog';
import * as repo from './repository';
import './messages';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract/paging';
import { EPOCH_MS_MAX } from '../../../shared/contract/schema-bounds';

/** The console works in China time; a time sent without a zone means UTC+8. */
const DEFAULT_ZONE = '+08:00';

function parseTime(text: string | undefined, field: string, endOfDay: boolean): Date | undefined {
  if (!text) return undefined;
  let iso = text.replace(' ', 'T');
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) iso += endOfDay ? 'T23:59:59.999' : 'T00:00:00';
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(iso)) iso += DEFAULT_ZONE;
  const date = new Date(iso);
  // Outside the years every request's times keep to (EpochMs), as unreadable as text.
  const at = date.getTime();
  if (Number.isNaN(at) || at < 0 || at > EPOCH_MS_MAX) throw badRequest('weblog_bad_time', { field });
  return date;
}

export function filterOf(query: Omit<LogQuery, 'page' | 'pageSize'> & { page?: number; pageSize?: number }): repo.LogFilter {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
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

/** Admin: every row; agent: its visible companies' users; an ordinary customer: its own rows. */
export async function loginLog(scope: RequestScope, query: LogQuery) {
  const filter = filterOf(query);
  return repo.loginLog(scope.db, scope.whereLogVisible('user_id'), filter);
}

export async function opLog(scope: RequestScope, query: LogQuery) {
  const filter = filterOf(query);
  return repo.opLog(scope.db, scope.whereLogVisible('user_id'), filter);
}
