import { useCallback, useState } from 'react';
import { Button, Card, Input, Select, Space, Switch, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
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
import { listActionColumn } from '../../../components/crud/list-action-column';
import { useCrudAction } from '../../../components/crud/use-crud-action';
import { useCrudList, type CrudQuery } from '../../../components/crud/use-crud-list';
import { useCrudWords } from '../../../components/crud/crud-words';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useSessionStore } from '../../../stores/session-store';
import { DeviceFormModal } from './components/device-form-modal';
import { DeviceImportModal } from './components/device-import-modal';
import { DeviceModbusModal } from './components/device-modbus-modal';
import { DeviceRejectionsDrawer } from './components/device-rejections-drawer';
import { DeviceSecretModal } from './components/device-secret-modal';
import { DeviceUsersModal } from './components/device-users-modal';
import { DEVICE_TYPES, formatFlow } from './device-rules';
import { userDataCell } from '../../../lib/user-data';
import './devices-i18n';
import './device-import-i18n';
import { formatTime } from '../../../lib/format-time';

type Dialog =
  | { kind: 'create' }
  | { kind: 'import' }
  | { kind: 'edit'; device: DeviceRow }
  | { kind: 'bind'; device: DeviceRow }
  | { kind: 'secret'; deviceId: string; secret: string }
  | { kind: 'rejections'; deviceId: string }
  | { kind: 'modbus'; deviceId: string };

/**
 * /system/devices (8001): device list with search and paging, create/edit/delete, enable, bindings, rejected readings, Modbus settings.
 * Not a CrudPage: rows are keyed by their code, the form picks a location on a map and answers a
 * new device's secret, and a row has bindings, rejected readings and a SIM query beside edit and
 * delete; it composes the kit's list, action column, dialog and write parts.
 */
export default function DevicesPage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const manager = user?.userType !== 'customer';
  const word = useCrudWords('devices');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const [querying, setQuerying] = useState<string | null>(null);
  const load = useCallback(({ filter, page, pageSize }: CrudQuery, signal: AbortSignal) => devicePage({ ...filter, page, pageSize }, { main: true, signal }), []);
  const list = useCrudList<DeviceRow, Awaited<ReturnType<typeof load>>>(load, 10);
  const run = useCrudAction(list.reload);
  const companies = useRequest(() => companyOptions().catch(() => []));
  const users = useRequest(() => userOptions().catch(() => []));
  const filter = list.query.filter as { keyword?: string; device_type?: string };
  const search = (next: typeof filter) => list.setFilter(Object.fromEntries(Object.entries({ ...filter, ...next }).filter(([, v]) => v !== undefined && v !== '')));

  const toggle = async (device: DeviceRow, enabled: boolean) => {
    setSwitching(device.device_id);
    await run(() => setDeviceEnabled(device.device_id, enabled), t('devices.statusSwitched'));
    setSwitching(null);
  };

  const queryFlow = async (device: DeviceRow) => {
    setQuerying(device.device_id);
    await run(
      () => residualFlow(device.device_id),
      (usage) => {
        const figures = t('devices.flowResult', { remaining: formatFlow(usage.remaining_mb), total: formatFlow(usage.total_mb) });
        return usage.simulated ? `${figures} (${t('devices.flowSimulated')})` : figures;
      },
    );
    setQuerying(null);
  };

  const columns: TableColumnsType<DeviceRow> = [
    { title: t('devices.deviceId'), dataIndex: 'device_id', fixed: 'left', width: 130 },
    { title: t('devices.name'), dataIndex: 'device_name', width: 200, ellipsis: true, onCell: userDataCell },
    { title: t('devices.type'), dataIndex: 'device_type', width: 130, render: (type: string) => `${type} · ${t(`devices.types.${type}`, type)}` },
    { title: t('devices.company'), dataIndex: 'company_name', width: 200, ellipsis: true, onCell: userDataCell },
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
    { title: t('devices.simNumber'), dataIndex: 'sim_number', width: 150, render: (v: string | null) => v ?? '-' },
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
    { title: t('devices.lastUpdate'), dataIndex: 'last_update', width: 170, render: (v: string | null) => formatTime(v) },
    {
      ...listActionColumn<DeviceRow>({
        word,
        ids: 'device',
        rowId: (device) => device.device_id,
        width: 350,
        nameOf: (device) => device.device_id,
        onEdit: (device) => setDialog({ kind: 'edit', device }),
        more: (device) => (
          <>
            <Button type="link" size="small" onClick={() => setDialog({ kind: 'rejections', deviceId: device.device_id })}>
              {t('devices.rejectionsAction')}
            </Button>
            {manager && (
              <Button type="link" size="small" onClick={() => setDialog({ kind: 'bind', device })}>
                {t('devices.bind')}
              </Button>
            )}
            {manager && (
              <Button type="link" size="small" data-testid={`device-modbus-${device.device_id}`} onClick={() => setDialog({ kind: 'modbus', deviceId: device.device_id })}>
                {t('devices.modbusAction')}
              </Button>
            )}
          </>
        ),
        onDelete: manager ? (device) => void run(() => destroyDevice(device.device_id, user?.userId), t('devices.deleted')) : undefined,
      }),
      fixed: 'right',
    },
  ];

  return (
    <Card
      title={t('devices.title')}
      data-testid="devices-page"
      extra={
        manager && (
          <Space>
            <Button onClick={() => setDialog({ kind: 'import' })} data-testid="device-import-open">
              {t('deviceImport.open')}
            </Button>
            <Button type="primary" onClick={() => setDialog({ kind: 'create' })} data-testid="device-add">
              {t('devices.add')}
            </Button>
          </Space>
        )
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('devices.search')}
          aria-label={t('devices.search')}
          style={{ width: 280 }}
          onSearch={(keyword) => search({ keyword: keyword.trim() })}
        />
        <Select
          allowClear
          placeholder={t('devices.allTypes')}
          aria-label={t('devices.allTypes')}
          style={{ width: 180 }}
          value={filter.device_type}
          onChange={(device_type?: string) => search({ device_type })}
          options={DEVICE_TYPES.map((type) => ({ value: type, label: `${type} · ${t(`devices.types.${type}`)}` }))}
        />
      </Space>
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<DeviceRow>
        rowKey="device_id"
        size="middle"
        // Every column has its width: at 1440 px the names were cut to four characters to fit 1400.
        scroll={{ x: 1900 }}
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.rows}
        pagination={list.pagination}
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
      {dialog?.kind === 'import' && (
        <DeviceImportModal companies={companies.data ?? []} defaultTenantId={user?.tenant?.id} onClose={() => setDialog(null)} onImported={list.reload} />
      )}
      {dialog?.kind === 'bind' && <DeviceUsersModal device={dialog.device} users={users.data ?? []} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'secret' && <DeviceSecretModal deviceId={dialog.deviceId} secret={dialog.secret} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'rejections' && <DeviceRejectionsDrawer deviceId={dialog.deviceId} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'modbus' && <DeviceModbusModal deviceId={dialog.deviceId} onClose={() => setDialog(null)} />}
    </Card>
  );
}
