import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Input, Popconfirm, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { deleteCommandCodes, searchCommandCodes, type CommandCode, type CommandCodeQuery } from '../../../api/command-codes';
import { companyOptions } from '../../../api/device-admin';
import { useRequest } from '../../../hooks/use-request';
import { USER_DATA, userDataCell } from '../../../lib/user-data';
import { DEVICE_TYPES, type DeviceType } from '../../../../shared/contract/device-types';
import { CodeFormModal } from './code-form-modal';
import './code-i18n';

/**
 * /system/code (8003): the command codes each device type accepts (POST /commandCodeManage),
 * platform defaults beside the company's own; device settings and rule outputs offer them.
 */
export default function CodePage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [query, setQuery] = useState<CommandCodeQuery>({ page: 1, pageSize: 20 });
  const [editing, setEditing] = useState<CommandCode | 'new' | null>(null);
  const list = useRequest((signal) => searchCommandCodes(query, { main: true, signal }));
  // Only the pickers' codes open the company list; without one the server takes the caller's own company.
  const companies = useRequest(() => companyOptions().catch(() => []));

  const change = (next: Partial<typeof query>) => {
    setQuery((q) => ({ ...q, ...next }));
    list.reload();
  };

  const remove = async (code: CommandCode) => {
    try {
      await deleteCommandCodes([code.id]);
      void message.success(t('code.deleted'));
      list.reload();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    }
  };

  const columns: TableColumnsType<CommandCode> = [
    { title: t('code.deviceType'), dataIndex: 'device_type', width: 100 },
    { title: t('code.code'), dataIndex: 'code', render: (v: string) => <Typography.Text code {...USER_DATA}>{v}</Typography.Text> },
    { title: t('code.name'), key: 'name', onCell: userDataCell, render: (_, row) => (i18n.language === 'en-US' ? row.name_en || row.name : row.name) },
    { title: t('code.params'), dataIndex: 'params', ellipsis: true, onCell: userDataCell, render: (v: CommandCode['params']) => (v ? <Typography.Text code>{JSON.stringify(v)}</Typography.Text> : '-') },
    { title: t('code.replyCode'), dataIndex: 'reply_code', onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    {
      title: t('code.owner'),
      key: 'owner',
      render: (_, row) => (row.tenant_id === null ? <Tag color="blue">{t('code.platform')}</Tag> : <span {...USER_DATA}>{row.tenant_name ?? '-'}</span>),
    },
    {
      title: t('code.actions'),
      key: 'actions',
      width: 140,
      render: (_, row) =>
        row.editable ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing(row)} data-testid="code-edit">
              {t('code.edit')}
            </Button>
            <Popconfirm title={t('code.deleteConfirm', { code: row.code })} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => remove(row)}>
              <Button type="link" size="small" danger>
                {t('code.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('code.readOnly')}</Typography.Text>
        ),
    },
  ];

  return (
    <Card
      title={t('code.title')}
      data-testid="code-page"
      extra={
        <Button type="primary" onClick={() => setEditing('new')} data-testid="code-add">
          {t('code.add')}
        </Button>
      }
    >
      <Alert type="info" showIcon title={t('code.hint')} style={{ marginBottom: 16 }} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder={t('code.allTypes')}
          aria-label={t('code.deviceType')}
          style={{ width: 160 }}
          options={DEVICE_TYPES.map((type) => ({ value: type, label: type }))}
          onChange={(device_type?: DeviceType) => change({ device_type, page: 1 })}
        />
        <Input.Search allowClear placeholder={t('code.search')} aria-label={t('code.search')} style={{ width: 240 }} onSearch={(keyword) => change({ keyword: keyword.trim() || undefined, page: 1 })} />
      </Space>
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<CommandCode>
        rowKey="id"
        size="middle"
        data-testid="code-table"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty description={t('code.empty')} /> }}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, onChange: (page, pageSize) => change({ page, pageSize }) }}
      />
      {editing && (
        <CodeFormModal
          code={editing === 'new' ? undefined : editing}
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
