import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Empty, Radio, Select, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applySuggestion, fetchSuggestions, type Suggestion } from '../../../api/optimisation';
import { useDeviceList } from '../../../components/device-selector/use-device-list';
import { useRequest } from '../../../hooks/use-request';
import { useSessionStore } from '../../../stores/session-store';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import { SUGGESTION_WINDOWS } from '../../../../shared/contract/api/optimisation';
import { SuggestionCard } from './suggestion-card';
import './params-i18n';

type Days = (typeof SUGGESTION_WINDOWS)[number];

/**
 * /operation/params: per parameter of a device, alarm limits suggested from its own 30 or 90
 * days, on a histogram with today's limits, with a backtest of both. Applying (confirmed)
 * changes the parameter configuration through the server, which logs it.
 */
export default function ParamsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const devices = useDeviceList();
  // Applying changes the parameter configuration (8007); others see the suggestions only.
  const canApply = useSessionStore((s) => ROUTE_ACCESS.paramConfig.some((code) => s.codes.includes(code)));
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [days, setDays] = useState<Days>(30);
  const shown = deviceId ?? devices.devices[0]?.device_id ?? null;
  const result = useRequest((signal) => (shown ? fetchSuggestions({ deviceId: shown, days }, { main: true, signal }) : Promise.resolve(null)));

  useEffect(() => {
    result.reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload() is stable; device and window are the inputs.
  }, [shown, days]);

  const onApply = (row: Suggestion) => {
    if (!shown) return;
    const value = (v: number | null) => (v === null ? t('opParams.none') : String(v));
    modal.confirm({
      title: t('opParams.apply'),
      content: t('opParams.applyConfirm', { param: row.paramName, min: value(row.suggested.min), max: value(row.suggested.max) }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () =>
        applySuggestion({ deviceId: shown, paramKey: row.paramKey, days }).then(
          () => {
            void message.success(t('opParams.applied'));
            result.reload();
          },
          (error: unknown) => void message.error((error as Error).message || t('common.operationFailed')),
        ),
    });
  };

  const rows = result.data?.rows ?? [];
  return (
    <Card title={t('opParams.title')} data-testid="params-page">
      <Typography.Paragraph type="secondary">{t('opParams.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t('opParams.device')}</span>
        <Select<string>
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 260 }}
          placeholder={t('opParams.pickDevice')}
          aria-label={t('opParams.device')}
          data-testid="params-device"
          // Device names are user data; the placeholder is still the interface's (src/lib/user-data.ts).
          data-user-data
          loading={devices.status === 'loading'}
          value={shown ?? undefined}
          onChange={setDeviceId}
          options={devices.devices.map((d) => ({ value: d.device_id, label: `${d.device_name} (${d.device_id})` }))}
        />
        <span>{t('opParams.window')}</span>
        <Radio.Group value={days} onChange={(e) => setDays(e.target.value as Days)} optionType="button" options={SUGGESTION_WINDOWS.map((n) => ({ value: n, label: t('opParams.days', { n }) }))} />
      </Space>
      {result.status === 'error' && (
        <Alert type="error" showIcon title={t('opParams.loadFailed')} description={result.error?.message} action={<Button size="small" onClick={result.reload}>{t('common.retry')}</Button>} />
      )}
      {(result.status === 'loading' || devices.status === 'loading') && rows.length === 0 && <Spin />}
      {result.status === 'ready' && !shown && devices.status !== 'loading' && <Empty description={t('opParams.pickDevice')} />}
      {result.status === 'ready' && shown && rows.length === 0 && <Empty description={t('opParams.empty')} />}
      <Space direction="vertical" style={{ width: '100%' }}>
        {rows.map((row) => <SuggestionCard key={row.paramKey} row={row} canApply={canApply} onApply={onApply} />)}
      </Space>
    </Card>
  );
}
