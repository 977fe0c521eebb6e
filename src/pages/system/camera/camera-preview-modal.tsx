import { useCallback } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { liveAddress, type CameraView } from '../../../api/cameras';
import { VideoPlayer } from '../../../components/video-player/video-player';
import { USER_DATA } from '../../../lib/user-data';

/** A live look at one camera with the player of the video wall; closing the modal stops it. */
export function CameraPreviewModal({ camera, onClose }: { camera: CameraView; onClose(): void }) {
  const { t } = useTranslation();
  const { deviceSerial, channelNo } = camera;
  const load = useCallback(async (signal: AbortSignal) => {
    const address = await liveAddress({ deviceSerial, channelNo }, 'hls', signal);
    return { url: address.url, protocol: address.protocol };
  }, [deviceSerial, channelNo]);
  return (
    <Modal
      open
      width={720}
      title={<span>{t('cameraConfig.previewTitle')}<span {...USER_DATA}>{camera.name}</span></span>}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('cameraConfig.close')}</Button>}
    >
      <div style={{ aspectRatio: '16 / 9', background: '#000' }}>
        <VideoPlayer sourceKey={`${camera.id}:${deviceSerial}:${channelNo}`} load={load} testId="camera-preview-player" />
      </div>
    </Modal>
  );
}
