import { useEffect, useRef, useState, type WheelEvent as ReactWheelEvent } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { fromTileCrs, toTileCrs } from '../../../shared/contract/map/gcj02';
import type { MapTiles } from '../../../shared/contract/api/site-config';
import { clampTileView, panTileView, tilesInView, tileUrl, tileViewPixel, tileViewPoint, TILE_SIZE, zoomTileView, type TileView } from './mercator';
import { usePanOrPick } from './pan-or-pick';
import { round, type LngLat } from './view-box';

interface TilePaneProps {
  tiles: MapTiles;
  /** The stored (WGS84) position, drawn shifted onto GCJ-02 tiles. */
  value: LngLat | null;
  /** Where to look first (WGS84). */
  start: LngLat;
  /** A picked point, shifted back to WGS84 from the tiles' system. */
  onPick: (value: LngLat) => void;
}

/**
 * The picker over the deployment's online tiles: plain <img> tiles in web mercator at whole zoom
 * levels (no deck.gl: the form's modal stays light), drag to pan, click to pick, wheel or buttons
 * to zoom. On GCJ-02 tiles (AMap) the marker is drawn shifted and a click is shifted back, so the
 * form gets the WGS84 position of the spot the user saw.
 */
export function TilePane({ tiles, value, start, onPick }: TilePaneProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [view, setView] = useState<TileView>(() => {
    const [lon, lat] = toTileCrs(tiles.crs, start.longitude, start.latitude);
    return clampTileView({ lon, lat, zoom: value ? 16 : 4 });
  });

  // Tiles are laid out from the box's size; a modal's box is sized after its first paint.
  useEffect(() => {
    const element = box.current!;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const gestures = usePanOrPick(view, {
    pan: (from, dx, dy) => setView(panTileView(from, dx, dy)),
    pick: (x, y, rect) => {
      const [lon, lat] = fromTileCrs(tiles.crs, ...tileViewPoint(view, rect.width, rect.height, x, y));
      onPick({ longitude: round(lon), latitude: round(lat) });
    },
  });
  const onWheel = (event: ReactWheelEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setView((v) => zoomTileView(v, event.deltaY < 0 ? 1 : -1, rect.width, rect.height, event.clientX - rect.left, event.clientY - rect.top));
  };

  const marker = value && tileViewPixel(view, size.width, size.height, ...toTileCrs(tiles.crs, value.longitude, value.latitude));
  const placed = size.width > 0 ? tilesInView(view, size.width, size.height) : [];

  return (
    <div style={{ position: 'absolute', inset: 0 }}>
      <div
        ref={box}
        role="img"
        aria-label={t('locationPicker.map')}
        data-testid="location-picker-tiles"
        data-crs={tiles.crs}
        data-zoom={view.zoom}
        style={{ position: 'absolute', inset: 0, overflow: 'hidden', cursor: 'crosshair' }}
        {...gestures}
        onWheel={onWheel}
      >
        {tiles.layers.map((template, layer) =>
          placed.map((tile) => (
            <img
              key={`${layer}/${tile.z}/${tile.column}/${tile.y}`}
              src={tileUrl(template, tile)}
              alt=""
              draggable={false}
              width={TILE_SIZE}
              height={TILE_SIZE}
              style={{ position: 'absolute', left: tile.left, top: tile.top, pointerEvents: 'none', userSelect: 'none' }}
            />
          )),
        )}
        {marker && (
          <div
            data-testid="location-picker-marker"
            style={{ position: 'absolute', left: marker[0] - 7, top: marker[1] - 7, width: 14, height: 14, borderRadius: '50%', background: 'rgba(245, 34, 45, 0.85)', border: '3px solid #fff', pointerEvents: 'none' }}
          />
        )}
      </div>
      <Space.Compact orientation="vertical" style={{ position: 'absolute', right: 8, top: 8 }}>
        <Button size="small" aria-label={t('locationPicker.zoomIn')} onClick={() => setView((v) => zoomTileView(v, 1, size.width, size.height))}>+</Button>
        <Button size="small" aria-label={t('locationPicker.zoomOut')} onClick={() => setView((v) => zoomTileView(v, -1, size.width, size.height))}>−</Button>
      </Space.Compact>
    </div>
  );
}
