import { useMemo } from 'react';
import { Alert, Button, Descriptions, Drawer, Skeleton, Space, Tag, Typography } from 'antd';
import { VideoCameraOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatStaleSince, getDeviceRealtime$ } from '../../../streams';
import { findDeviceCameras } from '../../api/device-cameras';
import { useStream } from '../../hooks/use-stream';
import { deviceTypeName } from '../../lib/device-type-names';
import { useRequest } from '../../hooks/use-request';
import type { RealtimeDevice } from '../../../shared/contract/api/realtime';
import { USER_DATA } from '../../lib/user-data';
import { DeviceValues } from './device-values';
import './device-panel-i18n';
import { formatTime } from '../../lib/format-time';

export interface DevicePanelProps {
  /** The device to show; null closes the panel. */
  deviceId: string | null;
  /** What the page already knows (name, type) while the real-time answer is on its way. */
  known?: Pick<RealtimeDevice, 'device_name' | 'device_type'> | null;
  onClose: () => void;
}

const ALARM_COLOR = { normal: 'green', warning: 'orange', fault: 'red' } as const;

function VideoLink({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cameras = useRequest(() => findDeviceCameras(deviceId));
  if (cameras.status === 'loading') return <Skeleton.Button active size="small" />;
  // No camera, or no right to see cameras: either way there is no video to open from here.
  if (cameras.status === 'error' || (cameras.data?.rows.length ?? 0) === 0) {
    return <Alert type="info" showIcon title={t('devicePanel.noVideo')} data-testid="device-panel-no-video" />;
  }
  return (
    <Button
      icon={<VideoCameraOutlined />}
      data-testid="device-panel-video"
      onClick={() => void navigate({ to: '/diagnose/monitor-video', search: { device: deviceId } as never })}
    >
      {t('devicePanel.openVideo')}
    </Button>
  );
}

function PanelBody({ deviceId, known }: { deviceId: string; known: DevicePanelProps['known'] }) {
  const { t, i18n } = useTranslation();
  const state = useStream(useMemo(() => getDeviceRealtime$(deviceId), [deviceId]));
  const live = state.data;
  const hasValues = live?.params.some((p) => p.value !== null) ?? false;
  const settled = state.status === 'ok' || state.status === 'stale' || state.status === 'error';
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('devicePanel.id')}>{deviceId}</Descriptions.Item>
        <Descriptions.Item label={t('devicePanel.type')}><span data-testid="device-panel-type">{deviceTypeName(live?.device_type ?? known?.device_type, i18n.language)}</span></Descriptions.Item>
        <Descriptions.Item label={t('devicePanel.status')}>
          {live ? (
            <Space size={4} data-testid="device-panel-status">
              <Tag color={live.status === 'online' ? 'green' : 'default'}>{t(`devicePanel.${live.status}`)}</Tag>
              {live.alarm !== 'normal' && <Tag color={ALARM_COLOR[live.alarm]}>{t(`devicePanel.${live.alarm}`)}</Tag>}
            </Space>
          ) : (
            '--'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('devicePanel.lastUpdate')}>
          {live?.last_update ? formatTime(live.last_update) : '--'}
        </Descriptions.Item>
      </Descriptions>
      {state.status === 'stale' && state.staleSince !== null && (
        <Typography.Text type="warning">{formatStaleSince(state.staleSince, i18n.language)}</Typography.Text>
      )}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('devicePanel.realtime')}
      </Typography.Title>
      {!settled && <Skeleton active paragraph={{ rows: 3 }} />}
      {settled && hasValues && live && <DeviceValues params={live.params} />}
      {settled && !hasValues && <Alert type="warning" showIcon title={t('devicePanel.noRealtime')} data-testid="device-panel-no-data" />}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('devicePanel.video')}
      </Typography.Title>
      <VideoLink deviceId={deviceId} />
    </Space>
  );
}

/**
 * The device panel of the map and the 3D pages: live values of one device (getDeviceRealtime$),
 * its state, and a link to its video, with the spec's messages when there is no real-time data or
 * no video.
 */
export function DevicePanel({ deviceId, known, onClose }: DevicePanelProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={deviceId !== null}
      onClose={onClose}
      size={380}
      title={known?.device_name ? <span {...USER_DATA}>{known.device_name}</span> : t('devicePanel.title')}
      destroyOnHidden
      mask={false}
      data-testid="device-panel"
    >
      {deviceId && <PanelBody deviceId={deviceId} known={known} />}
    </Drawer>
  );
}
