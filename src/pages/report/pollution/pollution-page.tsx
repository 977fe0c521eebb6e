import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, DatePicker, Empty, Space, Spin, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { downloadPollutionDays, pollutionDays, type PollutionResult } from '../../../api/reports';
import { DeviceSelector } from '../../../components/device-selector/device-selector';
import { useDeviceList } from '../../../components/device-selector/use-device-list';
import { useReportDownload } from '../../../components/report-download/use-report-download';
import { ReportSubscribe } from '../../../components/report-subscribe/report-subscribe';
import { StackedDaysChart, type StackSegment } from './components/stacked-days-chart';
import { NO_DATA_COLOR, categoryColor, categoryLabel } from './categories';
import './pollution-i18n';

/** Air stations and water monitors: the devices the counts mean something for. */
const TYPES = ['ES', 'AW'];
/** The last months shown at first (the server counts at most a year per call). */
const DEFAULT_MONTHS = 6;
const NO_DATA = 'no_data';

type State = { status: 'idle' | 'loading' | 'ready' | 'error'; data?: PollutionResult; error?: string };
type MonthRow = PollutionResult['months'][number];

/** /report/pollution (5004): good and polluted days per month, stacked by AQI level or water class, with a table and the .xlsx. */
export default function PollutionPage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en-US';
  const list = useDeviceList();
  const monitors = useMemo(() => list.devices.filter((d) => TYPES.includes(d.device_type ?? '')), [list.devices]);
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(DEFAULT_MONTHS - 1, 'month'), dayjs()]);
  const [state, setState] = useState<State>({ status: 'idle' });
  const [round, setRound] = useState(0);
  const chosen = deviceId ?? monitors[0]?.device_id ?? null;
  const query = useMemo(() => ({ device_id: chosen ?? '', startMonth: range[0].format('YYYY-MM'), endMonth: range[1].format('YYYY-MM') }), [chosen, range]);
  const download = useReportDownload(() => downloadPollutionDays(query));

  useEffect(() => {
    if (!query.device_id) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading' }));
    pollutionDays(query, { signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: error.message });
      },
    );
    return () => controller.abort();
  }, [query, round]);

  const data = state.data;
  const label = (c: string) => categoryLabel(data?.kind ?? 'none', c, en);
  const segments: StackSegment[] = data
    ? [...data.categories.map((c) => ({ key: c, label: label(c), color: categoryColor(data.kind, c) })), { key: NO_DATA, label: t('pollution.cols.noData'), color: NO_DATA_COLOR }]
    : [];
  const empty = data && data.months.every((m) => m.good + m.polluted === 0);

  return (
    <Card title={t('pollution.title')} data-testid="pollution-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t('pollution.device')}</span>
        <DeviceSelector devices={monitors} loading={list.status === 'loading'} onReload={list.reload} value={chosen} onChange={setDeviceId} testId="pollution-device" />
        <span>{t('pollution.months')}</span>
        <DatePicker.RangePicker picker="month" value={range} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} data-testid="pollution-months" />
        <Button type="primary" onClick={download.start} loading={download.downloading} disabled={state.status !== 'ready'} data-testid="pollution-download">
          {t('pollution.download')}
        </Button>
        <ReportSubscribe period="month" report={chosen === null ? null : { kind: 'pollution', device_id: chosen, name: monitors.find((d) => d.device_id === chosen)?.device_name ?? chosen }} />
      </Space>
      {list.status === 'error' && <Alert type="error" showIcon title={t('common.operationFailed')} />}
      {list.status === 'ready' && monitors.length === 0 ? (
        <Empty description={t('pollution.noDevice')} />
      ) : state.status === 'error' ? (
        <Alert type="error" showIcon title={t('pollution.loadFailed', { error: state.error ?? '' })} action={<Button size="small" onClick={() => setRound((r) => r + 1)}>{t('pollution.retry')}</Button>} />
      ) : !data ? (
        <Spin style={{ display: 'block', padding: 48 }} />
      ) : (
        <Spin spinning={state.status === 'loading'}>
          <Typography.Paragraph type="secondary">{data.kind === 'air' ? t('pollution.airHint') : data.kind === 'water' ? t('pollution.waterHint') : t('pollution.none')}</Typography.Paragraph>
          {empty && <Alert type="info" showIcon title={t('pollution.empty')} style={{ marginBottom: 16 }} data-testid="pollution-empty" />}
          <Typography.Title level={5}>{t('pollution.chart')}</Typography.Title>
          <StackedDaysChart testId="pollution-chart" segments={segments} months={data.months.map((m) => ({ month: m.month, counts: { ...m.by_category, [NO_DATA]: m.no_data } }))} />
          <Table<MonthRow>
            size="small"
            rowKey="month"
            style={{ marginTop: 16 }}
            data-testid="pollution-table"
            dataSource={data.months}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('pollution.cols.month'), dataIndex: 'month', fixed: 'left' },
              { title: t('pollution.cols.good'), dataIndex: 'good' },
              { title: t('pollution.cols.polluted'), dataIndex: 'polluted' },
              { title: t('pollution.cols.noData'), dataIndex: 'no_data' },
              ...data.categories.map((c) => ({ title: label(c), key: c, render: (_: unknown, m: MonthRow) => m.by_category[c] ?? 0 })),
            ]}
          />
        </Spin>
      )}
    </Card>
  );
}
