import { useMemo } from 'react';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Report } from '../../../../api/reports';
import { TimeSeriesChart } from '../../../../components/charts/time-series-chart';
import type { ChartSeries } from '../../../../components/charts/series-window';
import { colorAt } from '../../../../components/charts/palette';

const KINDS = ['avg', 'min', 'max'] as const;

/** A chart per parameter with data: the mean of each row of the report, with its min and max. */
export function ParamCharts({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en-US';
  const charts = useMemo(
    () =>
      report.params
        .filter((p) => (report.stats[p.param_key]?.count ?? 0) > 0)
        .map((p) => {
          const rows = report.rows.filter((r) => r.values[p.param_key]);
          const series: ChartSeries[] = KINDS.map((kind, i) => ({
            id: `${p.param_key}:${kind}`,
            label: t(`periodic.series.${kind}`),
            unit: p.unit,
            color: colorAt(i),
            data: {
              xs: Float64Array.from(rows.map((r) => r.ts)),
              ys: Float64Array.from(rows.map((r) => r.values[p.param_key][kind] as number)),
            },
          }));
          return { key: p.param_key, title: `${(en ? p.name_en : p.name) ?? p.name}${p.unit ? ` (${p.unit})` : ''}`, series };
        }),
    [report, en, t],
  );
  return (
    <Row gutter={[16, 16]} data-testid="report-charts">
      {charts.map((c) => (
        <Col key={c.key} xs={24} xl={12}>
          <Card size="small" title={c.title} data-param={c.key}>
            <TimeSeriesChart series={c.series} height={220} zoomable={false} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
