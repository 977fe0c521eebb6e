import { Button, Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Suggestion } from '../../../api/optimisation';
import { USER_DATA } from '../../../lib/user-data';
import { CURRENT_COLOR, LimitHistogram, SUGGESTED_COLOR } from './limit-histogram';

/** One parameter: its distribution with both pairs of limits, the percentiles, the backtest and "apply". */
export function SuggestionCard({ row, canApply, onApply }: { row: Suggestion; canApply: boolean; onApply(row: Suggestion): void }) {
  const { t } = useTranslation();
  const limit = (v: number | null) => (v === null ? t('opParams.none') : <span {...USER_DATA}>{v}</span>);
  const pair = (l: { min: number | null; max: number | null }) => (
    <>
      {t('opParams.lower')} {limit(l.min)} · {t('opParams.upper')} {limit(l.max)}
    </>
  );
  const same = row.current.min === row.suggested.min && row.current.max === row.suggested.max;
  return (
    <Card
      size="small"
      data-testid={`suggestion-${row.paramKey}`}
      title={<span {...USER_DATA}>{row.paramName}{row.unit ? ` (${row.unit})` : ''}</span>}
      extra={canApply && <Button type="primary" disabled={same} onClick={() => onApply(row)} data-testid={`apply-${row.paramKey}`}>{t('opParams.apply')}</Button>}
    >
      <Space align="start" wrap size="large">
        <div>
          <LimitHistogram row={row} label={t('opParams.histogram')} />
          <Space size="middle">
            <Typography.Text style={{ color: CURRENT_COLOR }}>┅ {t('opParams.legendCurrent')}</Typography.Text>
            <Typography.Text style={{ color: SUGGESTED_COLOR }}>━ {t('opParams.legendSuggested')}</Typography.Text>
          </Space>
        </div>
        <Descriptions size="small" column={1} bordered style={{ minWidth: 320 }}>
          <Descriptions.Item label={t('opParams.current')}>{pair(row.current)}</Descriptions.Item>
          <Descriptions.Item label={t('opParams.suggested')}>{pair(row.suggested)}</Descriptions.Item>
          <Descriptions.Item label={t('opParams.hours')}><span {...USER_DATA}>{row.count}</span></Descriptions.Item>
          <Descriptions.Item label={t('opParams.percentiles')}>
            <span {...USER_DATA}>P1 {row.percentiles.p1} · P50 {row.percentiles.p50} · P99 {row.percentiles.p99}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('opParams.backtest')}>
            <div data-testid={`backtest-${row.paramKey}`}>
              <div>{t('opParams.current')}: {t('opParams.alarms')} <b>{row.backtest.current.alarms}</b> · {t('opParams.missed')} <b>{row.backtest.current.missed}</b></div>
              <div>{t('opParams.suggested')}: {t('opParams.alarms')} <b>{row.backtest.suggested.alarms}</b> · {t('opParams.missed')} <b>{row.backtest.suggested.missed}</b></div>
              <Typography.Text type="secondary">{t('opParams.excursions', { n: row.backtest.excursions })}</Typography.Text>
            </div>
          </Descriptions.Item>
        </Descriptions>
      </Space>
    </Card>
  );
}
