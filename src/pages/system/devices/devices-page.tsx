import { useState } from 'react';
import { Alert, App, Button, Card, Input, Popconfirm, Select, Space, Switch, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  companyOptions,
  destroyDevice,
  devicePage,
  residualFlow,
  setDeviceEnabled,
  userOptions,
  type DeviceRow,
} from '../../../api/device-admin';
import { useRequest } from '../../../hooks/use-request';
import { useSessionStore } from '../../../stores/session-store';
import { DeviceFormModal } from './components/device-form-modal';
import { DeviceRejectionsDrawer } from './components/device-rejections-drawer';
import { DeviceSecretModal } from './components/device-secret-modal';
import { DeviceUsersModal } from './components/device-users-modal';
import { DEVICE_TYPES, formatFlow } from './device-rules';
import { userDataCell } from '../../../lib/user-data';
import './devices-i18n';

interface Query {
  page: number;
  pageSize: number;
  keyword: string;
  device_type?: string;
}

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; device: DeviceRow }
  | { kind: 'bind'; device: DeviceRow }
  | { kind: 'secret'; deviceId: string; secret: string }
  | { kind: 'rejections'; deviceId: string };

/** /system/devices (8001): device list with search and paging, create/edit/delete, enable, bindings, rejected readings. */
export default function DevicesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useSessionStore((s) => s.user);
  const manager = user?.userType !== 'customer';
  const [query, setQuery] = useState<Query>({ page: 1, pageSize: 10, keyword: '' });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const [querying, setQuerying] = useState<string | null>(null);
  const list = useRequest(() =>
    devicePage({ page: query.page, pageSize: query.pageSize, keyword: query.keyword || undefined, device_type: query.device_type }, { main: true }),
  );
  const companies = useRequest(() => companyOptions().catch(() => []));
  const users = useRequest(() => userOptions().catch(() => []));

  const search = (next: Partial<Query>) => {
    setQuery((q) => ({ ...q, ...next }));
    list.reload();
  };

  const toggle = async (device: DeviceRow, enabled: boolean) => {
    setSwitching(device.device_id);
    try {
      await setDeviceEnabled(device.device_id, enabled);
      void message.success(t('devices.statusSwitched'));
      list.reload();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setSwitching(null);
    }
  };

  const queryFlow = async (device: DeviceRow) => {
    setQuerying(device.device_id);
    try {
      const usage = await residualFlow(device.device_id);
      const figures = t('devices.flowResult', { remaining: formatFlow(usage.remaining_mb), total: formatFlow(usage.total_mb) });
      void message.success(usage.simulated ? `${figures} (${t('devices.flowSimulated')})` : figures);
      list.reload();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setQuerying(null);
    }
  };

  const remove = async (device: DeviceRow) => {
    try {
      await destroyDevice(device.device_id, user?.userId);
      void message.success(t('devices.deleted'));
      list.reload();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    }
  };

  const columns: TableColumnsType<DeviceRow> = [
    { title: t('devices.deviceId'), dataIndex: 'device_id', fixed: 'left', width: 130 },
    { title: t('devices.name'), dataIndex: 'device_name', ellipsis: true, onCell: userDataCell },
    { title: t('devices.type'), dataIndex: 'device_type', width: 130, render: (type: string) => `${type} · ${t(`devices.types.${type}`, type)}` },
    { title: t('devices.company'), dataIndex: 'company_name', ellipsis: true, onCell: userDataCell },
    {
      title: t('devices.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: string) => <Tag color={status === 'online' ? 'green' : 'default'}>{t(status === 'online' ? 'devices.online' : 'devices.offline')}</Tag>,
    },
    {
      title: t('devices.enabled'),
      dataIndex: 'is_enable',
      width: 80,
      render: (isEnable: number, device) => (
        <Switch
          size="small"
          checked={isEnable === 1}
          loading={switching === device.device_id}
          aria-label={`${t('devices.enabled')} ${device.device_id}`}
          onChange={(checked) => void toggle(device, checked)}
        />
      ),
    },
    { title: t('devices.simNumber'), dataIndex: 'sim_number', render: (v: string | null) => v ?? '-' },
    {
      title: t('devices.remaining'),
      dataIndex: 'remaining_flow',
      width: 140,
      render: (mb: number | null, device) => (
        <Space size={4}>
          {formatFlow(mb)}
          {mb !== null && device.remaining_flow_simulated && (
            <Tooltip title={t('devices.flowSimulatedHint')}>
              <Tag color="default" data-testid="flow-simulated">
                {t('devices.flowSimulated')}
              </Tag>
            </Tooltip>
          )}
          {(device.iccid || device.sim_number) && device.sim_type && (
            <Tooltip title={t('devices.refreshFlow')}>
              <Button type="text" size="small" icon={<ReloadOutlined />} aria-label={`${t('devices.refreshFlow')} ${device.device_id}`} loading={querying === device.device_id} onClick={() => void queryFlow(device)} />
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: t('devices.expiryDate'), dataIndex: 'expiry_date', width: 110, render: (v: string | null) => v ?? '-' },
    { title: t('devices.lastUpdate'), dataIndex: 'last_update', width: 170, render: (v: string | null) => (v ? new Date(v).toLocaleString() : '-') },
    {
      title: t('devices.actions'),
      key: 'actions',
      fixed: 'right',
      width: 290,
      render: (_, device) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', device })}>
            {t('devices.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'rejections', deviceId: device.device_id })}>
            {t('devices.rejectionsAction')}
          </Button>
          {manager && (
            <Button type="link" size="small" onClick={() => setDialog({ kind: 'bind', device })}>
              {t('devices.bind')}
            </Button>
          )}
          {manager && (
            <Popconfirm
              title={t('devices.deleteConfirm', { id: device.device_id })}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() => remove(device)}
            >
              <Button type="link" size="small" danger>
                {t('devices.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('devices.title')}
      data-testid="devices-page"
      extra={
        manager && (
          <Button type="primary" onClick={() => setDialog({ kind: 'create' })} data-testid="device-add">
            {t('devices.add')}
          </Button>
        )
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('devices.search')}
          aria-label={t('devices.search')}
          style={{ width: 280 }}
          onSearch={(keyword) => search({ keyword: keyword.trim(), page: 1 })}
        />
        <Select
          allowClear
          placeholder={t('devices.allTypes')}
          style={{ width: 180 }}
          value={query.device_type}
          onChange={(device_type?: string) => search({ device_type, page: 1 })}
          options={DEVICE_TYPES.map((type) => ({ value: type, label: `${type} · ${t(`devices.types.${type}`)}` }))}
        />
      </Space>
      {list.status === 'error' && <Alert type="error" showIcon title={t('devices.loadFailed')} description={list.error?.message} style={{ marginBottom: 16 }} />}
      <Table<DeviceRow>
        rowKey="device_id"
        size="middle"
        scroll={{ x: 1400 }}
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (page, pageSize) => search({ page, pageSize }),
        }}
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <DeviceFormModal
          device={dialog.kind === 'edit' ? dialog.device : undefined}
          companies={companies.data ?? []}
          users={users.data ?? []}
          defaultTenantId={user?.tenant?.id}
          onClose={() => setDialog(null)}
          onSaved={({ deviceId, secret }) => {
            setDialog(secret ? { kind: 'secret', deviceId, secret } : null);
            list.reload();
          }}
        />
      )}
      {dialog?.kind === 'bind' && <DeviceUsersModal device={dialog.device} users={users.data ?? []} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'secret' && <DeviceSecretModal deviceId={dialog.deviceId} secret={dialog.secret} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'rejections' && <DeviceRejectionsDrawer deviceId={dialog.deviceId} onClose={() => setDialog(null)} />}
    </Card>
  );
}
