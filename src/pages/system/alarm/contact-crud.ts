import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { createContact, deleteContact, listContacts, updateContact, type Contact } from '../../../api/alarm-contacts';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import { EMAIL_MAX } from '../../../../shared/contract/field-rules';
import { userDataCell } from '../../../lib/user-data';
import type { CrudDecl } from '../../../components/crud/crud-decl';
import { contactErrors, contactInput, type ContactValues } from './contact-rules';
import { formatTime } from '../../../lib/format-time';

/** The rule module decides; the form shows its message for the one field being checked. */
const ruleOf = (field: keyof ContactValues) => (t: TFunction): FormRule[] => [
  {
    validator: async (_, value: string | undefined) => {
      const key = contactErrors({ phone: 'x', name: 'x', [field]: value })[field];
      if (key) throw new Error(t(key));
    },
  },
];

/**
 * The alarm contacts (GET/POST/PUT/DELETE /alarmContacts, 8002) as the kit shows them: searched
 * by name or phone; the spec's messages (phone and name required, phone and e-mail format).
 */
export const CONTACT_CRUD: CrudDecl<Contact> = {
  messages: 'alarm',
  ids: 'contact',
  rootTestId: 'alarm-page',
  pageSize: 10,
  api: {
    search: ({ filter, page, pageSize }, options) => listContacts({ ...filter, page, pageSize }, options),
    add: (input) => createContact(input as unknown as ContactValues),
    update: (row, input) => updateContact(row.id, input as unknown as ContactValues),
    remove: ([row]) => deleteContact(row.id),
  },
  access: { add: ROUTE_ACCESS.alarmContacts, update: ROUTE_ACCESS.alarmContacts, delete: ROUTE_ACCESS.alarmContacts },
  nameOf: (contact) => contact.name,
  filters: [{ name: 'keyword', kind: 'search', label: 'search' }],
  columns: ({ t }) => [
    { title: t('alarm.name'), dataIndex: 'name', onCell: userDataCell },
    { title: t('alarm.phone'), dataIndex: 'phone' },
    { title: t('alarm.wechat'), dataIndex: 'wechat', onCell: userDataCell, render: (v: string | null) => v || '-' },
    { title: t('alarm.email'), dataIndex: 'email', onCell: userDataCell, render: (v: string | null) => v || '-' },
    { title: t('alarm.company'), dataIndex: 'tenant_name', onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    { title: t('alarm.createdAt'), dataIndex: 'created_at', render: (v: string) => formatTime(v) },
  ],
  company: true,
  form: {
    toInput: (values) => contactInput(values as unknown as ContactValues) as unknown as Record<string, unknown>,
    fields: [
      { name: 'phone', marked: true, max: 32, rules: ruleOf('phone') },
      { name: 'name', marked: true, max: 50, rules: ruleOf('name') },
      { name: 'wechat', max: 64 },
      { name: 'email', max: EMAIL_MAX, rules: ruleOf('email') },
    ],
  },
};
