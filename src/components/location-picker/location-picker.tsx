import { useEffect, useRef, useState, type WheelEvent as ReactWheelEvent } from 'react';
import { Button, Radio, Space, Spin, Typography } from 'antd';
import { fromTileCrs, toTileCrs, type TileCrs } from '../../../shared/contract/map/gcj02';
import type { MapTiles } from '../../../shared/contract/api/site-config';
import { NumberInput } from '../number-input/number-input';
import { useTranslation } from 'react-i18next';
import { loadOutline, type Outline } from './outline';
import { loadMapTiles } from './map-tiles';
import { usePanOrPick } from './pan-or-pick';
import { TilePane } from './tile-pane';
import { ASPECT, clampView, pointAt, viewBoxOf, zoomAt, type LngLat, type MapView } from './view-box';
import './location-picker-i18n';

export type { LngLat };

export interface LocationPickerProps {
  value?: LngLat | null;
  onChange?: (value: LngLat) => void;
  /** Where to look when nothing is picked yet (default: China). */
  initialCenter?: LngLat;
}

const CHINA: LngLat = { longitude: 104, latitude: 35 };
const WHEEL_STEP = 1.25;

/**
 * Picks a longitude and latitude on a map: the deployment's online tiles when site settings name a
 * provider (./tile-pane.tsx: plain <img> tiles, a click on GCJ-02 tiles shifted back to WGS84),
 * else the bundled Natural Earth outline drawn as SVG (equirectangular, WGS84); click to pick, drag
 * to pan, wheel or buttons to zoom, with number inputs for typing a position. No WebGL, so it opens
 * fast inside a form's modal.
 */
