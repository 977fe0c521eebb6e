import type { RequestScope } from '../../auth/request-scope';
import { badRequest, notFound } from '../../http/app-error';
import type { ContactCreate, ContactListQuery, ContactUpdate } from '../../../shared/contract/api/alarm-contacts';
import * as repo from './repository';
import { pageOf } from '../../core/paging';
import { escapeLike } from '../../db/escape-like';
import { PHONE_RE } from '../../../shared/contract/field-rules';
import './messages';

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
  let base = repo.selectContacts(scope.db).where(scope.whereTenant('alarm_contacts.tenant_id')).where(scope.whereChosenCompany('alarm_contacts.tenant_id', query.tenant_id));
  if (query.keyword?.trim()) {
    const like = `%${escapeLike(query.keyword.trim())}%`;
    base = base.where((eb) => eb.or([eb('alarm_contacts.name', 'ilike', like), eb('alarm_contacts.phone', 'like', like)]));
  }
  return pageOf(base.orderBy('alarm_contacts.id'), query);
}

async function requireContact(scope: RequestScope, id: number) {
  const [row] = await repo.contactsByIds(scope.db, [id], scope.whereTenant('alarm_contacts.tenant_id'));
  if (!row) throw notFound('contacts_not_found');
  return row;
}

const findOne = (scope: RequestScope, id: number) => repo.selectContacts(scope.db).where('alarm_contacts.id', '=', id).executeTakeFirstOrThrow();

export async function create(scope: RequestScope, body: ContactCreate) {
  const phone = phoneOf(body.phone);
  const tenantId = await scope.companyForNew(body.tenant_id);
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
