import { useState } from 'react';
import { Button, Card, Empty, Space, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { deleteParamConfig, deviceParams, enableParam, paramDefinitions, type ParamConfig } from '../../../api/device-params';
import { DevicePicker } from '../../../components/device-picker/device-picker';
import { useRequest } from '../../../hooks/use-request';
import { listActionColumn } from '../../../components/crud/list-action-column';
import { useCrudAction } from '../../../components/crud/use-crud-action';
import { useCrudWords } from '../../../components/crud/crud-words';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { paramName } from '../../../lib/param-name';
import { ParamConfigModal } from './components/param-config-modal';
import { userDataCell } from '../../../lib/user-data';
import './parametr-i18n';

const range = (low: number | null, high: number | null) => (low === null && high === null ? '-' : `${low ?? '-∞'} ~ ${high ?? '∞'}`);

/** /system/parametr (8007): a device's parameter configurations, edited with the server's checks. */
export default function ParametrPage() {
  const { t, i18n } = useTranslation();
  const word = useCrudWords('parametr');
  const navigate = useNavigate();
  const [deviceId, setDeviceId] = useState<string | undefined>();
  const [dialog, setDialog] = useState<{ config?: ParamConfig } | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const configs = useRequest(() => (deviceId ? deviceParams(deviceId) : Promise.resolve([] as ParamConfig[])));
  const definitions = useRequest(() => paramDefinitions().catch(() => []));

  const pick = (id: string) => {
    setDeviceId(id);
    configs.reload();
  };

  const run = useCrudAction(configs.reload);
  const toggle = async (row: ParamConfig, on: boolean) => {
    setSwitching(row.param_key);
    await run(() => enableParam(row.device_id, row.param_key, on ? 1 : 0), t('parametr.statusSwitched'));
    setSwitching(null);
  };

  const columns: TableColumnsType<ParamConfig> = [
    { title: t('parametr.name'), dataIndex: 'name', fixed: 'left', width: 140, render: (_, row) => paramName(row, i18n.language) },
    { title: t('parametr.paramKey'), dataIndex: 'param_key', width: 120, onCell: userDataCell },
    { title: t('parametr.unit'), dataIndex: 'param_unit', width: 70, render: (v: string | null) => v ?? '-' },
    { title: t('parametr.min'), dataIndex: 'min', width: 80, render: (v: number | null) => v ?? '-' },
    { title: t('parametr.max'), dataIndex: 'max', width: 80, render: (v: number | null) => v ?? '-' },
    { title: t('parametr.isHigh'), dataIndex: 'isHigh', width: 100, render: (v: number) => t(`parametr.isHighTypes.${v}`) },
    { title: t('parametr.period'), dataIndex: 'period', width: 120 },
    { title: t('parametr.waitTime'), dataIndex: 'waitTime', width: 140 },
    { title: t('parametr.maxTime'), dataIndex: 'maxTime', width: 120 },
    { title: t('parametr.correcting'), dataIndex: 'correcting', width: 90 },
    { title: t('parametr.reasonable'), key: 'reasonable', width: 130, render: (_, r) => range(r.startValue, r.endValue) },
    { title: t('parametr.perfect'), key: 'perfect', width: 120, render: (_, r) => range(r.valuePerfectL, r.valuePerfectH) },
    { title: t('parametr.prompt_id'), dataIndex: 'prompt_id', width: 90, render: (v: number | null) => v ?? '-' },
    {
      title: t('parametr.isOpen'),
      dataIndex: 'isOpen',
      width: 80,
      render: (v: number, row) => (
        <Switch
          size="small"
          checked={v === 1}
          loading={switching === row.param_key}
          aria-label={`${t('parametr.isOpen')} ${row.param_key}`}
          onChange={(on) => void toggle(row, on)}
        />
      ),
    },
    {
      ...listActionColumn<ParamConfig>({
        word,
        ids: 'param',
        rowId: (row) => row.param_key,
        width: 190,
        nameOf: (row) => paramName(row, i18n.language),
        onEdit: (row) => setDialog({ config: row }),
        more: (row) => (
          <Button type="link" size="small" onClick={() => void navigate({ to: '/system/parametr/rule', search: { deviceId: row.device_id, paramKey: row.param_key } })}>
            {t('parametr.rule')}
          </Button>
        ),
        onDelete: (row) => void run(() => deleteParamConfig(row.device_id, row.param_key), t('parametr.deleted')),
      }),
      fixed: 'right',
    },
  ];

  const configured = new Set((configs.data ?? []).map((c) => c.param_key));
  const addable = (definitions.data ?? []).filter((d) => !configured.has(d.param_key));

  return (
    <Card
      title={t('parametr.title')}
      data-testid="parametr-page"
      extra={
        <Button type="primary" disabled={!deviceId || configs.status !== 'ready'} onClick={() => setDialog({})}>
          {t('parametr.add')}
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <Typography.Text>{t('parametr.device')}</Typography.Text>
        <DevicePicker value={deviceId} onChange={pick} testId="parametr-device" style={{ width: 320 }} />
      </Space>
      {configs.status === 'error' && <LoadErrorAlert message={configs.error?.message} onRetry={configs.reload} />}
      {!deviceId ? (
        <Empty description={t('parametr.pickDevice')} />
      ) : (
        <Table<ParamConfig>
          rowKey="param_key"
          size="middle"
          scroll={{ x: 1700 }}
          loading={configs.status === 'loading'}
          columns={columns}
          dataSource={configs.data ?? []}
          pagination={false}
        />
      )}
      {dialog && deviceId && (
        <ParamConfigModal
          deviceId={deviceId}
          config={dialog.config}
          addable={addable}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            configs.reload();
          }}
        />
      )}
    </Card>
  );
}
