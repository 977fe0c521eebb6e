import { useMemo, useState } from 'react';
import { Alert, Card, Empty, Space, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RankBarChart } from '../../../components/charts/rank-bar-chart';
import { factorName } from '../../../components/summary/standard-text';
import { SummaryToolbar } from '../../../components/summary/summary-toolbar';
import { defaultSummaryQuery, useSummary, type SummaryQuery } from '../../../components/summary/use-summary';
import { rankSources, type SourceRank } from './components/rank-sources';
import { userDataCell } from '../../../lib/user-data';
import './pollution-i18n';

/** /analysis/pollution (3004): sources (devices) ranked by hours over the configured standards, with the factors to blame. */
export default function PollutionPage() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState<SummaryQuery>(defaultSummaryQuery);
  const summary = useSummary(query);
  const ranks = useMemo(() => rankSources(summary.data?.rows ?? []), [summary.data]);
  const empty = summary.status === 'ready' && (summary.data?.rows ?? []).every((r) => r.count === 0);
  const over = ranks.filter((r) => r.exceedHours > 0);

  return (
    <Card data-testid="pollution-page">
      <SummaryToolbar initial={query} onQuery={setQuery} />
      {summary.status === 'error' ? (
        <Alert type="error" showIcon title={t('summary.loadFailed', { error: summary.error?.message ?? '' })} />
      ) : summary.status === 'loading' && !summary.data ? (
        <Spin style={{ display: 'block', padding: 48 }} />
      ) : empty ? (
        <Empty description={t('summary.empty')} data-testid="pollution-empty" />
      ) : (
        <Spin spinning={summary.status === 'loading'}>
          <Typography.Title level={5}>{t('pollution.chartTitle')}</Typography.Title>
          {over.length > 0 ? (
            <RankBarChart items={over.map((r) => ({ key: r.device_id, label: r.device_name, value: r.exceedHours }))} testId="pollution-chart" labelsAreUserData />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pollution.none')} />
          )}
          <Table<SourceRank>
            size="small"
            rowKey="device_id"
            dataSource={ranks}
            style={{ marginTop: 16 }}
            data-testid="pollution-table"
            pagination={{ defaultPageSize: 20, showSizeChanger: true }}
            onRow={(r) => ({ 'data-device': r.device_id }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              { title: t('pollution.rank'), dataIndex: 'rank', width: 80 },
              { title: t('pollution.source'), key: 'source', onCell: userDataCell, render: (_, r) => `${r.device_name} (${r.device_id})` },
              { title: t('pollution.type'), dataIndex: 'device_type', render: (type: string) => t(`deviceSelector.types.${type}`, { defaultValue: type }) },
              { title: t('pollution.exceedHours'), dataIndex: 'exceedHours', render: (v: number) => <Typography.Text type={v > 0 ? 'danger' : undefined}>{v}</Typography.Text> },
              {
                title: t('pollution.factors'),
                key: 'factors',
                render: (_, r) =>
                  r.factors.length === 0 ? (
                    <Typography.Text type="secondary">{t('pollution.none')}</Typography.Text>
                  ) : (
                    <Space size={4} wrap>
                      {r.factors.map((f) => (
                        <Tag key={f.param_key} color="red">{`${factorName(f, i18n.language)} ${t('pollution.hours', { count: f.exceedHours })}`}</Tag>
                      ))}
                    </Space>
                  ),
              },
            ]}
          />
        </Spin>
      )}
    </Card>
  );
}
