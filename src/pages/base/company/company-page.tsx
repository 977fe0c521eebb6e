import { useState } from 'react';
import { App, Button, Card, Input, Popconfirm, Space, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { deleteCompany, listCompanies, updateCompany, type CompanyRow } from '../../../api/admin';
import { useSessionStore } from '../../../stores/session-store';
import { usePagedList } from '../../../hooks/use-paged-list';
import { formatTime } from '../../../lib/format-time';
import { CompanyFormModal } from './components/company-form-modal';
import { userDataCell } from '../../../lib/user-data';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import '../../../i18n/admin-words';
import './company-i18n';

/** /base/company (9001): companies with search and paging, create/edit, lock/unlock, delete. */
export default function CompanyPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const isAdmin = useSessionStore((s) => s.user?.userType === 'admin');
  const list = usePagedList((q, signal) => listCompanies(q, { main: true, signal }), { name: '' });
  const [editing, setEditing] = useState<CompanyRow | 'new' | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const run = async (id: number, action: () => Promise<unknown>, success: string) => {
    setBusy(id);
    try {
      await action();
      void message.success(t(success));
      list.reload();
    } catch (error) {
      void message.error((error as Error).message || t('admin.operationFailed'));
    } finally {
      setBusy(null);
    }
  };

  const toggleLock = (row: CompanyRow, lock: boolean) => {
    const apply = () => run(row.id, () => updateCompany(row.id, { is_lock: lock ? 1 : 0 }), 'admin.statusSuccess');
    if (!lock) return void apply();
    modal.confirm({ title: t('company.lock'), content: t('company.lockConfirm', { name: row.name }), onOk: apply, okText: t('common.ok'), cancelText: t('common.cancel') });
  };

  const columns: TableColumnsType<CompanyRow> = [
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
    {
      title: t('admin.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space size="middle">
          <Switch
            checked={row.is_lock === 1}
            loading={busy === row.id}
            checkedChildren={t('company.locked')}
            unCheckedChildren={t('company.normal')}
            aria-label={t(row.is_lock === 1 ? 'company.unlock' : 'company.lock')}
            data-testid={`company-lock-${row.id}`}
            onChange={(checked) => toggleLock(row, checked)}
          />
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            {t('admin.edit')}
          </Button>
          {isAdmin && (
            <Popconfirm
              title={t('admin.confirmDeleteNamed', { name: row.name })}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() => run(row.id, () => deleteCompany(row.id), 'admin.deleteSuccess')}
            >
              <Button type="link" size="small" danger>
                {t('admin.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('company.title')}
      data-testid="company-page"
      extra={
        isAdmin && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="company-add">
            {t('admin.add')}
          </Button>
        )
      }
    >
      <Input.Search
        allowClear
        placeholder={t('company.namePlaceholder')}
        enterButton={t('admin.search')}
        style={{ maxWidth: 360, marginBottom: 16 }}
        onSearch={(name) => list.setFilter({ name: name.trim() })}
        data-testid="company-search"
      />
      {list.status === 'error' && (
        <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />
      )}
      <Table<CompanyRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.status === 'loading'}
        pagination={{ ...list.pagination, showTotal: (total) => t('admin.total', { total }) }}
        locale={{ emptyText: t('company.empty') }}
      />
      <CompanyFormModal
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
    </Card>
  );
}
