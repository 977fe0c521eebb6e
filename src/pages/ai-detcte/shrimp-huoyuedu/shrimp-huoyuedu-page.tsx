import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Badge, Button, Card, Result, Select, Skeleton, Space } from 'antd';
import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { detectStatus, listCameras, startDetect, stopDetect, type CameraView } from '../../../api/cameras';
import { VideoPlayer } from '../../../components/video-player/video-player';
import { useRequest } from '../../../hooks/use-request';
import { ActivityPanel } from './components/activity-panel';
import './shrimp-huoyuedu-i18n';
import './shrimp-huoyuedu-page.css';
import { useLiveLoader } from '../../../hooks/use-live-loader';

/** /ai-detcte/shrimp-huoyuedu (15): start/stop server-side activity recognition, video beside the curve. */
export default function ShrimpHuoyueduPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const cameras = useRequest((signal) => listCameras({ main: true, signal }));
  const runs = useRequest(() => detectStatus());
  const [cameraId, setCameraId] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);

  // Only cameras bound to a device: the index is stored as that device's telemetry.
  const pondCameras = useMemo(() => (cameras.data?.rows ?? []).filter((c) => c.device_id !== null), [cameras.data]);
  const camera = pondCameras.find((c) => c.id === cameraId) ?? null;
  useEffect(() => {
    if (cameraId === undefined && pondCameras.length > 0) setCameraId(pondCameras[0].id);
  }, [cameraId, pondCameras]);
  const run = runs.data?.rows.find((r) => r.camera_id === camera?.id) ?? null;

  const load = useLiveLoader(camera);

  const toggle = async (target: CameraView, running: boolean) => {
    setBusy(true);
    try {
      if (running) await stopDetect(target.deviceSerial, target.channelNo);
      else await startDetect(target.deviceSerial, target.channelNo);
      void message.success(t(running ? 'shrimpActivity.stoppedOk' : 'shrimpActivity.started'));
    } catch (error) {
      void message.error(t('shrimpActivity.failed', { error: (error as Error).message }));
    } finally {
      setBusy(false);
      runs.reload();
    }
  };

  if (cameras.status === 'loading' && !cameras.data) return <Card data-testid="shrimp-activity-page"><Skeleton active /></Card>;
  if (cameras.status === 'error') {
    return (
      <Card data-testid="shrimp-activity-page">
        <Alert type="error" showIcon title={t('shrimpActivity.loadFailed', { error: cameras.error?.message })} action={<Button size="small" onClick={cameras.reload}>{t('common.retry')}</Button>} />
      </Card>
    );
  }
  if (pondCameras.length === 0) {
    const none = (cameras.data?.rows.length ?? 0) === 0;
    return (
      <Card data-testid="shrimp-activity-page">
        <Result status="info" title={t(none ? 'shrimpActivity.notConfigured' : 'shrimpActivity.noPondCamera')} data-testid="video-not-configured" />
      </Card>
    );
  }

  const running = run !== null;
  return (
    <Card title={t('shrimpActivity.title')} data-testid="shrimp-activity-page" data-running={running}>
      <Space wrap size="middle" style={{ marginBottom: 16 }}>
        <Select<number>
          value={cameraId}
          onChange={setCameraId}
          style={{ width: 260 }}
          aria-label={t('shrimpActivity.camera')}
          placeholder={t('shrimpActivity.pickCamera')}
          data-testid="activity-camera"
          data-user-data
          options={pondCameras.map((c) => ({ value: c.id, label: `${c.name} · ${c.device_name ?? c.device_id}` }))}
        />
        {camera && (
          <Button
            type={running ? 'default' : 'primary'}
            icon={running ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
            loading={busy}
            onClick={() => void toggle(camera, running)}
            data-testid="activity-toggle"
          >
            {t(running ? 'shrimpActivity.stop' : 'shrimpActivity.start')}
          </Button>
        )}
        <Badge status={running ? 'processing' : 'default'} text={t(running ? 'shrimpActivity.running' : 'shrimpActivity.stopped')} />
      </Space>
      {run?.error && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('shrimpActivity.detectError', { error: run.error })} />}
      {camera && (
        <div className="shrimp-activity__body">
          <div className="shrimp-activity__video">
            <VideoPlayer sourceKey={`${camera.id}:${camera.deviceSerial}:${camera.channelNo}`} load={load} testId="activity-player" />
          </div>
          <div className="shrimp-activity__chart">
            <ActivityPanel key={camera.device_id!} deviceId={camera.device_id!} />
          </div>
        </div>
      )}
    </Card>
  );
}
