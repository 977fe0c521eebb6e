import { useMemo, useState } from 'react';
import { Alert, Empty, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RealtimeDevice } from '../../api/telemetry';
import { colorAt } from '../charts/palette';
import type { ChartSeries } from '../charts/series-window';
import { TimeSeriesChart } from '../charts/time-series-chart';
import { paramLabel } from './param-tile';
import type { RecentHistory } from './use-recent-history';

/** Parameters whose values are states, not measurements, stay off the trend chart. */
const STATE_TYPES = ['switch', 'boolean'];

/** The live multi-series chart of the recent range, with a legend to hide and show parameters. */
export function RecentChart({ device, history }: { device: RealtimeDevice | undefined; history: RecentHistory }) {
  const { t, i18n } = useTranslation();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const params = useMemo(() => (device?.params ?? []).filter((p) => !STATE_TYPES.includes(p.param_type)), [device]);
  const all = useMemo<ChartSeries[]>(
    () =>
      params.map((p, i) => ({
        id: p.param_key,
        label: paramLabel(p, i18n.language),
        unit: p.unit,
        color: colorAt(i),
        data: history.series.get(p.param_key) ?? { xs: new Float64Array(0), ys: new Float64Array(0) },
      })),
    [params, history.series, i18n.language],
  );
  const series = useMemo(() => all.filter((s) => !hidden.has(s.id)), [all, hidden]);
  if (history.status === 'error') return <Alert type="warning" showIcon title={t('realtime.historyFailed', { error: history.error?.message ?? '' })} />;
  if (!device) return <Spin />;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(hidden);
    if (on) next.delete(id);
    else next.add(id);
    setHidden(next);
  };
  return (
    <>
      <div className="realtime-view__legend">
        {all.map((s) => (
          <Tag.CheckableTag key={s.id} checked={!hidden.has(s.id)} onChange={(on) => toggle(s.id, on)}>
            <span className="ts-chart__swatch" style={{ background: s.color }} />
            {s.label}
          </Tag.CheckableTag>
        ))}
      </div>
      <Spin spinning={history.status === 'loading'}>
        <TimeSeriesChart
          series={series}
          limits={history.window}
          minSpan={5_000}
          resetLabel={t('realtime.resetZoom')}
          empty={<Empty description={t('realtime.noData')} />}
          testId="realtime-chart"
        />
      </Spin>
    </>
  );
}
