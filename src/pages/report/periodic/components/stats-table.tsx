import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Report, ReportParamStats } from '../../../../api/reports';
import { zoneTime } from '../../../../lib/zone-time';

interface Row extends ReportParamStats {
  key: string;
  name: string;
  unit: string | null;
}

const num = (v: number | null) => (v === null ? '-' : String(Math.round(v * 1000) / 1000));

/** One row per parameter: count, min and max with their times, mean, shares outside the alarm limits and best range. */
export function StatsTable({ report, testId = 'report-stats' }: { report: Pick<Report, 'params' | 'stats' | 'timezone'>; testId?: string }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en-US';
  const share = (v: number | null, configured: boolean) => (!configured ? t('periodic.notSet') : v === null ? '-' : `${(v * 100).toFixed(2)}%`);
  const rows: Row[] = report.params.map((p) => ({
    key: p.param_key,
    name: (en ? p.name_en : p.name) ?? p.name,
    unit: p.unit,
    ...report.stats[p.param_key],
  }));
  const withUnit = (v: number | null, r: Row) => (v === null ? '-' : `${num(v)}${r.unit ? ` ${r.unit}` : ''}`);
  return (
    <Table<Row>
      size="small"
      rowKey="key"
      data-testid={testId}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('periodic.cols.param'), dataIndex: 'name', fixed: 'left' },
        { title: t('periodic.cols.count'), dataIndex: 'count', onCell: () => ({ 'data-col': 'count' }) as React.TdHTMLAttributes<HTMLTableCellElement> },
        { title: t('periodic.cols.min'), key: 'min', render: (_, r) => withUnit(r.min, r) },
        { title: t('periodic.cols.minTime'), key: 'min_ts', render: (_, r) => zoneTime(report.timezone, r.min_ts) },
        { title: t('periodic.cols.max'), key: 'max', render: (_, r) => withUnit(r.max, r) },
        { title: t('periodic.cols.maxTime'), key: 'max_ts', render: (_, r) => zoneTime(report.timezone, r.max_ts) },
        { title: t('periodic.cols.avg'), key: 'avg', render: (_, r) => withUnit(r.avg, r) },
        { title: t('periodic.cols.outsideLimits'), key: 'ol', render: (_, r) => share(r.outside_limits, r.limits.min !== null || r.limits.max !== null) },
        { title: t('periodic.cols.outsideBest'), key: 'ob', render: (_, r) => share(r.outside_best, r.best.low !== null || r.best.high !== null) },
      ]}
    />
  );
}
