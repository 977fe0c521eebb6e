import { Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceRow } from '../../api/devices';
import { REFRESH_INTERVALS } from '../../../streams';
import { setUserRefreshInterval, useRefreshIntervalStore } from '../../stores/refresh-interval-store';
import { useSessionStore } from '../../stores/session-store';
import { DeviceSelector } from '../device-selector/device-selector';
import { RECENT_RANGES, type RecentRangeKey } from './recent-ranges';

interface RealtimeToolbarProps {
  devices: readonly DeviceRow[];
  devicesLoading: boolean;
  onReloadDevices: () => void;
  deviceId: string | null;
  onDevice: (id: string) => void;
  range: RecentRangeKey;
  onRange: (range: RecentRangeKey) => void;
  /** Status tags at the right end (online, stale, updated at). */
  status: React.ReactNode;
}

/** Device, refresh interval (remembered per user) and recent range of the real-time views. */
export function RealtimeToolbar(props: RealtimeToolbarProps) {
  const { t } = useTranslation();
  const interval = useRefreshIntervalStore((s) => s.interval);
  const userName = useSessionStore((s) => s.user?.userName);
  const intervalLabel = (ms: number) => (ms >= 60_000 ? t('realtime.minutes', { count: ms / 60_000 }) : t('realtime.seconds', { count: ms / 1000 }));
  return (
    <div className="realtime-view__toolbar">
      <Space>
        <Typography.Text>{t('realtime.device')}</Typography.Text>
        <DeviceSelector
          devices={props.devices}
          loading={props.devicesLoading}
          onReload={props.onReloadDevices}
          value={props.deviceId}
          onChange={props.onDevice}
          testId="realtime-device"
        />
      </Space>
      <Space>
        <Typography.Text>{t('realtime.interval')}</Typography.Text>
        <Select<number>
          data-testid="refresh-interval"
          aria-label={t('realtime.interval')}
          value={interval}
          style={{ width: 110 }}
          onChange={(ms) => userName && setUserRefreshInterval(userName, ms)}
          options={REFRESH_INTERVALS.map((ms) => ({ value: ms, label: intervalLabel(ms) }))}
        />
      </Space>
      <Space>
        <Typography.Text>{t('realtime.range')}</Typography.Text>
        <Select<RecentRangeKey>
          data-testid="recent-range"
          aria-label={t('realtime.range')}
          value={props.range}
          style={{ width: 120 }}
          onChange={props.onRange}
          options={RECENT_RANGES.map((r) => ({ value: r.key, label: t(`realtime.ranges.${r.key}`) }))}
        />
      </Space>
      <div className="realtime-view__status">{props.status}</div>
    </div>
  );
}

/** A tag for the device's presence. */
export function PresenceTag({ status }: { status: string | number | undefined }) {
  const { t } = useTranslation();
  if (status === undefined) return null;
  const online = status === 'online' || status === 1;
  return <Tag color={online ? 'green' : 'default'}>{online ? t('realtime.online') : t('realtime.offline')}</Tag>;
}
