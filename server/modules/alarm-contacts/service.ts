import { assertCompanyVisible, visibleCompanyIds } from '../../auth/scope';
import { badRequest, notFound } from '../../http/app-error';
import type { Ctx } from '../devices';
import type { ContactCreate, ContactListQuery, ContactUpdate } from '../../../shared/contract/api/alarm-contacts';
import * as repo from './repository';
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

export async function list(ctx: Ctx, query: ContactListQuery) {
  const tenants = await visibleCompanyIds(ctx.db, ctx.user);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  let base = repo.selectContacts(ctx.db);
  if (tenants !== 'all') base = base.where('alarm_contacts.tenant_id', 'in', tenants.length ? tenants : [-1]);
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

async function requireContact(ctx: Ctx, id: number) {
  const [row] = await repo.contactsByIds(ctx.db, [id], await visibleCompanyIds(ctx.db, ctx.user));
  if (!row) throw notFound('contacts_not_found');
  return row;
}

const findOne = (ctx: Ctx, id: number) => repo.selectContacts(ctx.db).where('alarm_contacts.id', '=', id).executeTakeFirstOrThrow();

export async function create(ctx: Ctx, body: ContactCreate) {
  const phone = phoneOf(body.phone);
  const tenantId = body.tenant_id ?? ctx.user.tenantId;
  if (tenantId === null || tenantId === undefined) throw badRequest('contacts_tenant_required');
  await assertCompanyVisible(ctx.db, ctx.user, tenantId);
  const row = await ctx.db
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
  return findOne(ctx, row.id);
}

export async function update(ctx: Ctx, id: number, body: ContactUpdate) {
  const contact = await requireContact(ctx, id);
  const set = {
    name: body.name?.trim(),
    phone: body.phone === undefined ? undefined : phoneOf(body.phone),
    wechat: blankToNull(body.wechat),
    email: blankToNull(body.email),
  };
  const changes = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length > 0) await ctx.db.updateTable('alarm_contacts').set(changes).where('id', '=', contact.id).execute();
  return findOne(ctx, contact.id);
}

export async function remove(ctx: Ctx, id: number) {
  const contact = await requireContact(ctx, id);
  await ctx.db.deleteFrom('alarm_contacts').where('id', '=', contact.id).execute();
}
