import { useTranslation } from 'react-i18next';
import { listCameras } from '../../src/api/cameras';
import { VideoPlayer } from '../../src/components/video-player/video-player';
import { useRequest } from '../../src/hooks/use-request';
import { PanelEmpty } from './panel';
import { useLiveLoader } from '../../src/hooks/use-live-loader';

/**
 * The first camera of POST /camera/deviceList, live. Without a camera (or when the list cannot be
 * read) the spec's message says video is not enabled/configured.
 */
export function VideoTile() {
  const { t } = useTranslation();
  const cameras = useRequest(() => listCameras());
  const camera = cameras.data?.rows[0];
  const channelNo = camera?.channelNo ?? 1;
  const serial = camera?.deviceSerial;
  const load = useLiveLoader(camera);
  if (cameras.status === 'loading') return <PanelEmpty text={t('screens.loading')} busy />;
  if (!camera || !serial) return <PanelEmpty text={t('screens.video.none')} />;
  return (
    <div className="screen-video" data-testid="screen-video">
      <VideoPlayer sourceKey={`${camera.id}:${serial}:${channelNo}`} load={load} showFigures={false} testId="screen-video-player" />
    </div>
  );
}
