import type { RequestScope } from '../../auth/request-scope';
import { badRequest, notFound } from '../../http/app-error';
import type { ContactCreate, ContactListQuery, ContactUpdate } from '../../../shared/contract/api/alarm-contacts';
import * as repo from './repository';
import { PHONE_RE } from '../../../shared/contract/field-rules';
import './messages';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract/paging';

/**
 * The contact's phone, trimmed, in the users' phone format (shared/contract/field-rules.ts): alarms
 * go out to it as SMS and calls. The schema has already refused a blank one with the spec's wording.
 */
function phoneOf(phone: string): string {
  const trimmed = phone.trim();
  if (!PHONE_RE.test(trimmed)) throw badRequest('contacts_phone_invalid');
  return trimmed;
}

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

export async function list(scope: RequestScope, query: ContactListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  let base = repo.selectContacts(scope.db).where(scope.whereTenant('alarm_contacts.tenant_id'));
  if (query.tenant_id) base = base.where('alarm_contacts.tenant_id', '=', query.tenant_id);
  if (query.keyword?.trim()) {
    const like = `%${query.keyword.trim()}%`;
    base = base.where((eb) => eb.or([eb('alarm_contacts.name', 'ilike', like), eb('alarm_contacts.phone', 'like', like)]));
  }
  const [rows, total] = await Promise.all([
    base.orderBy('alarm_contacts.id').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

async function requireContact(scope: RequestScope, id: number) {
  const [row] = await repo.contactsByIds(scope.db, [id], scope.whereTenant('alarm_contacts.tenant_id'));
  if (!row) throw notFound('contacts_not_found');
  return row;
}

const findOne = (scope: RequestScope, id: number) => repo.selectContacts(scope.db).where('alarm_contacts.id', '=', id).executeTakeFirstOrThrow();

export async function create(scope: RequestScope, body: ContactCreate) {
  const phone = phoneOf(body.phone);
  const tenantId = body.tenant_id ?? scope.user.tenantId;
  if (tenantId === null || tenantId === undefined) throw badRequest('contacts_tenant_required');
  await scope.assertCompanyVisible(tenantId);
  const row = await scope.db
    .insertInto('alarm_contacts')
    .values({
      tenant_id: tenantId,
      name: body.name.trim(),
      phone,
      wechat: blankToNull(body.wechat) ?? null,
      email: blankToNull(body.email) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return findOne(scope, row.id);
}

export async function update(scope: RequestScope, id: number, body: ContactUpdate) {
  const contact = await requireContact(scope, id);
  const set = {
    name: body.name?.trim(),
    phone: body.phone === undefined ? undefined : phoneOf(body.phone),
    wechat: blankToNull(body.wechat),
    email: blankToNull(body.email),
  };
  const changes = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length > 0) await scope.db.updateTable('alarm_contacts').set(changes).where('id', '=', contact.id).execute();
  return findOne(scope, contact.id);
}

export async function remove(scope: RequestScope, id: number) {
  const contact = await requireContact(scope, id);
  await scope.db.deleteFrom('alarm_contacts').where('id', '=', contact.id).execute();
}