export function LocationPicker({ value, onChange, initialCenter }: LocationPickerProps) {
  const { t } = useTranslation();
  // undefined while the setting loads; null: no provider (or unreadable), the offline outline.
  const [tiles, setTiles] = useState<MapTiles | null | undefined>(undefined);
  const [outline, setOutline] = useState<Outline | null>(null);
  const [failed, setFailed] = useState(false);
  const start = value ?? initialCenter ?? CHINA;
  const [view, setView] = useState<MapView>(() => clampView({ lon: start.longitude, lat: start.latitude, zoom: value ? 16 : 4 }));
  const svgRef = useRef<SVGSVGElement>(null);
  // The map is WGS84 (like what is stored); typed numbers may be GCJ-02, copied from AMap or Tencent, and are shifted back.
  const [typedCrs, setTypedCrs] = useState<TileCrs>('wgs84');
  // What was typed, kept as typed: shifting the stored value forward again differs in the last digits,
  // and a field re-formatted while the user types loses their decimal point.
  const lastTyped = useRef<{ stored: LngLat; shown: [number, number] } | null>(null);
  const keep = lastTyped.current && value && lastTyped.current.stored.longitude === value.longitude && lastTyped.current.stored.latitude === value.latitude;
  const shown = keep ? lastTyped.current!.shown : value ? toTileCrs(typedCrs, value.longitude, value.latitude) : null;
  const typed = (longitude: number, latitude: number) => {
    const [lon, lat] = fromTileCrs(typedCrs, longitude, latitude);
    lastTyped.current = { stored: { longitude: lon, latitude: lat }, shown: [longitude, latitude] };
    onChange?.({ longitude: lon, latitude: lat });
  };

  useEffect(() => {
    const abort = new AbortController();
    void loadMapTiles(abort.signal).then((loaded) => !abort.signal.aborted && setTiles(loaded));
    return () => abort.abort();
  }, []);

  useEffect(() => {
    if (tiles !== null) return;
    let live = true;
    loadOutline().then(
      (loaded) => live && setOutline(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [tiles]);

  const fraction = (event: { clientX: number; clientY: number }) => {
    const rect = svgRef.current!.getBoundingClientRect();
    return { fx: (event.clientX - rect.left) / rect.width, fy: (event.clientY - rect.top) / rect.height, rect };
  };

  const gestures = usePanOrPick(view, {
    pan: (from, dx, dy, rect) => {
      const box = viewBoxOf(from);
      setView(clampView({ ...from, lon: from.lon - (dx / rect.width) * box.width, lat: from.lat + (dy / rect.height) * box.height }));
    },
    pick: (x, y, rect) => onChange?.(pointAt(view, x / rect.width, y / rect.height)),
  });
  const onWheel = (event: ReactWheelEvent<SVGSVGElement>) => {
    const { fx, fy } = fraction(event);
    setView((v) => zoomAt(v, event.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP, fx, fy));
  };

  const box = viewBoxOf(view);
  const marker = value ? { x: value.longitude + 180, y: 90 - value.latitude } : null;
  const markerSize = box.width / 60;
  // What the map picks in: the tiles' system (shifted back before the form gets it), else WGS84.
  const mapNote = tiles ? (tiles.crs === 'gcj02' ? 'locationPicker.mapGcj02' : 'locationPicker.mapTilesWgs84') : 'locationPicker.mapOffline';

  return (
    <div data-testid="location-picker">
      <div style={{ position: 'relative', aspectRatio: `${ASPECT} / 1`, background: '#d6e9f8', borderRadius: 6, overflow: 'hidden', touchAction: 'none' }}>
        {tiles && <TilePane tiles={tiles} value={value ?? null} start={start} onPick={(picked) => onChange?.(picked)} />}
        {!tiles && !outline && !failed && <Spin style={{ position: 'absolute', inset: 0, margin: 'auto', height: 32 }} />}
        {failed && <Typography.Text type="danger" style={{ position: 'absolute', top: 8, left: 8 }}>{t('locationPicker.loadFailed')}</Typography.Text>}
        {!tiles && (
          <svg
            ref={svgRef}
            role="img"
            aria-label={t('locationPicker.map')}
            data-testid="location-picker-map"
            viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
            preserveAspectRatio="none"
            width="100%"
            height="100%"
            style={{ cursor: 'crosshair', display: 'block' }}
            {...gestures}
            onWheel={onWheel}
          >
            {/* Stroke widths in degrees scaled by the view: non-scaling-stroke is very slow to raster on long paths. */}
            {outline && <path d={outline.land} fill="#f4f1e8" stroke="#9bb" strokeWidth={box.width / 900} />}
            {outline && <path d={outline.borders} fill="none" stroke="#b9a98f" strokeWidth={box.width / 1200} />}
            {marker && (
              <g data-testid="location-picker-marker">
                <circle cx={marker.x} cy={marker.y} r={markerSize} fill="#f5222d" fillOpacity={0.85} stroke="#fff" strokeWidth={markerSize / 4} />
              </g>
            )}
          </svg>
        )}
        {!tiles && (
          <Space.Compact orientation="vertical" style={{ position: 'absolute', right: 8, top: 8 }}>
            <Button size="small" aria-label={t('locationPicker.zoomIn')} onClick={() => setView((v) => zoomAt(v, 2))}>+</Button>
            <Button size="small" aria-label={t('locationPicker.zoomOut')} onClick={() => setView((v) => zoomAt(v, 0.5))}>−</Button>
          </Space.Compact>
        )}
      </div>
      <Space style={{ marginTop: 8 }} wrap>
        <span>{t('locationPicker.longitude')}</span>
        <NumberInput
          min={-180}
          max={180}
          step={0.000001}
          value={shown?.[0] ?? null}
          aria-label={t('locationPicker.longitude')}
          onChange={(longitude) => typeof longitude === 'number' && typed(longitude, shown?.[1] ?? view.lat)}
        />
        <span>{t('locationPicker.latitude')}</span>
        <NumberInput
          min={-90}
          max={90}
          step={0.000001}
          value={shown?.[1] ?? null}
          aria-label={t('locationPicker.latitude')}
          onChange={(latitude) => typeof latitude === 'number' && typed(shown?.[0] ?? view.lon, latitude)}
        />
        <Radio.Group
          size="small"
          optionType="button"
          aria-label={t('locationPicker.crs')}
          data-testid="location-picker-crs"
          value={typedCrs}
          onChange={(event) => {
            lastTyped.current = null;
            setTypedCrs(event.target.value as TileCrs);
          }}
          options={[{ value: 'wgs84', label: 'WGS84' }, { value: 'gcj02', label: 'GCJ-02' }]}
        />
        <Typography.Text type="secondary">{t('locationPicker.hint')}</Typography.Text>
        <Typography.Text type="secondary" data-testid="location-picker-map-crs">{t(mapNote)}</Typography.Text>
        <Typography.Text type="secondary" data-testid="location-picker-crs-note">{t(typedCrs === 'gcj02' ? 'locationPicker.crsGcj02' : 'locationPicker.crsWgs84')}</Typography.Text>
      </Space>
    </div>
  );
}
