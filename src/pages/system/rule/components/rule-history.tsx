import { useState } from 'react';
import { Alert, Drawer, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ruleHistory, type Rule, type RuleHistoryRow } from '../../../../api/rules';
import { useRequest } from '../../../../hooks/use-request';
import { resultText } from './result-words';
import { formatTime } from '../../../../lib/format-time';

const PAGE_SIZE = 10;

function causeText(cause: RuleHistoryRow['cause'], t: TFunction): string {
  const c = cause as {
    kind: string; deviceId?: string; paramKey?: string; operator?: string; threshold?: number; value?: number; event?: string; cron?: string;
    predictedAt?: number; leadMinutes?: number;
  };
  const kind = t(`rule.causes.${c.kind}`);
  if (c.kind === 'forecast') {
    const time = c.predictedAt === undefined ? '' : dayjs(c.predictedAt).format('MM-DD HH:mm');
    return `${kind}: ${t('rule.forecastCause', { device: c.deviceId, time, value: c.value, threshold: c.threshold, lead: c.leadMinutes })}`;
  }
  if (c.kind === 'attribute') return `${kind}: ${c.deviceId} ${c.paramKey} = ${c.value} (${t(`rule.operators.${c.operator}`)} ${c.threshold})`;
  if (c.kind === 'event') return `${kind}: ${c.deviceId ?? ''} ${c.event ? t(`rule.events.${c.event}`, c.event) : ''}`.trim();
  if (c.kind === 'timer') return `${kind}: ${c.cron ?? ''}`;
  return kind;
}

/** POST /rulehis for one rule: each firing with its cause and every action's result. */
export function RuleHistory({ rule, onClose }: { rule: Rule; onClose(): void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useRequest(() => ruleHistory({ rule_id: rule.id, page, pageSize: PAGE_SIZE }));

  const columns: TableColumnsType<RuleHistoryRow> = [
    { title: t('rule.firedAt'), dataIndex: 'fired_at', width: 180, render: (v: string, row) => <Space>{formatTime(v)}{row.manual && <Tag>{t('rule.manual')}</Tag>}</Space> },
    { title: t('rule.cause'), dataIndex: 'cause', render: (cause: RuleHistoryRow['cause']) => causeText(cause, t) },
    {
      title: t('rule.results'),
      dataIndex: 'results',
      render: (results: RuleHistoryRow['results']) => (
        <Space orientation="vertical" size={2}>
          {results.map((r, i) => (
            <span key={i} data-testid="rule-history-result">
              <Tag color={r.ok ? 'green' : 'red'}>{r.ok ? t('rule.ok') : t('rule.failed')}</Tag>
              {t(`rule.actionTypes.${r.type}`, r.type === 'notify_users' ? t('rule.notifyUsers') : r.type)}
              <Typography.Text type="secondary"> {resultText(r, t)}</Typography.Text>
            </span>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <Drawer open size={860} title={`${t('rule.history')}: ${rule.name}`} onClose={onClose} destroyOnHidden>
      {history.status === 'error' && <Alert type="error" showIcon title={history.error?.message} style={{ marginBottom: 12 }} />}
      <Table<RuleHistoryRow>
        rowKey="id"
        size="small"
        data-testid="rule-history"
        loading={history.status === 'loading'}
        columns={columns}
        dataSource={history.data?.rows ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: history.data?.total ?? 0,
          onChange: (next) => {
            setPage(next);
            history.reload();
          },
        }}
      />
    </Drawer>
  );
}
