import { useEffect, useMemo, useState } from 'react';
import { Alert, Card, Empty, Select, Space, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AQI_LEVELS, AQI_POLLUTANTS, aqiLevelLabel } from '../../../../shared/contract/air-quality';
import { dailyAqi, type AqiResult, type AqiRow } from '../../../api/reports';
import { DeviceSelector } from '../../../components/device-selector/device-selector';
import { useDeviceList } from '../../../components/device-selector/use-device-list';
import { AqiCalendar } from './aqi-calendar';
import { ReportSubscribe } from '../../../components/report-subscribe/report-subscribe';
import './aqi-i18n';

const AIR_STATION_TYPE = 'ES';

/** The year's dates as the server takes them: 1 January to the year's end or today, whichever is first. */
function yearRange(year: number) {
  const today = new Date().toISOString().slice(0, 10);
  const end = `${year}-12-31`;
  return { startTime: `${year}-01-01`, endTime: end < today ? end : today };
}

type State = { status: 'idle' | 'loading' | 'ready' | 'error'; data?: AqiResult; error?: string };

/** /report/aqi (5005): an air station's daily AQI by HJ 633-2012, as a year calendar and a table. */
export default function AqiPage() {
  const { t, i18n } = useTranslation();
  const list = useDeviceList();
  const stations = useMemo(() => list.devices.filter((d) => d.device_type === AIR_STATION_TYPE), [list.devices]);
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [state, setState] = useState<State>({ status: 'idle' });
  const chosen = deviceId ?? stations[0]?.device_id ?? null;

  useEffect(() => {
    if (!chosen) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading' }));
    dailyAqi({ device_id: chosen, ...yearRange(year) }, { signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: error.message });
      },
    );
    return () => controller.abort();
  }, [chosen, year]);

  const rows = state.data?.rows ?? [];
  const hasAqi = rows.some((r) => r.aqi !== null);
  const levelTag = (r: AqiRow) => {
    const level = AQI_LEVELS.find((l) => l.level === r.level);
    if (!level) return <Tooltip title={t('aqi.noDataHint')}><Tag>{t('aqi.noData')}</Tag></Tooltip>;
    return <Tag color={level.rgb} style={{ color: ['yellow', 'green'].includes(level.color) ? '#000' : '#fff' }}>{aqiLevelLabel(level, i18n.language)}</Tag>;
  };

  return (
    <Card title={t('aqi.title')} data-testid="aqi-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t('aqi.device')}</span>
        <DeviceSelector devices={stations} loading={list.status === 'loading'} onReload={list.reload} value={chosen} onChange={setDeviceId} testId="aqi-device" />
        <span>{t('aqi.year')}</span>
        <Select<number>
          value={year}
          onChange={setYear}
          style={{ width: 110 }}
          aria-label={t('aqi.year')}
          data-testid="aqi-year"
          options={Array.from({ length: 5 }, (_, i) => thisYear - i).map((y) => ({ value: y, label: String(y) }))}
        />
        <ReportSubscribe period="month" report={chosen === null ? null : { kind: 'aqi', device_id: chosen, name: stations.find((d) => d.device_id === chosen)?.device_name ?? chosen }} />
      </Space>
      <Typography.Paragraph type="secondary">{t('aqi.standard')}</Typography.Paragraph>
      {list.status === 'error' && <Alert type="error" showIcon title={t('common.operationFailed')} />}
      {list.status === 'ready' && stations.length === 0 ? (
        <Empty description={t('aqi.noStation')} data-testid="aqi-no-station" />
      ) : state.status === 'error' ? (
        <Alert type="error" showIcon title={t('aqi.loadFailed', { error: state.error ?? '' })} />
      ) : state.status !== 'ready' && !state.data ? (
        <Spin style={{ display: 'block', padding: 48 }} />
      ) : (
        <Spin spinning={state.status === 'loading'}>
          {!hasAqi && <Alert type="info" showIcon title={t('aqi.empty')} style={{ marginBottom: 16 }} data-testid="aqi-empty" />}
          <Typography.Title level={5}>{t('aqi.calendar')}</Typography.Title>
          <AqiCalendar rows={rows} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>{t('aqi.table')}</Typography.Title>
          <Table<AqiRow>
            size="small"
            rowKey="date"
            data-testid="aqi-table"
            dataSource={[...rows].reverse()}
            pagination={{ defaultPageSize: 31, showSizeChanger: true }}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('aqi.date'), dataIndex: 'date', fixed: 'left' },
              { title: t('aqi.aqi'), dataIndex: 'aqi', render: (v: number | null) => v ?? '-' },
              { title: t('aqi.level'), key: 'level', render: (_, r) => levelTag(r) },
              { title: t('aqi.primary'), dataIndex: 'primary', render: (p: string[], r) => (r.aqi === null ? '-' : p.length ? p.map((k) => t(`aqi.pollutants.${k}`)).join(', ') : t('aqi.none')) },
              ...AQI_POLLUTANTS.map((p) => ({ title: `${t(`aqi.pollutants.${p}`)} IAQI`, key: p, render: (_: unknown, r: AqiRow) => r.iaqi[p] ?? '-' })),
            ]}
          />
        </Spin>
      )}
    </Card>
  );
}
