import type { RequestScope } from '../../auth/request-scope';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error';
import { translate } from '../../i18n/messages';
import { pageOf } from '../../core/paging';
import type { Suggestion, SuggestionListQuery, SuggestionStatusBody } from '../../../shared/contract/api/service';
import { serviceNumber } from './numbers';
import { notifyCompany } from './notify-customer';
import { servedBy } from './staff';
import * as repo from './repository';
import './messages';

const servedSuggestions = (scope: RequestScope) => servedBy(scope, 'suggestions.tenant_id');

/**
 * GET /suggestions/list: staff see every suggestion of the companies they serve (or one user's with
 * user_id); anyone else, a customer holding 10002 included, sees its own.
 */
export async function list(scope: RequestScope, query: SuggestionListQuery) {
  const served = servedSuggestions(scope);
  let base = repo.selectSuggestions(scope.db);
  if (!served) base = base.where(scope.whereTenant('suggestions.tenant_id')).where('suggestions.user_id', '=', scope.user.id);
  else {
    base = base.where(served);
    if (query.user_id) base = base.where('suggestions.user_id', '=', query.user_id);
  }
  if (query.status) base = base.where('suggestions.status', '=', query.status);
  const { rows, total } = await pageOf(base.orderBy('suggestions.id', 'desc'), query);
  return { rows: rows.map(repo.toSuggestion), total };
}

const one = async (scope: RequestScope, id: number) => repo.toSuggestion(await repo.selectSuggestions(scope.db).where('suggestions.id', '=', id).executeTakeFirstOrThrow());

/** POST /suggestions/add: a customer's suggestion, in its company. */
export async function add(scope: RequestScope, content: string): Promise<Suggestion> {
  const tenantId = scope.ownCompany;
  if (tenantId === null) throw badRequest('service_customer_only');
  const suggestNo = await serviceNumber(scope.db, 'SG', tenantId);
  const { id } = await scope.db
    .insertInto('suggestions')
    .values({ suggest_no: suggestNo, tenant_id: tenantId, user_id: scope.user.id, content: content.trim() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return one(scope, id);
}

/**
 * POST /suggestions/updateStatus: staff (of the suggestion's company; 403 for a customer) mark a new suggestion read, or decide it (adopted or
 * declined) with a reply, which reaches the customer's company in the message center. A decided
 * suggestion stays decided.
 */
export async function updateStatus(scope: RequestScope, body: SuggestionStatusBody): Promise<Suggestion> {
  const reply = body.reply?.trim() || null;
  if (body.status !== 'read' && !reply) throw badRequest('suggestion_reply_required');
  const served = servedSuggestions(scope);
  if (!served) throw forbidden();
  return scope.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('suggestions').selectAll().where('suggest_no', '=', body.suggest_no).where(served).executeTakeFirst();
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
