import { List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RealtimeParam } from '../../../shared/contract/api/realtime';
import { formatNumber } from '../../../shared/contract/number-format';

const STATUS_COLOR: Record<RealtimeParam['status'], string> = { normal: 'green', warning: 'orange', invalid: 'default', nodata: 'default' };

export function formatValue(value: number | null, unit: string | null): string {
  if (value === null) return '--';
  const text = formatNumber(value, Math.abs(value) >= 100 ? 0 : undefined);
  return unit ? `${text} ${unit}` : text;
}

/** The latest value of each parameter with its state and best range. */
export function DeviceValues({ params }: { params: RealtimeParam[] }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  return (
    <List
      size="small"
      dataSource={params}
      data-testid="device-panel-values"
      renderItem={(p) => (
        <List.Item key={p.param_key} data-param={p.param_key} extra={<Tag color={STATUS_COLOR[p.status]}>{t(`devicePanel.${p.status}`)}</Tag>}>
          <List.Item.Meta
            title={english ? (p.name_en ?? p.name) : p.name}
            description={
              p.valuePerfectL !== null && p.valuePerfectH !== null ? t('devicePanel.best', { low: p.valuePerfectL, high: p.valuePerfectH }) : undefined
            }
          />
          <Typography.Text strong style={{ fontSize: 16 }}>
            {formatValue(p.value, p.unit)}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
