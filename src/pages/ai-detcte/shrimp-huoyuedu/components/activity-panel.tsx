import { useMemo } from 'react';
import { Alert, Card, Empty, Skeleton, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TimeSeriesChart } from '../../../../components/charts/time-series-chart';
import type { ChartSeries } from '../../../../components/charts/series-window';
import { levelOf } from '../activity-series';
import { useActivitySeries } from '../use-activity-series';

const LEVEL_COLOR = { low: 'blue', normal: 'green', high: 'orange' } as const;
const CURVE_COLOR = '#13c2c2';

/** The live activity index of one device: current value with its level, and the curve. */
export function ActivityPanel({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useTranslation();
  const { points, param, historyError, loading } = useActivitySeries(deviceId);
  const latest = points[points.length - 1] ?? null;
  const level = latest ? levelOf(latest.value, param?.valuePerfectL, param?.valuePerfectH) : null;
  const series = useMemo<ChartSeries[]>(
    () => [
      {
        id: 'activity',
        label: i18n.language === 'en-US' ? 'Shrimp activity' : '虾活跃度',
        color: CURVE_COLOR,
        data: { xs: Float64Array.from(points, (p) => p.ts), ys: Float64Array.from(points, (p) => p.value) },
      },
    ],
    [points, i18n.language],
  );
  return (
    <Card size="small" title={t('shrimpActivity.curve')} data-testid="activity-panel" data-device-id={deviceId}>
      {historyError && <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={t('shrimpActivity.historyFailed', { error: historyError.message })} />}
      <div className="activity-panel__now">
        <Statistic
          title={t('shrimpActivity.current')}
          value={latest ? latest.value.toFixed(1) : '--'}
          suffix="/ 100"
          data-testid="activity-current"
          data-value={latest?.value ?? ''}
        />
        {level && (
          <Tag color={LEVEL_COLOR[level]} data-testid="activity-level" data-level={level}>
            {t(`shrimpActivity.level.${level}`)}
          </Tag>
        )}
      </div>
      {loading ? (
        <Skeleton active />
      ) : points.length < 2 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shrimpActivity.noData')} />
      ) : (
        <TimeSeriesChart series={series} height={260} zoomable={false} testId="activity-chart" formatValue={(v) => v.toFixed(1)} />
      )}
    </Card>
  );
}
