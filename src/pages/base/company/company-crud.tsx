import { Input, Tag } from 'antd';
import { createCompany, deleteCompany, listCompanies, updateCompany, type CompanyRow } from '../../../api/admin';
import { formatTime } from '../../../lib/format-time';
import { userDataCell } from '../../../lib/user-data';
import type { CrudApi, CrudDecl } from '../../../components/crud/crud-decl';
import { CompanyLockSwitch } from './components/company-lock-switch';

const LIST: CrudApi<CompanyRow> = {
  search: ({ filter, page, pageSize }, options) => listCompanies({ ...filter, page, pageSize }, options),
  update: (row, input) => updateCompany(row.id, input as { name: string; alias: string | null }),
};

// Creating and deleting companies is the platform admin's (spec section 5); the others list and edit.
const ADMIN: CrudApi<CompanyRow> = {
  ...LIST,
  add: (input) => createCompany(input as { name: string; alias: string | null }),
  remove: (rows) => Promise.all(rows.map((row) => deleteCompany(row.id))),
};

/**
 * The companies (9001) as the kit shows them: name, alias, status, users and devices; a lock
 * switch beside edit. The name is required (the spec's "企业名称不能为空"), the alias optional.
 */
export function companyCrud(isAdmin: boolean): CrudDecl<CompanyRow> {
  return {
    messages: 'company',
    ids: 'company',
    totalText: 'admin.total',
    api: isAdmin ? ADMIN : LIST,
    nameOf: (row) => row.name,
    filters: [{ name: 'name', kind: 'search', label: 'name', placeholder: 'namePlaceholder', width: 360 }],
    columns: ({ t }) => [
      { title: t('company.name'), dataIndex: 'name', onCell: userDataCell },
      { title: t('company.alias'), dataIndex: 'alias', onCell: userDataCell, render: (v: string | null) => v || '-' },
      { title: t('admin.createdAt'), dataIndex: 'created_at', render: formatTime },
      {
        title: t('company.status'),
        dataIndex: 'is_lock',
        render: (v: number) => (v === 1 ? <Tag color="red">{t('company.locked')}</Tag> : <Tag color="green">{t('company.normal')}</Tag>),
      },
      { title: t('company.users'), dataIndex: 'userCount' },
      { title: t('company.devices'), dataIndex: 'deviceCount' },
    ],
    rowActions: (row, reload) => <CompanyLockSwitch row={row} onDone={reload} />,
    form: {
      fields: [
        { name: 'name', required: 'company.nameRequired', max: 100, input: (t) => <Input placeholder={t('company.namePlaceholder')} maxLength={100} autoFocus /> },
        { name: 'alias', max: 100 },
      ],
    },
  };
}
