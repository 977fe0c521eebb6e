import { useMemo } from 'react';
import { Button, Card, Dropdown, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Tip } from '../../../api/optimisation';
import { Sparkline } from '../../../components/charts/sparkline';
import { USER_DATA } from '../../../lib/user-data';

const SEVERITY_COLOR = { critical: 'red', warning: 'orange', info: 'blue' } as const;
const CHART_WIDTH = 240;
export const DISMISS_HOURS = [4, 24, 168] as const;

export interface TipCardProps {
  tip: Tip;
  /** The caller holds a command code (8003 or 8012). */
  canCommand: boolean;
  onCommand(tip: Tip): void;
  onRule(tip: Tip): void;
  onDismiss(tip: Tip, hours: number): void;
}

/** One tip: what, where, why (the readings behind it) and the one action it proposes. */
export function TipCard({ tip, canCommand, onCommand, onRule, onDismiss }: TipCardProps) {
  const { t } = useTranslation();
  const data = useMemo(() => ({ xs: Float64Array.from(tip.series, (p) => p.ts), ys: Float64Array.from(tip.series, (p) => p.value) }), [tip.series]);
  const testId = `tip-${tip.deviceId}-${tip.ruleId}`;
  return (
    <Card size="small" data-testid={testId}>
      <Space align="start" size="large" wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space direction="vertical" size={4}>
          <Space wrap>
            <Tag color={SEVERITY_COLOR[tip.severity]}>{t(`opStrategy.severity.${tip.severity}`)}</Tag>
            <Typography.Text strong {...USER_DATA}>{tip.deviceName}</Typography.Text>
            <Typography.Text type="secondary" {...USER_DATA}>{tip.paramName}</Typography.Text>
          </Space>
          <Typography.Text>{tip.advice}</Typography.Text>
          <Typography.Text type="secondary">
            {t('opStrategy.latest')}: <span {...USER_DATA}>{tip.latest} {tip.unit ?? ''}</span>
            {tip.slope !== null && <> · {t('opStrategy.trend')}: <span {...USER_DATA}>{tip.slope > 0 ? '+' : ''}{tip.slope}</span>{t('opStrategy.perHour')}</>}
          </Typography.Text>
        </Space>
        <div role="img" aria-label={t('opStrategy.chartLabel')}>
          <Sparkline data={data} width={CHART_WIDTH} height={48} color={SEVERITY_COLOR[tip.severity] === 'red' ? '#cf1322' : '#1677ff'} />
        </div>
        <Space>
          {tip.action.kind === 'command' && canCommand && (
            <Button type="primary" onClick={() => onCommand(tip)} data-testid={`${testId}-command`}>{t('opStrategy.sendCommand')}</Button>
          )}
          {tip.action.kind === 'rule' && (
            <Button type="primary" onClick={() => onRule(tip)} data-testid={`${testId}-rule`}>{t('opStrategy.openRule')}</Button>
          )}
          <Dropdown
            trigger={['click']}
            menu={{
              items: DISMISS_HOURS.map((h) => ({ key: String(h), label: t(`opStrategy.dismissFor.h${h}`) })),
              onClick: ({ key }) => onDismiss(tip, Number(key)),
            }}
          >
            <Button data-testid={`${testId}-dismiss`}>{t('opStrategy.dismiss')}</Button>
          </Dropdown>
        </Space>
      </Space>
    </Card>
  );
}
