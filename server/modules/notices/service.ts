import { badRequest, forbidden } from '../../http/app-error';
import type { RequestScope } from '../../auth/request-scope';
import type { NoticeCreate, NoticeListQuery, NoticeManageBody, NoticeManageResult } from '../../../shared/contract/api/notices';
import * as repo from './repository';
import './messages';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract/paging';

/**
 * Who reads a notice: the users of a target company, everyone for a notice to all. A user reads
 * the notices of its own company only (an agent does not get the notices of the companies it
 * manages: they are addressed to those companies' people).
 */
function readerOf(scope: RequestScope): repo.NoticeReader {
  return { userId: scope.user.id, reach: { company: scope.whereOwnCompany('notice_companies.company_id') } };
}

/** The admin sees every notice; anyone else with 8006 the ones addressed to its visible companies. */
export async function list(scope: RequestScope, query: NoticeListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const visible = { company: scope.whereTenant('notice_companies.company_id'), everything: scope.whereSeesEveryCompany() };
  return repo.listNotices(scope.db, visible, { keyword: query.keyword?.trim(), offset: (page - 1) * pageSize, limit: pageSize });
}

export async function create(scope: RequestScope, body: NoticeCreate): Promise<number> {
  const { db, user: caller } = scope;
  if (!scope.isAdmin) throw forbidden('notices_admin_only');
  const all = body.all ?? false;
  const companyIds = all ? [] : [...new Set(body.companyIds ?? [])];
  if (!all && companyIds.length === 0) throw badRequest('notices_target_required');
  return db.transaction().execute(async (trx) => {
    const known = await repo.existingCompanyIds(trx, companyIds);
    const unknown = companyIds.find((id) => !known.has(id));
    if (unknown !== undefined) throw badRequest('notices_company_unknown', { id: unknown });
    return repo.insertNotice(trx, {
      title: body.title.trim(),
      content: body.content.trim(),
      all,
      companyIds,
      authorId: caller.id,
      authorName: caller.realName || caller.userName,
    });
  });
}

export async function remove(scope: RequestScope, ids: number[]): Promise<number> {
  if (!scope.isAdmin) throw forbidden('notices_admin_only');
  return scope.db.transaction().execute((trx) => repo.deleteNotices(trx, [...new Set(ids)]));
}

/** POST /notices: one entry point for the three actions. */
export async function manage(scope: RequestScope, body: NoticeManageBody): Promise<NoticeManageResult> {
  switch (body.action) {
    case 'list':
      return list(scope, body);
    case 'create':
      return { id: await create(scope, body) };
    case 'delete':
      return { deleted: await remove(scope, body.ids) };
  }
}

export function mine(scope: RequestScope, limit: number) {
  return repo.noticesFor(scope.db, readerOf(scope), limit);
}

export async function markRead(scope: RequestScope, body: { ids?: number[]; all?: boolean }) {
  if (body.all) return { read: await repo.markRead(scope.db, readerOf(scope), 'all') };
  const ids = [...new Set(body.ids ?? [])];
  if (ids.length === 0) return { read: 0 };
  return { read: await repo.markRead(scope.db, readerOf(scope), ids) };
}
