import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceBuffers, type DeviceFilter } from '../../scenes/device-map/use-device-buffers';
import { fitDevices, type MapViewState } from '../../scenes/device-map/view';
import { buffersIn } from '../../scenes/device-map/tile-crs';
import { fetchMapTiles } from '../../streams/map-tiles';
import type { MapTiles } from '../../shared/contract/api/site-config';
import type { RealtimeDevice } from './device-values';
import { PointsMap } from './points-map';

// deck.gl is loaded with the screen that shows the map, never with the console's first pages.
const DeviceMap = lazy(() => import('../../scenes/device-map/device-map'));

const ALL: DeviceFilter = { text: '', types: [], statuses: [] };

/** Whether this browser can give deck.gl a WebGL2 context (a wall PC may have GPU blocklisted). */
function webgl2Available(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    // Give the probe's context back at once: browsers cap live WebGL contexts per page.
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}

/**
 * The screens' device map: the console's deck.gl map (the configured tiles or the offline
 * basemap, icons by type, colours by status rewritten in place on each poll) in the dark palette
 * with a fixed view fitted to the devices (as drawn: shifted on GCJ-02 tiles, as /map does).
 * Where WebGL is unavailable it falls back to the SVG points map, so the panel never goes blank on
 * a wall PC without a usable GPU.
 */
export function ScreenDeviceMap({ devices, testId }: { devices: readonly RealtimeDevice[]; testId?: string }) {
  const { i18n } = useTranslation();
  const [webgl] = useState(webgl2Available);
  const model = useDeviceBuffers(devices, ALL);
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<(MapViewState & { fitted: boolean }) | null>(null);
  // undefined while the setting loads, so the wall never flashes the offline basemap before the tiles;
  // a failed read draws the offline basemap rather than nothing.
  const [tiles, setTiles] = useState<MapTiles | null | undefined>(undefined);

  useEffect(() => {
    const abort = new AbortController();
    fetchMapTiles(abort.signal).then(setTiles, () => !abort.signal.aborted && setTiles(null));
    return () => abort.abort();
  }, []);

  // China at first, then fitted once to the devices when they are known; the stage is scaled with
  // a CSS transform, so the box's layout size (clientWidth) is the size deck.gl draws at.
  useEffect(() => {
    if (!box.current || view?.fitted || tiles === undefined) return;
    const fitted = model.buffers.length > 0;
    if (view && !fitted) return;
    setView({ ...fitDevices(buffersIn(tiles?.crs ?? 'wgs84', model.buffers), box.current.clientWidth, box.current.clientHeight, 12), fitted });
  }, [view, model.buffers, tiles]);

  if (!webgl) return <PointsMap devices={devices} testId={testId} />;
  return (
    <div ref={box} className="screen-map" data-testid={testId} data-map="deck" data-version={model.version} style={{ position: 'relative' }}>
      {view && (
        <Suspense fallback={null}>
          <DeviceMap key={String(view.fitted)} buffers={model.buffers} tiles={tiles} initialView={view} palette="dark" language={i18n.language} interactive={false} cluster={false} iconSizePx={22} />
        </Suspense>
      )}
    </div>
  );
}
