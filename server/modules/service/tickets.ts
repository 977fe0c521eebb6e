import { sql, type Kysely, type SqlBool } from 'kysely';
import type { RequestScope } from '../../auth/request-scope';
import type { DB } from '../../db/types';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error';
import { translate } from '../../i18n/messages';
import { escapeLike } from '../../db/escape-like';
import { pageOf, type PageRequest } from '../../core/paging';
import type { RecordAddBody, Ticket, TicketAddBody, TicketManageQuery, TicketSearchQuery, TicketStatus, TicketUpdateBody } from '../../../shared/contract/api/service';
import { serviceNumber } from './numbers';
import { notifyCompany } from './notify-customer';
import { servedBy } from './staff';
import * as repo from './repository';
import './messages';

/** Who may move a ticket from one status to the next: staff do the work, the customer closes with a rating. */
const STAFF_STEPS: Partial<Record<TicketStatus, TicketStatus>> = { submitted: 'accepted', accepted: 'in_progress', in_progress: 'resolved' };
const CUSTOMER_STEPS: Partial<Record<TicketStatus, TicketStatus>> = { resolved: 'closed' };

const orNull = (value: string | null | undefined) => value?.trim() || null;

const servedTickets = (scope: RequestScope) => servedBy(scope, 'aftersale_tickets.tenant_id');

/**
 * A ticket the caller may see: its own, or any of a company it serves as staff (`served` says
 * which, so a staff step is checked against this ticket's company); 404 otherwise.
 */
export async function ticketRow(scope: RequestScope, aftersaleNo: string, db: Kysely<DB> = scope.db) {
  const served = servedTickets(scope);
  const row = await repo
    .selectTickets(db)
    .select(sql<boolean>`${served ?? sql<SqlBool>`false`}`.as('served'))
    .where('aftersale_tickets.aftersale_no', '=', aftersaleNo)
    .where((eb) => {
      const own = eb.and([eb('aftersale_tickets.user_id', '=', scope.user.id), scope.whereTenant('aftersale_tickets.tenant_id')]);
      return served ? eb.or([own, served]) : own;
    })
    .executeTakeFirst();
  if (!row) throw notFound('aftersale_not_found');
  return row;
}

const one = async (db: Kysely<DB>, id: number) => (await repo.withRecords(db, [await repo.selectTickets(db).where('aftersale_tickets.id', '=', id).executeTakeFirstOrThrow()]))[0];

async function page(db: Kysely<DB>, base: ReturnType<typeof repo.selectTickets>, request: PageRequest) {
  const { rows, total } = await pageOf(base.orderBy('aftersale_tickets.id', 'desc'), request);
  return { rows: await repo.withRecords(db, rows), total };
}

/** GET /afterSale/search: the customer's own tickets (the platform admin may name a customer with userId). */
export async function search(scope: RequestScope, query: TicketSearchQuery) {
  const viewer = await scope.viewerFor(query.userId);
  let base = repo.selectTickets(scope.db).where(viewer.whereTenant('aftersale_tickets.tenant_id')).where('aftersale_tickets.user_id', '=', viewer.user.id);
  if (query.type) base = base.where('aftersale_tickets.status', '=', query.type);
  return page(scope.db, base, query);
}

/** GET /afterSale/manageSearch: every ticket of the companies the caller serves (403 for a customer, 10002 or not). */
export async function manageSearch(scope: RequestScope, query: TicketManageQuery) {
  const served = servedTickets(scope);
  if (!served) throw forbidden();
  let base = repo.selectTickets(scope.db).where(served);
  if (query.status) base = base.where('aftersale_tickets.status', '=', query.status);
  base = base.where(scope.whereChosenCompany('aftersale_tickets.tenant_id', query.tenant_id));
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    base = base.where((eb) => eb.or([eb('aftersale_tickets.aftersale_no', 'ilike', like), eb('aftersale_tickets.device_id', 'ilike', like), eb('aftersale_tickets.symptom', 'ilike', like)]));
  }
  return page(scope.db, base, query);
}

const statusWord = (scope: RequestScope, status: TicketStatus) => translate(scope.lang, `status_${status}`);

