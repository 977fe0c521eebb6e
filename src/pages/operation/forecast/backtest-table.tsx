import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BacktestNight } from '../../../api/forecast';
import { mgL } from '../../../components/oxygen-forecast/forecast-words';
import { BACKTEST_HOUR, clockAt, offsetAt } from '../../../components/oxygen-forecast/night-time';

/** The pond's local clock that night: its forecast was made at 20:00 local (night-time.ts). */
const clockOf = (night: BacktestNight) => (ts: number) => clockAt(ts, offsetAt(night.asof, BACKTEST_HOUR));

/** The backtest's nights, newest first: the forecast minimum with its band, the actual one, the error. */
export function BacktestTable({ nights, loading }: { nights: readonly BacktestNight[]; loading: boolean }) {
  const { t } = useTranslation();
  const none = (key: string) => <Typography.Text type="secondary">{t(key)}</Typography.Text>;
  const columns: TableColumnsType<BacktestNight> = [
    { title: t('opForecast.night'), dataIndex: 'night', width: 130 },
    {
      title: t('opForecast.predicted'),
      key: 'predicted',
      render: (_, n) => (n.predicted ? `${mgL(n.predicted.value)} (${mgL(n.predicted.low)}–${mgL(n.predicted.high)}) · ${clockOf(n)(n.predicted.ts)}` : none('opForecast.noPrediction')),
    },
    {
      title: t('opForecast.actual'),
      key: 'actual',
      render: (_, n) => (n.actual ? `${mgL(n.actual.value)} · ${clockOf(n)(n.actual.ts)}` : none('opForecast.noActual')),
    },
    { title: `${t('opForecast.error')} (mg/L)`, dataIndex: 'error', width: 120, render: (error: number | null) => (error === null ? '-' : error.toFixed(2)) },
  ];
  return (
    <Table<BacktestNight>
      rowKey="night"
      size="small"
      loading={loading}
      columns={columns}
      dataSource={[...nights].reverse()}
      pagination={{ pageSize: 15, hideOnSinglePage: true }}
      data-testid="backtest-table"
    />
  );
}
