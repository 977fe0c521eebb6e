import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Alert, App, Button, Card, Result, Skeleton } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { captureSnapshot, listCameras, type CameraView } from '../../../api/cameras';
import { ApiError } from '../../../api/client';
import { useRequest } from '../../../hooks/use-request';
import { useSessionStore } from '../../../stores/session-store';
import { CameraList } from './components/camera-list';
import { PtzPad } from './components/ptz-pad';
import { VideoWall } from './components/video-wall';
import { WallToolbar } from './components/wall-toolbar';
import { groupCameras } from './camera-groups';
import { useDeviceDeepLink } from './use-deep-link';
import { useFullscreen } from './use-fullscreen';
import { openingWall, parseWall, serializeWall, wallStorageKey } from './wall-memory';
import { INITIAL_WALL, wallReducer } from './wall-state';
import './monitor-video-i18n';
import './monitor-video-page.css';

const IMAGES_CODE = '4003';

/** Storage can be full or refused (private mode): the wall then simply is not remembered. */
function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // not remembered; nothing the user can act on
  }
}

/** /diagnose/monitor-video (4002): the 1/4/9/16 video wall with PTZ and snapshots. */
export default function MonitorVideoPage() {
  const { t } = useTranslation();
  const { message, notification } = App.useApp();
  const navigate = useNavigate();
  const codes = useSessionStore((s) => s.codes);
  const userId = useSessionStore((s) => s.user?.userId ?? null);
  const cameras = useRequest((signal) => listCameras({ main: true, signal }));
  const [wall, dispatch] = useReducer(wallReducer, INITIAL_WALL);
  const [snapshotting, setSnapshotting] = useState(false);
  const wallRef = useRef<HTMLDivElement>(null);
  const [fullscreen, toggleFullscreen] = useFullscreen(wallRef);

  const rows = useMemo(() => cameras.data?.rows ?? [], [cameras.data]);
  const cameraById = useMemo(() => new Map(rows.map((c) => [c.id, c])), [rows]);
  /** Camera ids in the order the list shows them: a new wall fills in this order. */
  const listOrder = useMemo(() => groupCameras(rows, '').flatMap((g) => g.cameras.map((c) => c.id)), [rows]);
  const restored = useRef(false);
  // Declared before the deep link so that a linked camera lands on the restored wall, not under it.
  useEffect(() => {
    if (cameras.status !== 'ready') return;
    if (restored.current) {
      dispatch({ type: 'forget', keep: new Set(cameraById.keys()) });
      return;
    }
    restored.current = true;
    const saved = userId === null ? null : parseWall(readStorage(wallStorageKey(userId)));
    dispatch({ type: 'restore', state: openingWall(saved, listOrder) });
  }, [cameras.status, cameraById, listOrder, userId]);
  useEffect(() => {
    if (restored.current && userId !== null && wall !== INITIAL_WALL) writeStorage(wallStorageKey(userId), serializeWall(wall));
  }, [wall, userId]);

  useDeviceDeepLink(cameras.status === 'ready', (deviceId) => {
    const camera = rows.find((c) => c.device_id === deviceId);
    if (camera) dispatch({ type: 'place', cameraId: camera.id, index: 0 });
    else void message.warning(t('monitorVideo.deviceNoCamera', { device: deviceId }));
  });

  const shown = useMemo(() => new Set(wall.cells.slice(0, wall.layout).filter((id): id is number => id !== null)), [wall]);
  const selectedId = wall.cells[wall.selected];
  const selected = selectedId === null ? null : (cameraById.get(selectedId) ?? null);

  const snapshot = async (camera: CameraView) => {
    setSnapshotting(true);
    try {
      await captureSnapshot({ deviceSerial: camera.deviceSerial, channelNo: camera.channelNo });
      const link = codes.includes(IMAGES_CODE) ? (
        <Button type="link" size="small" data-testid="snapshot-link" onClick={() => void navigate({ to: '/diagnose/picture-proces', search: { deviceSerial: camera.deviceSerial } as never })}>
          {t('monitorVideo.viewImages')}
        </Button>
      ) : null;
      notification.success({ title: t('monitorVideo.snapshotOk', { name: camera.name }), description: link, placement: 'bottomRight' });
    } catch (error) {
      void message.error(t('monitorVideo.snapshotFailed', { error: (error as Error).message }));
    } finally {
      setSnapshotting(false);
    }
  };

  const onSelect = useCallback((index: number) => dispatch({ type: 'select', index }), []);
  const onToggleEnlarge = useCallback((index: number) => dispatch({ type: 'toggleEnlarge', index }), []);
  const onDropCamera = useCallback((cameraId: number, index: number) => dispatch({ type: 'place', cameraId, index }), []);
  const onClear = useCallback((index: number) => dispatch({ type: 'clear', index }), []);

  if (cameras.status === 'loading' && !cameras.data) return <Card data-testid="monitor-video-page"><Skeleton active /></Card>;
  if (cameras.status === 'error') {
    const notConfigured = cameras.error instanceof ApiError && cameras.error.status === 503;
    return (
      <Card data-testid="monitor-video-page">
        {notConfigured ? (
          <Result status="info" title={t('monitorVideo.notConfigured')} data-testid="video-not-configured" />
        ) : (
          <Alert type="error" showIcon title={t('monitorVideo.loadFailed', { error: cameras.error?.message })} action={<Button size="small" onClick={cameras.reload}>{t('common.retry')}</Button>} />
        )}
      </Card>
    );
  }
  if (rows.length === 0) {
    return (
      <Card data-testid="monitor-video-page">
        <Result status="info" title={t('monitorVideo.notConfigured')} data-testid="video-not-configured" />
      </Card>
    );
  }

  return (
    <div className="monitor-video" data-testid="monitor-video-page">
      <aside className="monitor-video__side">
        <Card size="small" title={t('monitorVideo.cameras')} className="monitor-video__cameras">
          <CameraList cameras={rows} shown={shown} onPick={(camera) => dispatch({ type: 'place', cameraId: camera.id })} />
        </Card>
        {selected ? <PtzPad key={selected.id} camera={selected} /> : <Alert type="info" title={t('monitorVideo.ptz.noCamera')} />}
      </aside>
      <section className="monitor-video__main">
        <WallToolbar
          layout={wall.layout}
          onLayout={(layout) => dispatch({ type: 'layout', layout, fill: listOrder })}
          fullscreen={fullscreen}
          onFullscreen={toggleFullscreen}
          canSnapshot={selected !== null}
          snapshotting={snapshotting}
          onSnapshot={() => selected && void snapshot(selected)}
        />
        <VideoWall
          ref={wallRef}
          state={wall}
          cameraById={cameraById}
          onSelect={onSelect}
          onToggleEnlarge={onToggleEnlarge}
          onDropCamera={onDropCamera}
          onClear={onClear}
        />
      </section>
    </div>
  );
}
