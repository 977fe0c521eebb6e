import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { Paged, PageQuery } from '../envelope';
import { Id } from '../schema-bounds';
import { EMAIL_MAX, EMAIL_PATTERN } from '../field-rules';

/** Blank is refused here with the spec's wording; the format (shared/contract/field-rules.ts PHONE_RE) by the service. */
const Phone = Type.String({ minLength: 1, maxLength: 32, pattern: '\\S', 'x-message': 'contacts_phone_required' });
const Name = Type.String({ minLength: 1, maxLength: 50, pattern: '\\S', 'x-message': 'contacts_name_required' });
const Wechat = Type.Union([Type.String({ maxLength: 64 }), Type.Null()]);
const Email = Type.Union([
  Type.String({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN, 'x-message': 'contacts_email_invalid' }),
  Type.Literal(''),
  Type.Null(),
], { 'x-message': 'contacts_email_invalid' });

export const ContactSchema = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Integer(),
  tenant_name: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  phone: Type.String(),
  wechat: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export type Contact = Static<typeof ContactSchema>;

export const ContactCreateSchema = Type.Object({
  phone: Phone,
  name: Name,
  wechat: Type.Optional(Wechat),
  email: Type.Optional(Email),
  tenant_id: Type.Optional(Id({ description: 'defaults to the caller\'s company' })),
});
export type ContactCreate = Static<typeof ContactCreateSchema>;

export const ContactUpdateSchema = Type.Object({
  phone: Type.Optional(Phone),
  name: Type.Optional(Name),
  wechat: Type.Optional(Wechat),
  email: Type.Optional(Email),
});
export type ContactUpdate = Static<typeof ContactUpdateSchema>;

export const ContactListQuerySchema = Type.Object({
  ...PageQuery,
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'part of the name or phone' })),
  tenant_id: Type.Optional(Id()),
});
export type ContactListQuery = Static<typeof ContactListQuerySchema>;

export const ContactIdParamsSchema = Type.Object({ id: Id() });

/** Alarm contacts of a company (8002): rules address their phone, SMS, WeChat and e-mail actions to them. */
export const ALARM_CONTACT_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: '/alarmContacts', query: ContactListQuerySchema, data: Paged(ContactSchema), access: 'alarmContacts' }),
  create: endpoint({ method: 'POST', path: '/alarmContacts', body: ContactCreateSchema, data: ContactSchema, access: 'alarmContacts' }),
  update: endpoint({ method: 'PUT', path: '/alarmContacts/:id', params: ContactIdParamsSchema, body: ContactUpdateSchema, data: ContactSchema, access: 'alarmContacts' }),
  remove: endpoint({ method: 'DELETE', path: '/alarmContacts/:id', params: ContactIdParamsSchema, data: Type.Null(), access: 'alarmContacts' }),
};
