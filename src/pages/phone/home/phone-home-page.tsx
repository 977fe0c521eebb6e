import { Card, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getRealtimeAll, type RealtimeDevice } from '../../../api/telemetry';
import { useOfflineRead } from '../../../hooks/use-offline-read';
import { PhoneShell } from '../../../components/phone/phone-shell';
import { StaleNotice } from '../../../components/phone/stale-notice';
import { AttentionList } from '../../../components/phone/attention-list';
import { ageText } from '../../../components/phone/age-text';
import { USER_DATA } from '../../../lib/user-data';
import { paramName } from '../../../lib/param-name';

/**
 * /m: the latest values of the caller's devices, each with its age; offline, the values kept
 * from the last visit, marked with the time they were read.
 */
export default function PhoneHomePage() {
  const { t, i18n } = useTranslation();
  const read = useOfflineRead('realtime-all', () => getRealtimeAll());
  const devices: RealtimeDevice[] = read.data?.rows ?? [];
  return (
    <PhoneShell title={t('phone.ponds.title')}>
      <StaleNotice read={read} />
      <AttentionList />
      {devices.length === 0 && !read.failed && read.savedAt !== undefined && <Empty description={t('phone.ponds.empty')} />}
      {devices.map((device) => (
        <Card key={device.device_id} size="small" data-testid="phone-device" className={read.stale ? 'phone-card--stale' : undefined}>
          <Typography.Title level={2} style={{ fontSize: 17, margin: 0 }}>
            <span {...USER_DATA}>{device.device_name}</span>
          </Typography.Title>
          {device.last_update !== null && (
            <Typography.Text type={read.stale ? 'warning' : 'secondary'} data-testid="phone-device-age">
              {t('phone.ponds.lastReading', { age: ageText(t, device.last_update) })}
            </Typography.Text>
          )}
          <List
            size="small"
            dataSource={device.params}
            renderItem={(p) => (
              <List.Item style={{ paddingInline: 0 }}>
                <span>{paramName(p, i18n.language)}</span>
                <strong>{p.value === null ? t('phone.ponds.noValue') : `${p.value}${p.unit ? ` ${p.unit}` : ''}`}</strong>
              </List.Item>
            )}
          />
        </Card>
      ))}
    </PhoneShell>
  );
}
