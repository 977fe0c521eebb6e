import { useMemo } from 'react';
import { Alert, Col, Empty, Row, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AverageResult } from '../../../../api/datahis';
import type { SeriesResult } from '../../../../api/telemetry';
import { colorAt } from '../../../../components/charts/palette';
import type { ChartSeries } from '../../../../components/charts/series-window';
import { TimeSeriesChart } from '../../../../components/charts/time-series-chart';
import { toXY } from '../../../../lib/lttb';
import { paramName } from '../../../../lib/param-name';
import type { RequestState } from '../../../../hooks/use-request';

interface AverageRow {
  key: string;
  param: string;
  day: string;
  avg: number;
  min: number;
  max: number;
  count: number;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/**
 * The kept readings of the audited range: day averages from /datahis/findAverage and the series
 * from /datahis/getHisDataByTime, both without invalid readings, so a mark shows its effect here.
 */
export function RawOverview(props: { averages: RequestState<AverageResult | null>; series: RequestState<SeriesResult | null>; range: [number, number] }) {
  const { t, i18n } = useTranslation();
  const rows = useMemo<AverageRow[]>(
    () =>
      (props.averages.data?.series ?? []).flatMap((s) =>
        s.rows.map((r) => ({ key: `${s.param_key}|${r.ts}`, param: paramName(s, i18n.language), day: r.label, avg: round(r.avg), min: r.min, max: r.max, count: r.count })),
      ),
    [props.averages.data, i18n.language],
  );
  const chartSeries = useMemo<ChartSeries[]>(
    () =>
      (props.series.data?.series ?? []).map((s, i) => ({ id: s.param_key, label: paramName(s, i18n.language), unit: s.unit, color: colorAt(i), data: toXY(s.points) })),
    [props.series.data, i18n.language],
  );
  const points = chartSeries.reduce((n, s) => n + s.data.xs.length, 0);
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      <Col xs={24} lg={10}>
        <Typography.Title level={5}>{t('raw.averages')}</Typography.Title>
        {props.averages.status === 'error' ? (
          <Alert type="error" showIcon title={t('raw.loadFailed', { error: props.averages.error?.message ?? '' })} />
        ) : (
          <Table<AverageRow>
            size="small"
            rowKey="key"
            pagination={false}
            loading={props.averages.status === 'loading'}
            dataSource={rows}
            locale={{ emptyText: <Empty description={t('raw.noAverages')} /> }}
            columns={[
              { title: t('raw.param'), dataIndex: 'param' },
              { title: t('raw.day'), dataIndex: 'day' },
              { title: t('raw.avg'), dataIndex: 'avg', onCell: (r) => ({ 'data-testid': 'day-average', 'data-day': r.day } as React.HTMLAttributes<HTMLElement>) },
              { title: t('raw.min'), dataIndex: 'min' },
              { title: t('raw.max'), dataIndex: 'max' },
              { title: t('raw.count'), dataIndex: 'count' },
            ]}
            scroll={{ y: 240 }}
            data-testid="raw-averages"
          />
        )}
      </Col>
      <Col xs={24} lg={14}>
        <Typography.Title level={5}>{t('raw.chart')}</Typography.Title>
        {props.series.status === 'error' ? (
          <Alert type="error" showIcon title={t('raw.loadFailed', { error: props.series.error?.message ?? '' })} />
        ) : (
          <Spin spinning={props.series.status === 'loading'}>
            <div data-testid="raw-chart-box" data-points={props.series.status === 'ready' ? points : ''}>
              {props.series.status === 'ready' && points === 0 ? (
                <Empty description={t('raw.noAverages')} />
              ) : (
                <TimeSeriesChart series={chartSeries} height={260} limits={props.range} testId="raw-chart" />
              )}
            </div>
          </Spin>
        )}
      </Col>
    </Row>
  );
}
