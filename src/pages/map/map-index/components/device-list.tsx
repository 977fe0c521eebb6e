import { Badge, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RealtimeDevice } from '../../../../../shared/contract/api/realtime';
import { STATUS, STATUS_COLORS, statusOf } from '../../../../../scenes/device-map/device-buffers';

/** The list shows this many matches; the map shows them all. */
const LIST_LIMIT = 200;

const colorOf = (row: RealtimeDevice) => `rgb(${STATUS_COLORS[STATUS[statusOf(row.status, row.alarm)]].slice(0, 3).join(',')})`;

/** Devices that pass the filter; clicking one flies the map to it and opens its panel. */
export function DeviceList({ rows, total, onPick }: { rows: RealtimeDevice[]; total: number; onPick: (index: number) => void }) {
  const { t } = useTranslation();
  const shown = rows.slice(0, LIST_LIMIT);
  return (
    <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }} data-testid="map-device-list">
      <Typography.Text type="secondary">{t('mapIndex.devices', { shown: rows.length, total })}</Typography.Text>
      <List
        size="small"
        dataSource={shown}
        locale={{ emptyText: t('mapIndex.empty') }}
        renderItem={(row, index) => (
          <List.Item key={row.device_id} style={{ cursor: 'pointer', paddingInline: 4 }} onClick={() => onPick(index)} data-device-id={row.device_id}>
            {/* A button inside, so the keyboard reaches each device (and the scrolled list) too; its click is the row's. */}
            <button type="button" className="plain-button">
              <Badge color={colorOf(row)} text={<span data-user-data>{row.device_name}</span>} />
            </button>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.device_id}
            </Typography.Text>
          </List.Item>
        )}
      />
      {rows.length > LIST_LIMIT && <Typography.Text type="secondary">{t('mapIndex.more', { count: rows.length - LIST_LIMIT })}</Typography.Text>}
    </div>
  );
}
