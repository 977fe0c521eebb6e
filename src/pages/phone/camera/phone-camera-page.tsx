import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { listCameras, type CameraView } from '../../../api/cameras';
import { ApiError } from '../../../api/client';
import { useRequest } from '../../../hooks/use-request';
import { PhoneFrame } from '../../../components/phone/phone-frame';
import { USER_DATA } from '../../../lib/user-data';
import { PhonePtzPad } from './phone-ptz-pad';
import './phone-camera-words';
import { useLiveLoader } from '../../../hooks/use-live-loader';

// The console's player (hls.js / mpegts.js on first use), with its stylesheet: loaded with the
// first camera shown, never with /m.
const VideoPlayer = lazy(() => import('../../../components/video-player/video-player').then((m) => ({ default: m.VideoPlayer })));

const BOX: CSSProperties = { background: '#fff', borderRadius: 8, padding: 12, minWidth: 0 };
const NOTE: CSSProperties = { ...BOX, margin: 0 };

/** "Pond 3 camera · AW00012 feeder": the camera's name and the device it watches. */
const cameraLabel = (c: CameraView) => (c.device_name ? `${c.name} · ${c.device_name}` : c.name);

/**
 * /m/camera (the video page's code, 4002): one camera of the caller's sites at a time, chosen from
 * a list, its live picture and a pan/tilt/zoom pad for a thumb.
 */
export default function PhoneCameraPage() {
  const { t } = useTranslation();
  const cameras = useRequest((signal) => listCameras({ signal }));
  const rows = cameras.data?.rows ?? [];
  const [chosenId, setChosenId] = useState<number | null>(null);
  const camera = rows.find((c) => c.id === chosenId) ?? rows[0] ?? null;
  const load = useLiveLoader(camera);

  let body;
  if (cameras.status === 'loading' && !cameras.data) {
    body = <p style={NOTE} role="status" data-testid="phone-camera-loading">{t('common.loading')}</p>;
  } else if (cameras.status === 'error' && !(cameras.error instanceof ApiError && cameras.error.status === 503)) {
    body = (
      <div style={BOX} role="alert" data-testid="phone-camera-error">
        <p style={{ margin: '0 0 8px' }}>{t('phoneCamera.loadFailed', { error: cameras.error?.message })}</p>
        <button type="button" onClick={cameras.reload} style={{ minHeight: 44, padding: '0 16px', fontSize: 16, borderRadius: 8, border: '1px solid #d9d9d9', background: '#fff' }}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (camera === null) {
    // A 503 (video not set up) and an empty list say the same: nothing to watch here.
    body = <p style={NOTE} data-testid="video-not-configured">{t('phoneCamera.notConfigured')}</p>;
  } else {
    body = (
      <>
        <div style={BOX}>
          <label htmlFor="phone-camera-pick" style={{ display: 'block', marginBottom: 6, fontWeight: 600 }}>
            {t('phoneCamera.cameras')}
          </label>
          <select
            id="phone-camera-pick"
            value={camera.id}
            onChange={(e) => setChosenId(Number(e.target.value))}
            style={{ width: '100%', minHeight: 48, fontSize: 16, borderRadius: 8, border: '1px solid #d9d9d9', background: '#fff', padding: '0 8px' }}
            data-testid="phone-camera-pick"
            {...USER_DATA}
          >
            {rows.map((c) => (
              <option key={c.id} value={c.id}>
                {cameraLabel(c)}
              </option>
            ))}
          </select>
        </div>
        <div style={{ ...BOX, padding: 0, overflow: 'hidden', aspectRatio: '16 / 9', background: '#000' }}>
          <Suspense fallback={<p style={{ margin: 0, padding: 12, color: '#fff' }}>{t('common.loading')}</p>}>
            <VideoPlayer sourceKey={`${camera.id}:${camera.deviceSerial}:${camera.channelNo}`} load={load} showFigures={false} testId="phone-camera-player" />
          </Suspense>
        </div>
        <PhonePtzPad key={camera.id} camera={camera} />
      </>
    );
  }
  return <PhoneFrame title={t('phoneCamera.title')}>{body}</PhoneFrame>;
}
