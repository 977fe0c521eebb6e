import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RealtimeDevice } from '../../../../../shared/contract/api/realtime';
import { statusOf } from '../../../../../scenes/device-map/device-buffers';
import { formatValue } from '../../../../components/device-panel/device-values';

const TAG: Record<string, string> = { online: 'green', offline: 'default', warning: 'orange', fault: 'red' };
const MAX_VALUES = 5;

/** The hover card: name, code, state and the latest values of a device. */
export function MapTooltip({ row, x, y }: { row: RealtimeDevice; x: number; y: number }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const status = statusOf(row.status, row.alarm);
  const values = row.params.filter((p) => p.value !== null).slice(0, MAX_VALUES);
  return (
    <div
      data-testid="map-tooltip"
      style={{
        position: 'absolute', left: x + 14, top: y + 14, zIndex: 5, pointerEvents: 'none', minWidth: 180, maxWidth: 280,
        background: 'rgba(20, 24, 33, 0.88)', color: '#fff', borderRadius: 6, padding: '8px 10px', fontSize: 12,
      }}
    >
      <div style={{ fontWeight: 600, marginBottom: 4 }}>
        {row.device_name} <span style={{ opacity: 0.7 }}>{row.device_id}</span>
      </div>
      <Tag color={TAG[status]}>{t(`mapIndex.${status}`)}</Tag>
      {values.length === 0 ? (
        <div style={{ opacity: 0.75, marginTop: 4 }}>{t('mapIndex.noValues')}</div>
      ) : (
        values.map((p) => (
          <div key={p.param_key} style={{ display: 'flex', justifyContent: 'space-between', gap: 12, color: p.status === 'warning' ? '#ffb020' : undefined }}>
            <span>{english ? (p.name_en ?? p.name) : p.name}</span>
            <span>{formatValue(p.value, p.unit)}</span>
          </div>
        ))
      )}
    </div>
  );
}
