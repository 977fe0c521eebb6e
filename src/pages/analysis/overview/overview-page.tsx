import { useMemo, useState } from 'react';
import { Alert, Card, Empty, Select, Space, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SummaryRow } from '../../../api/telemetry';
import { RankBarChart } from '../../../components/charts/rank-bar-chart';
import { formatValue } from '../../../components/charts/time-format';
import { factorName, standardText } from '../../../components/summary/standard-text';
import { SummaryToolbar } from '../../../components/summary/summary-toolbar';
import { defaultSummaryQuery, useSummary, type SummaryQuery } from '../../../components/summary/use-summary';
import { userDataCell } from '../../../lib/user-data';
import './overview-i18n';

const rowKey = (r: SummaryRow) => `${r.device_id}:${r.param_key}`;

/** /analysis/overview (3005): per factor and device min, max, average and hours over the configured standard. */
export default function OverviewPage() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState<SummaryQuery>(defaultSummaryQuery);
  const summary = useSummary(query);
  const [factor, setFactor] = useState<string | null>(null);
  const rows = useMemo(() => summary.data?.rows ?? [], [summary.data]);
  const factors = useMemo(() => {
    const byKey = new Map<string, { key: string; label: string; value: number }>();
    for (const r of rows) {
      const entry = byKey.get(r.param_key) ?? { key: r.param_key, label: factorName(r, i18n.language), value: 0 };
      entry.value += r.exceedHours;
      byKey.set(r.param_key, entry);
    }
    return [...byKey.values()].sort((a, b) => b.value - a.value);
  }, [rows, i18n.language]);
  const shown = useMemo(
    () => rows.filter((r) => !factor || r.param_key === factor).sort((a, b) => a.param_key.localeCompare(b.param_key) || a.device_id.localeCompare(b.device_id)),
    [rows, factor],
  );
  const empty = summary.status === 'ready' && rows.every((r) => r.count === 0);

  return (
    <Card data-testid="overview-page">
      <SummaryToolbar initial={query} onQuery={setQuery} />
      {summary.status === 'error' ? (
        <Alert type="error" showIcon title={t('summary.loadFailed', { error: summary.error?.message ?? '' })} />
      ) : summary.status === 'loading' && !summary.data ? (
        <Spin style={{ display: 'block', padding: 48 }} />
      ) : empty ? (
        <Empty description={t('summary.empty')} data-testid="overview-empty" />
      ) : (
        <Spin spinning={summary.status === 'loading'}>
          <Typography.Title level={5}>{t('overview.chartTitle')}</Typography.Title>
          <RankBarChart items={factors.filter((f) => f.value > 0)} color="#fa8c16" testId="overview-chart" />
          <Space style={{ margin: '16px 0 8px' }}>
            <Typography.Text>{t('overview.factor')}</Typography.Text>
            <Select
              aria-label={t('overview.factor')}
              style={{ minWidth: 180 }}
              value={factor ?? ''}
              onChange={(v) => setFactor(v || null)}
              options={[{ value: '', label: t('overview.allFactors') }, ...factors.map((f) => ({ value: f.key, label: f.label }))]}
            />
          </Space>
          <Table<SummaryRow>
            size="small"
            rowKey={rowKey}
            dataSource={shown}
            data-testid="overview-table"
            pagination={{ defaultPageSize: 20, showSizeChanger: true }}
            onRow={(r) => ({ 'data-row': rowKey(r) }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              { title: t('overview.factor'), key: 'factor', render: (_, r) => `${factorName(r, i18n.language)}${r.unit ? ` (${r.unit})` : ''}` },
              { title: t('overview.device'), key: 'device', onCell: userDataCell, render: (_, r) => `${r.device_name} (${r.device_id})` },
              { title: t('overview.min'), dataIndex: 'min', render: (v: number | null) => formatValue(v) },
              { title: t('overview.max'), dataIndex: 'max', render: (v: number | null) => formatValue(v) },
              { title: t('overview.avg'), dataIndex: 'avg', render: (v: number | null) => formatValue(v) },
              { title: t('overview.count'), dataIndex: 'count', sorter: (a, b) => a.count - b.count },
              { title: t('overview.standard'), key: 'standard', render: (_, r) => standardText(r) },
              {
                title: t('overview.exceedHours'),
                dataIndex: 'exceedHours',
                sorter: (a, b) => a.exceedHours - b.exceedHours,
                render: (v: number) => <Typography.Text type={v > 0 ? 'danger' : undefined} data-testid="exceed-hours">{v}</Typography.Text>,
              },
            ]}
          />
        </Spin>
      )}
    </Card>
  );
}
