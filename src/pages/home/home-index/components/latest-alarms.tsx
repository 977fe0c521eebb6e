import { List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AlarmRow } from '../../../../../shared/contract/api/alarms';
import { paramName } from '../../../../lib/param-name';
import { formatTime } from '../../../../lib/format-time';

const SHOWN = 8;

const KIND_COLOR = { warning: 'orange', fault: 'red', forecast: 'purple' } as const;

/** The newest open alarms: device, parameter (or offline, for a fault raised before issue 16), value and when it began. */
export function LatestAlarms({ rows }: { rows: readonly AlarmRow[] }) {
  const { t, i18n } = useTranslation();
  return (
    <List
      size="small"
      data-testid="home-alarms"
      dataSource={rows.slice(0, SHOWN)}
      locale={{ emptyText: t('homeIndex.noAlarms') }}
      renderItem={(row) => (
        <List.Item key={row.id} data-alarm-id={row.id}>
          <Tag color={KIND_COLOR[row.kind]}>{t(`homeIndex.${row.kind}`)}</Tag>
          <Typography.Text ellipsis style={{ flex: 1 }}>
            <span data-user-data>{row.device_name}</span> · {row.param_key === null ? t('homeIndex.faultName') : (paramName(row, i18n.language) || row.param_key)}
            {row.value !== null && ` ${row.value}${row.unit ?? ''}`}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatTime(row.raised_at)}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