/** POST /afterSale/add: a ticket on a device the customer sees, in its company. */
export async function add(scope: RequestScope, body: TicketAddBody): Promise<Ticket> {
  await scope.assertDeviceVisible(body.device_id);
  const device = await scope.db.selectFrom('devices').select('tenant_id').where('device_id', '=', body.device_id).executeTakeFirst();
  if (!device) throw notFound('aftersale_not_found');
  if (scope.ownCompany === null) throw badRequest('service_customer_only');
  return scope.db.transaction().execute(async (trx) => {
    const no = await serviceNumber(trx, 'AS', device.tenant_id);
    const { id } = await trx
      .insertInto('aftersale_tickets')
      .values({ aftersale_no: no, tenant_id: device.tenant_id, device_id: body.device_id, user_id: scope.user.id, symptom: body.symptom.trim(), contact_phone: orNull(body.contact_phone) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await notifyCompany(scope, trx, device.tenant_id, 'aftersale_notice_title', 'aftersale_notice_body', { no, device: body.device_id, status: statusWord(scope, 'submitted'), extra: '' });
    return one(trx, id);
  });
}

/**
 * POST /afterSale/update: one step of the ticket. The step must follow from the status the caller
 * saw (oldDate.status), and the update is conditional on it, so two people acting at once cannot
 * both move the ticket.
 */
export async function update(scope: RequestScope, body: TicketUpdateBody): Promise<Ticket> {
  const { oldDate, newDate } = body;
  return scope.db.transaction().execute(async (trx) => {
    const ticket = await ticketRow(scope, oldDate.aftersale_no, trx);
    if (ticket.status !== oldDate.status) throw conflict('aftersale_stale');
    const isStaffStep = STAFF_STEPS[ticket.status] === newDate.status;
    const isCustomerStep = CUSTOMER_STEPS[ticket.status] === newDate.status;
    if (!isStaffStep && !isCustomerStep) throw badRequest('aftersale_transition', { from: statusWord(scope, ticket.status), to: statusWord(scope, newDate.status) });
    if (isStaffStep && !ticket.served) throw forbidden();
    if (isCustomerStep && ticket.user_id !== scope.user.id) throw forbidden('aftersale_owner_only');
    const handler = newDate.handler?.trim();
    if (newDate.status === 'accepted' && !handler) throw badRequest('aftersale_handler_required');
    if (newDate.status === 'closed' && newDate.rating === undefined) throw badRequest('aftersale_rating_required');
    const set = {
      status: newDate.status,
      updated_at: new Date(),
      ...(handler ? { handler } : {}),
      ...(newDate.status === 'closed' ? { rating: newDate.rating, rating_note: orNull(newDate.rating_note) } : {}),
    };
    const moved = await trx.updateTable('aftersale_tickets').set(set).where('id', '=', ticket.id).where('status', '=', ticket.status).returning('id').executeTakeFirst();
    if (!moved) throw conflict('aftersale_stale');
    const extra = handler ? translate(scope.lang, 'aftersale_notice_handler', { handler }) : '';
    await notifyCompany(scope, trx, ticket.tenant_id, 'aftersale_notice_title', 'aftersale_notice_body', { no: ticket.aftersale_no, device: ticket.device_id, status: statusWord(scope, newDate.status), extra });
    return one(trx, ticket.id);
  });
}

/** POST /afterSale/addRecord: staff record maintenance work on an accepted or in-progress ticket. */
export async function addRecord(scope: RequestScope, body: RecordAddBody): Promise<Ticket> {
  return scope.db.transaction().execute(async (trx) => {
    const ticket = await ticketRow(scope, body.aftersale_no, trx);
    if (!ticket.served) throw forbidden();
    if (ticket.status !== 'accepted' && ticket.status !== 'in_progress') throw badRequest('aftersale_record_state');
    const handler = body.handler.trim();
    const content = body.content.trim();
    await trx.insertInto('aftersale_records').values({ ticket_id: ticket.id, content, time: new Date(body.time), measures: orNull(body.measures), note: orNull(body.note), handler }).execute();
    await trx.updateTable('aftersale_tickets').set({ updated_at: new Date() }).where('id', '=', ticket.id).execute();
    const extra = translate(scope.lang, 'aftersale_notice_record', { content: content.slice(0, 200), handler });
    await notifyCompany(scope, trx, ticket.tenant_id, 'aftersale_notice_title', 'aftersale_notice_body', { no: ticket.aftersale_no, device: ticket.device_id, status: statusWord(scope, ticket.status), extra });
    return one(trx, ticket.id);
  });
}

/** POST /afterSale/delete: the customer withdraws a ticket not yet accepted; staff may remove any (recoverable, deleted_at). */
export async function remove(scope: RequestScope, aftersaleNo: string) {
  return scope.db.transaction().execute(async (trx) => {
    const ticket = await ticketRow(scope, aftersaleNo, trx);
    if (!ticket.served && ticket.status !== 'submitted') throw badRequest('aftersale_delete_state');
    await trx.updateTable('aftersale_tickets').set({ deleted_at: new Date(), updated_at: new Date() }).where('id', '=', ticket.id).execute();
    return { aftersale_no: ticket.aftersale_no };
  });
}
