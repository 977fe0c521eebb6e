import { useState } from 'react';
import { Alert, App, Button, Card, Input, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteContact, listContacts, type Contact } from '../../../api/alarm-contacts';
import { companyOptions } from '../../../api/device-admin';
import { useRequest } from '../../../hooks/use-request';
import { ContactFormModal } from './contact-form-modal';
import { userDataCell } from '../../../lib/user-data';
import './alarm-i18n';

/** /system/alarm (8002): the alarm contacts that rules' phone, SMS, WeChat and e-mail actions reach. */
export default function AlarmPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [query, setQuery] = useState({ page: 1, pageSize: 10, keyword: '' });
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const list = useRequest((signal) => listContacts({ page: query.page, pageSize: query.pageSize, keyword: query.keyword || undefined }, { main: true, signal }));
  const companies = useRequest(() => companyOptions().catch(() => []));

  const change = (next: Partial<typeof query>) => {
    setQuery((q) => ({ ...q, ...next }));
    list.reload();
  };

  const remove = async (contact: Contact) => {
    try {
      await deleteContact(contact.id);
      void message.success(t('alarm.deleted'));
      list.reload();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    }
  };

  const columns: TableColumnsType<Contact> = [
    { title: t('alarm.name'), dataIndex: 'name', onCell: userDataCell },
    { title: t('alarm.phone'), dataIndex: 'phone' },
    { title: t('alarm.wechat'), dataIndex: 'wechat', onCell: userDataCell, render: (v: string | null) => v || '-' },
    { title: t('alarm.email'), dataIndex: 'email', onCell: userDataCell, render: (v: string | null) => v || '-' },
    { title: t('alarm.company'), dataIndex: 'tenant_name', onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    { title: t('alarm.createdAt'), dataIndex: 'created_at', render: (v: string) => new Date(v).toLocaleString() },
    {
      title: t('alarm.actions'),
      key: 'actions',
      width: 140,
      render: (_, contact) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(contact)}>
            {t('alarm.edit')}
          </Button>
          <Popconfirm title={t('alarm.deleteConfirm', { name: contact.name })} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => remove(contact)}>
            <Button type="link" size="small" danger>
              {t('alarm.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('alarm.title')} data-testid="alarm-page" extra={<Button type="primary" onClick={() => setEditing('new')} data-testid="contact-add">{t('alarm.add')}</Button>}>
      <Input.Search
        allowClear
        placeholder={t('alarm.search')}
        aria-label={t('alarm.search')}
        style={{ width: 280, marginBottom: 16 }}
        onSearch={(keyword) => change({ keyword: keyword.trim(), page: 1 })}
      />
      {list.status === 'error' && <Alert type="error" showIcon title={list.error?.message} style={{ marginBottom: 16 }} />}
      <Table<Contact>
        rowKey="id"
        size="middle"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, onChange: (page, pageSize) => change({ page, pageSize }) }}
      />
      {editing && (
        <ContactFormModal
          contact={editing === 'new' ? undefined : editing}
          companies={companies.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
    </Card>
  );
}
