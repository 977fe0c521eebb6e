import type { RequestScope } from '../../auth/request-scope';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { translate } from '../../i18n/messages';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract/paging';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import type { Suggestion, SuggestionListQuery, SuggestionStatusBody } from '../../../shared/contract/api/service';
import { serviceNumber } from './numbers';
import { notifyCompany } from './notify-customer';
import * as repo from './repository';
import './messages';

/**
 * GET /suggestions/list: staff (10002) see every suggestion of their companies (or one user's with
 * user_id); anyone else sees its own.
 */
export async function list(scope: RequestScope, query: SuggestionListQuery) {
  const pageNo = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  let base = repo.selectSuggestions(scope.db).where(scope.whereTenant('suggestions.tenant_id'));
  if (!scope.holds(ROUTE_ACCESS.serviceStaff)) base = base.where('suggestions.user_id', '=', scope.user.id);
  else if (query.user_id) base = base.where('suggestions.user_id', '=', query.user_id);
  if (query.status) base = base.where('suggestions.status', '=', query.status);
  const [rows, total] = await Promise.all([
    base.orderBy('suggestions.id', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute(),
    base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(repo.toSuggestion), total: Number(total.n) };
}

const one = async (scope: RequestScope, id: number) => repo.toSuggestion(await repo.selectSuggestions(scope.db).where('suggestions.id', '=', id).executeTakeFirstOrThrow());

/** POST /suggestions/add: a customer's suggestion, in its company. */
export async function add(scope: RequestScope, content: string): Promise<Suggestion> {
  const tenantId = scope.user.tenantId;
  if (tenantId === null) throw badRequest('service_tenant_required');
  const { id } = await scope.db
    .insertInto('suggestions')
    .values({ suggest_no: serviceNumber('SG'), tenant_id: tenantId, user_id: scope.user.id, content: content.trim() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return one(scope, id);
}

/**
 * POST /suggestions/updateStatus: staff mark a new suggestion read, or decide it (adopted or
 * declined) with a reply, which reaches the customer's company in the message center. A decided
 * suggestion stays decided.
 */
export async function updateStatus(scope: RequestScope, body: SuggestionStatusBody): Promise<Suggestion> {
  const reply = body.reply?.trim() || null;
  if (body.status !== 'read' && !reply) throw badRequest('suggestion_reply_required');
  return scope.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('suggestions').selectAll().where('suggest_no', '=', body.suggest_no).where(scope.whereTenant('suggestions.tenant_id')).executeTakeFirst();
    if (!row) throw notFound('suggestion_not_found');
    const open = body.status === 'read' ? ['new'] : ['new', 'read'];
    if (!open.includes(row.status)) throw conflict('suggestion_transition');
    const moved = await trx
      .updateTable('suggestions')
      .set({ status: body.status, ...(reply ? { reply } : {}), updated_at: new Date() })
      .where('id', '=', row.id)
      .where('status', 'in', open as ('new' | 'read')[])
      .returning('id')
      .executeTakeFirst();
    if (!moved) throw conflict('suggestion_transition');
    if (reply) await notifyCompany(scope, trx, row.tenant_id, 'suggestion_notice_title', 'suggestion_notice_body', { no: row.suggest_no, status: translate(scope.lang, `suggestion_${body.status}`), reply });
    return repo.toSuggestion(await repo.selectSuggestions(trx).where('suggestions.id', '=', row.id).executeTakeFirstOrThrow());
  });
}
