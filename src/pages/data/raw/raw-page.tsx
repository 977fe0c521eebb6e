import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Empty } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { auditReadings, dayAverages, markReadings, type RawPage } from '../../../api/datahis';
import { deviceParams, type ParamConfig } from '../../../api/device-params';
import { getHisDataByTime } from '../../../api/telemetry';
import { useDeviceList } from '../../../components/device-selector/use-device-list';
import { useRequest } from '../../../hooks/use-request';
import { RawOverview } from './components/raw-overview';
import { RawToolbar, type Range } from './components/raw-toolbar';
import { ReadingsTable, readingKey } from './components/readings-table';
import './raw-i18n';

interface Query {
  deviceId: string;
  paramKey: string | null;
  from: number;
  to: number;
  flaggedOnly: boolean;
}

const NO_PARAMS: ParamConfig[] = [];

/**
 * /data/raw (7001), the data audit: one device's readings over a range with their validity and
 * manual markers, marked valid or invalid in bulk after confirmation; beside them the day averages
 * and the chart of the kept readings, which change with each mark.
 */
export default function RawPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const deviceList = useDeviceList();
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [paramKey, setParamKey] = useState<string | null>(null);
  const [range, setRange] = useState<Range>(() => [dayjs().subtract(24, 'hour'), dayjs()]);
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const [query, setQuery] = useState<Query | null>(null);
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [selected, setSelected] = useState<string[]>([]);
  const [marking, setMarking] = useState(false);
  const shownDevice = deviceId ?? deviceList.devices[0]?.device_id ?? null;

  const params = useRequest(() => (shownDevice ? deviceParams(shownDevice) : Promise.resolve(NO_PARAMS)));
  const readings = useRequest<RawPage | null>(() =>
    query
      ? auditReadings({ device_id: query.deviceId, param_key: query.paramKey ?? undefined, startTime: query.from, endTime: query.to, page: page.current, pageSize: page.size }, query.flaggedOnly, { main: true })
      : Promise.resolve(null),
  );
  // Instants, not browser dates: the server folds whole days in the device's own zone, every day the range touches.
  const averages = useRequest(() =>
    query
      ? dayAverages({ device_id: query.deviceId, paraName: query.paramKey ?? undefined, startTime: String(query.from), endTime: String(query.to) })
      : Promise.resolve(null),
  );
  const series = useRequest(() =>
    query ? getHisDataByTime({ startTime: query.from, endTime: query.to, ids: query.paramKey ? `${query.deviceId}:${query.paramKey}` : query.deviceId }) : Promise.resolve(null),
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- reload() is stable; the device is the input.
  useEffect(() => params.reload(), [shownDevice]);

  const reloadAll = () => {
    setSelected([]);
    readings.reload();
    averages.reload();
    series.reload();
  };
  useEffect(() => {
    if (query) reloadAll();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new query or page reloads; reloadAll only calls stable reloads.
  }, [query, page]);

  const runQuery = () => {
    if (!shownDevice) return void message.warning(t('raw.pickDevice'));
    setPage((p) => ({ ...p, current: 1 }));
    setQuery({ deviceId: shownDevice, paramKey, from: range[0].valueOf(), to: range[1].valueOf(), flaggedOnly });
  };

  const confirmMark = (dataType: 'valid' | 'invalid') => {
    const rows = (readings.data?.rows ?? []).filter((r) => selected.includes(readingKey(r)));
    if (rows.length === 0) return;
    modal.confirm({
      title: t(dataType === 'valid' ? 'raw.confirmValid' : 'raw.confirmInvalid', { count: rows.length }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: dataType === 'invalid' },
      onOk: async () => {
        setMarking(true);
        try {
          const result = await markReadings({ dataType, readings: rows.map((r) => ({ device_id: r.device_id, param_key: r.param_key, ts: r.ts })) });
          void message.success(t('raw.marked', { count: result.updated }));
          reloadAll();
        } catch (error) {
          void message.error((error as Error).message || t('common.operationFailed'));
        } finally {
          setMarking(false);
        }
      },
    });
  };

  const openManage = () => void navigate({ to: '/data/manage', search: (shownDevice ? { deviceId: shownDevice } : {}) as never });

  return (
    <Card title={t('raw.title')} data-testid="raw-page">
      <RawToolbar
        devices={deviceList.devices}
        devicesLoading={deviceList.status === 'loading'}
        onReloadDevices={deviceList.reload}
        deviceId={shownDevice}
        onDevice={(id) => {
          setDeviceId(id);
          setParamKey(null);
        }}
        params={params.data ?? NO_PARAMS}
        paramKey={paramKey}
        onParam={setParamKey}
        range={range}
        onRange={setRange}
        flaggedOnly={flaggedOnly}
        onFlaggedOnly={setFlaggedOnly}
        onQuery={runQuery}
        onManualEntry={openManage}
      />
      {!query ? (
        <Empty description={t('raw.hint')} data-testid="raw-hint" />
      ) : readings.status === 'error' ? (
        <Alert type="error" showIcon title={t('raw.loadFailed', { error: readings.error?.message ?? '' })} action={<Button size="small" onClick={reloadAll}>{t('common.retry')}</Button>} />
      ) : (
        <>
          <RawOverview averages={averages} series={series} range={[query.from, query.to]} />
          <ReadingsTable
            rows={readings.data?.rows ?? []}
            total={readings.data?.total ?? 0}
            page={page}
            onPage={(current, size) => setPage({ current, size })}
            loading={readings.status === 'loading'}
            selected={selected}
            onSelect={setSelected}
            onMark={confirmMark}
            marking={marking}
          />
        </>
      )}
    </Card>
  );
}
