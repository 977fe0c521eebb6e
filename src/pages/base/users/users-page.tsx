import { useState } from 'react';
import { App, Avatar, Button, Card, Form, Input, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { companyOptions, deleteUser, listUsers, type UserRow, type UserType } from '../../../api/admin';
import { useRequest } from '../../../hooks/use-request';
import { useSessionStore } from '../../../stores/session-store';
import { usePagedList } from '../../../hooks/use-paged-list';
import { formatTime } from '../../../lib/format-time';
import { DeviceBindingModal } from './components/device-binding-modal';
import { ResetPasswordModal } from './components/reset-password-modal';
import { RouteAssignModal } from './components/route-assign-modal';
import { UserDrawer } from './components/user-drawer';
import { userDataCell } from '../../../lib/user-data';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import '../../../i18n/admin-words';
import './users-i18n';

interface Filter {
  user_name?: string;
  tenant_id?: number;
  user_type?: UserType;
}

const TYPE_COLORS: Record<UserType, string> = { admin: 'gold', agent: 'blue', customer: 'default' };

/** /base/users (9002): users with filters, the admin form, bound devices, assigned routes, password reset. */
export default function UsersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useSessionStore((s) => s.user);
  const list = usePagedList<Filter, UserRow>((q, signal) => listUsers(q, { main: true, signal }), {});
  const companies = useRequest(() => companyOptions());
  const [filterForm] = Form.useForm<Filter>();
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  const [devicesOf, setDevicesOf] = useState<UserRow | null>(null);
  const [routesOf, setRoutesOf] = useState<UserRow | null>(null);
  const [resetOf, setResetOf] = useState<UserRow | null>(null);

  const remove = async (row: UserRow) => {
    try {
      await deleteUser(row.id);
      void message.success(t('admin.deleteSuccess'));
      list.reload();
    } catch (error) {
      void message.error((error as Error).message || t('admin.operationFailed'));
    }
  };

  const columns: TableColumnsType<UserRow> = [
    {
      title: t('users.account'),
      dataIndex: 'user_name',
      render: (name: string, row) => (
        <Space>
          <Avatar size="small" src={row.avatar_url ?? undefined} icon={<UserOutlined />} alt="" />
          <span data-user-data>{name}</span>
          {row.id === me?.userId && <Tag>{t('users.self')}</Tag>}
        </Space>
      ),
    },
    { title: t('users.realName'), dataIndex: 'real_name', onCell: userDataCell, render: (v: string | null) => v || '-' },
    { title: t('users.company'), dataIndex: 'company_name', onCell: userDataCell, render: (v: string | null) => v || '-' },
    { title: t('users.userType'), dataIndex: 'user_type', render: (v: UserType) => <Tag color={TYPE_COLORS[v]}>{t(`users.${v}`)}</Tag> },
    { title: t('users.telephone'), dataIndex: 'telephone', render: (v: string | null) => v || '-' },
    { title: t('users.email'), dataIndex: 'email', onCell: userDataCell, render: (v: string | null) => v || '-' },
    { title: t('users.lastSignIn'), dataIndex: 'last_sign_in_at', render: (v: string | null) => (v ? formatTime(v) : t('users.never')) },
    {
      title: t('admin.actions'),
      key: 'actions',
      render: (_, row) => {
        const self = row.id === me?.userId;
        return (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('admin.edit')}
            </Button>
            <Button type="link" size="small" disabled={row.user_type !== 'customer'} onClick={() => setDevicesOf(row)} data-testid={`user-devices-${row.user_name}`}>
              {t('users.devices')}
            </Button>
            <Button type="link" size="small" disabled={self} onClick={() => setRoutesOf(row)} data-testid={`user-routes-${row.user_name}`}>
              {t('users.routes')}
            </Button>
            <Button type="link" size="small" onClick={() => setResetOf(row)}>
              {t('users.resetPwd')}
            </Button>
            <Popconfirm title={t('admin.confirmDeleteNamed', { name: row.user_name })} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => remove(row)} disabled={self}>
              <Button type="link" size="small" danger disabled={self}>
                {t('admin.delete')}
              </Button>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  return (
    <Card
      title={t('users.title')}
      data-testid="users-page"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="user-add">
          {t('admin.add')}
        </Button>
      }
    >
      <Form<Filter> form={filterForm} name="user-filter" layout="inline" style={{ marginBottom: 16, rowGap: 8 }} onFinish={(values) => list.setFilter({ ...values, user_name: values.user_name?.trim() || undefined })}>
        <Form.Item name="user_name" label={t('users.account')}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="tenant_id" label={t('users.company')}>
          <Select allowClear style={{ width: 220 }} showSearch={{ optionFilterProp: 'label' }} options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
        <Form.Item name="user_type" label={t('users.userType')}>
          <Select
            allowClear
            style={{ width: 160 }}
            options={(['admin', 'agent', 'customer'] as const).map((value) => ({ value, label: t(`users.${value}`) }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('admin.search')}
          </Button>
          <Button
            onClick={() => {
              filterForm.resetFields();
              list.setFilter({});
            }}
          >
            {t('admin.reset')}
          </Button>
        </Space>
      </Form>
      {list.status === 'error' && (
        <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />
      )}
      <Table<UserRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.status === 'loading'}
        pagination={{ ...list.pagination, showTotal: (total) => t('admin.total', { total }) }}
        locale={{ emptyText: t('users.empty') }}
        scroll={{ x: 1100 }}
      />
      <UserDrawer
        target={editing}
        companies={companies.data ?? []}
        canMakeAgents={me?.userType === 'admin'}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
      <DeviceBindingModal user={devicesOf} onClose={() => setDevicesOf(null)} />
      <RouteAssignModal user={routesOf} onClose={() => setRoutesOf(null)} />
      <ResetPasswordModal user={resetOf} onClose={() => setResetOf(null)} />
    </Card>
  );
}
