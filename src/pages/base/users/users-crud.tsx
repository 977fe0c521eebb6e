import { Avatar, Button, Space, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { deleteUser, listUsers, type UserRow, type UserType } from '../../../api/admin';
import { formatTime } from '../../../lib/format-time';
import { userDataCell } from '../../../lib/user-data';
import type { CrudApi, CrudDecl } from '../../../components/crud/crud-decl';
import type { UserFilter } from './components/user-filters';

const TYPE_COLORS: Record<UserType, string> = { admin: 'gold', agent: 'blue', customer: 'default' };

/** The dialogs a user's row opens beside edit and delete. */
export type UserAction = 'devices' | 'routes' | 'reset';

// Adding and editing go through the page's own drawer (saveUser), so the kit only lists and deletes.
const USERS_API: CrudApi<UserRow> = {
  search: ({ filter, page, pageSize }, options) => listUsers({ ...(filter as UserFilter), page, pageSize }, options),
  remove: (rows) => Promise.all(rows.map((row) => deleteUser(row.id))),
};

interface Context {
  t: TFunction;
  /** The caller's own id: its row is tagged and cannot be deleted or given other routes. */
  self: number | undefined;
  open(action: UserAction, row: UserRow): void;
}

/**
 * The users (9002) as the kit shows them: account with avatar, name, company, type, contact and
 * last login; beside edit and delete, the bound devices (ordinary customers only), the assigned
 * routes (not one's own) and a password reset.
 */
export function usersCrud({ t, self, open }: Context): CrudDecl<UserRow> {
  return {
    messages: 'users',
    ids: 'user',
    rootTestId: 'users-page',
    totalText: 'admin.total',
    api: USERS_API,
    nameOf: (row) => row.user_name,
    deletable: (row) => row.id !== self,
    columns: () => [
      {
        title: t('users.account'),
        dataIndex: 'user_name',
        render: (name: string, row) => (
          <Space>
            <Avatar size="small" src={row.avatar_url ?? undefined} icon={<UserOutlined />} alt="" />
            <span data-user-data>{name}</span>
            {row.id === self && <Tag>{t('users.self')}</Tag>}
          </Space>
        ),
      },
      { title: t('users.realName'), dataIndex: 'real_name', onCell: userDataCell, render: (v: string | null) => v || '-' },
      { title: t('users.company'), dataIndex: 'company_name', onCell: userDataCell, render: (v: string | null) => v || '-' },
      { title: t('users.userType'), dataIndex: 'user_type', render: (v: UserType) => <Tag color={TYPE_COLORS[v]}>{t(`users.${v}`)}</Tag> },
      { title: t('users.telephone'), dataIndex: 'telephone', render: (v: string | null) => v || '-' },
      { title: t('users.email'), dataIndex: 'email', onCell: userDataCell, render: (v: string | null) => v || '-' },
      { title: t('users.lastSignIn'), dataIndex: 'last_sign_in_at', render: (v: string | null) => (v ? formatTime(v) : t('users.never')) },
    ],
    rowActions: (row) => (
      <>
        <Button type="link" size="small" disabled={row.user_type !== 'customer'} onClick={() => open('devices', row)} data-testid={`user-devices-${row.user_name}`}>
          {t('users.devices')}
        </Button>
        <Button type="link" size="small" disabled={row.id === self} onClick={() => open('routes', row)} data-testid={`user-routes-${row.user_name}`}>
          {t('users.routes')}
        </Button>
        <Button type="link" size="small" onClick={() => open('reset', row)}>
          {t('users.resetPwd')}
        </Button>
      </>
    ),
  };
}
