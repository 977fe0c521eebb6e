import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Empty, Segmented, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { colorAt } from '../../../components/charts/palette';
import type { ChartSeries } from '../../../components/charts/series-window';
import { TimeSeriesChart } from '../../../components/charts/time-series-chart';
import { useDeviceList } from '../../../components/device-selector/use-device-list';
import { DemoHistoryNotice } from '../../../components/demo-history-notice/demo-history-notice';
import { toXY } from '../../../lib/lttb';
import { downloadXlsx } from './components/export-xlsx';
import { historyRows, seriesKey, seriesParam, seriesTitle } from './components/history-rows';
import { SeriesName } from './components/series-name';
import { HistoryTable } from './components/history-table';
import { HistoryToolbar, type Range } from './components/history-toolbar';
import { useHistorySeries, type HistoryQuery } from './components/use-history-series';
import './history-i18n';

type ViewMode = 'chart' | 'table';
const NO_SERIES: never[] = [];

/** /analysis/history (3002): several devices and parameters over a range, as a zoomable chart or a table, with an .xlsx report. */
export default function HistoryPage() {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const deviceList = useDeviceList();
  const [picked, setPicked] = useState<string[] | null>(null);
  const firstId = deviceList.devices[0]?.device_id;
  const deviceIds = useMemo(() => picked ?? (firstId ? [firstId] : []), [picked, firstId]);
  const [range, setRange] = useState<Range>(() => [dayjs().subtract(24, 'hour'), dayjs()]);
  const [query, setQuery] = useState<HistoryQuery | null>(null);
  const [round, setRound] = useState(0);
  const [mode, setMode] = useState<ViewMode>('chart');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [downloading, setDownloading] = useState(false);
  const history = useHistorySeries(query, round);

  const runQuery = () => {
    if (deviceIds.length === 0) return void message.warning(t('history.pickDevice'));
    setQuery({ ids: deviceIds.join(','), start: range[0].valueOf(), end: range[1].valueOf() });
    setRound((r) => r + 1);
  };
  // The first device's last 24 hours show at once; later queries wait for the button.
  useEffect(() => {
    if (!query && deviceIds.length > 0) setQuery({ ids: deviceIds.join(','), start: range[0].valueOf(), end: range[1].valueOf() });
  }, [query, deviceIds, range]);

  const all = history.data?.series ?? NO_SERIES;
  const chartSeries = useMemo<ChartSeries[]>(
    () => all.map((s, i) => ({ id: seriesKey(s), label: seriesTitle(s, i18n.language), unit: s.unit, color: colorAt(i), data: toXY(s.points) })),
    [all, i18n.language],
  );
  const names = useMemo(() => new Map(all.map((s) => [seriesKey(s), { device: s.device_name, param: seriesParam(s, i18n.language) }])), [all, i18n.language]);
  const shownSeries = useMemo(() => chartSeries.filter((s) => !hidden.has(s.id)), [chartSeries, hidden]);
  const columns = shownSeries.map((s) => ({ key: s.id, title: s.label, unit: s.unit ?? null, ...names.get(s.id) }));
  const rows = useMemo(() => historyRows(all, new Set(shownSeries.map((s) => s.id))), [all, shownSeries]);
  const empty = history.status === 'ready' && all.every((s) => s.points.length === 0);
  // The readings the chart holds (before its per-pixel downsampling): tests read it off the box, a canvas cannot be read.
  const points = shownSeries.reduce((n, s) => n + s.data.xs.length, 0);

  const confirmDownload = () =>
    modal.confirm({
      title: t('history.confirmDownload'),
      onOk: async () => {
        setDownloading(true);
        try {
          await downloadXlsx(`history-${dayjs().format('YYYYMMDD-HHmmss')}.xlsx`, t('history.sheet'), t('history.time'), columns, rows);
        } catch (error) {
          void message.error(t('history.downloadFailed', { error: (error as Error).message }));
        } finally {
          setDownloading(false);
        }
      },
    });

  const toggle = (id: string, on: boolean) => {
    const next = new Set(hidden);
    if (on) next.delete(id);
    else next.add(id);
    setHidden(next);
  };

  return (
    <Card data-testid="history-page">
      <DemoHistoryNotice />
      <HistoryToolbar
        devices={deviceList.devices}
        devicesLoading={deviceList.status === 'loading'}
        onReloadDevices={deviceList.reload}
        deviceIds={deviceIds}
        onDevices={setPicked}
        range={range}
        onRange={setRange}
        onQuery={runQuery}
        onDownload={confirmDownload}
        canDownload={rows.length > 0}
        downloading={downloading}
      />
      {history.status === 'error' ? (
        <Alert type="error" showIcon title={t('history.loadFailed', { error: history.error?.message ?? '' })} action={<Button size="small" onClick={() => setRound((r) => r + 1)}>{t('common.retry')}</Button>} />
      ) : empty ? (
        <Empty description={t('history.empty')} data-testid="history-empty" />
      ) : (
        <Spin spinning={history.status === 'loading' || history.status === 'idle'}>
          <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8, marginBottom: 8 }}>
            <div>
              {chartSeries.map((s) => (
                <Tag.CheckableTag key={s.id} checked={!hidden.has(s.id)} onChange={(on) => toggle(s.id, on)} data-series={s.id}>
                  <span className="ts-chart__swatch" style={{ background: s.color }} />
                  {names.has(s.id) ? <SeriesName {...names.get(s.id)!} /> : s.label}
                </Tag.CheckableTag>
              ))}
            </div>
            <Segmented<ViewMode>
              aria-label={t('history.view')}
              value={mode}
              onChange={setMode}
              options={[{ value: 'chart', label: t('history.chart') }, { value: 'table', label: t('history.table') }]}
              data-testid="history-mode"
            />
          </div>
          {mode === 'chart' ? (
            <>
              <div data-testid="history-chart-box" data-points={history.status === 'ready' ? points : ''}>
                <TimeSeriesChart key={`${query?.ids}|${query?.start}|${query?.end}|${round}`} series={shownSeries} height={360} overview resetLabel={t('history.resetZoom')} testId="history-chart" limits={query ? [query.start, query.end] : undefined} />
              </div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('history.zoomHint')}
                {history.data && ` · ${t(`history.resolution.${history.data.resolution}`)}`}
              </Typography.Text>
            </>
          ) : (
            <HistoryTable columns={columns} rows={rows} />
          )}
        </Spin>
      )}
    </Card>
  );
}
