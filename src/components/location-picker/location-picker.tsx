import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type WheelEvent as ReactWheelEvent } from 'react';
import { Button, Radio, Space, Spin, Typography } from 'antd';
import { fromTileCrs, toTileCrs, type TileCrs } from '../../../shared/contract/map/gcj02';
import { NumberInput } from '../number-input/number-input';
import { useTranslation } from 'react-i18next';
import { loadOutline, type Outline } from './outline';
import { ASPECT, clampView, pointAt, viewBoxOf, zoomAt, type MapView } from './view-box';
import './location-picker-i18n';

export interface LngLat {
  longitude: number;
  latitude: number;
}

export interface LocationPickerProps {
  value?: LngLat | null;
  onChange?: (value: LngLat) => void;
  /** Where to look when nothing is picked yet (default: China). */
  initialCenter?: LngLat;
}

const CHINA: LngLat = { longitude: 104, latitude: 35 };
/** A pointer that moved further than this (px) drags the map instead of picking a point. */
const DRAG_THRESHOLD_PX = 4;
const WHEEL_STEP = 1.25;

/**
 * Picks a longitude and latitude on an offline map: the bundled Natural Earth outline drawn as SVG
 * (equirectangular), click to pick, drag to pan, wheel or buttons to zoom, with number inputs for
 * typing a position. No tiles or WebGL, so it opens fast inside a form's modal.
 */
export function LocationPicker({ value, onChange, initialCenter }: LocationPickerProps) {
  const { t } = useTranslation();
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
  const drag = useRef<{ x: number; y: number; view: MapView; moved: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    loadOutline().then(
      (loaded) => live && setOutline(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const fraction = (event: { clientX: number; clientY: number }) => {
    const rect = svgRef.current!.getBoundingClientRect();
    return { fx: (event.clientX - rect.left) / rect.width, fy: (event.clientY - rect.top) / rect.height, rect };
  };

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, view, moved: false };
  };
  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    current.moved = true;
    const rect = svgRef.current!.getBoundingClientRect();
    const box = viewBoxOf(current.view);
    setView(clampView({ ...current.view, lon: current.view.lon - (dx / rect.width) * box.width, lat: current.view.lat + (dy / rect.height) * box.height }));
  };
  const onPointerUp = (event: ReactPointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current || current.moved) return;
    const { fx, fy } = fraction(event);
    onChange?.(pointAt(view, fx, fy));
  };
  const onWheel = (event: ReactWheelEvent<SVGSVGElement>) => {
    const { fx, fy } = fraction(event);
    setView((v) => zoomAt(v, event.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP, fx, fy));
  };

  const box = viewBoxOf(view);
  const marker = value ? { x: value.longitude + 180, y: 90 - value.latitude } : null;
  const markerSize = box.width / 60;

  return (
    <div data-testid="location-picker">
      <div style={{ position: 'relative', aspectRatio: `${ASPECT} / 1`, background: '#d6e9f8', borderRadius: 6, overflow: 'hidden', touchAction: 'none' }}>
        {!outline && !failed && <Spin style={{ position: 'absolute', inset: 0, margin: 'auto', height: 32 }} />}
        {failed && <Typography.Text type="danger" style={{ position: 'absolute', top: 8, left: 8 }}>{t('locationPicker.loadFailed')}</Typography.Text>}
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
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
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
        <Space.Compact orientation="vertical" style={{ position: 'absolute', right: 8, top: 8 }}>
          <Button size="small" aria-label={t('locationPicker.zoomIn')} onClick={() => setView((v) => zoomAt(v, 2))}>+</Button>
          <Button size="small" aria-label={t('locationPicker.zoomOut')} onClick={() => setView((v) => zoomAt(v, 0.5))}>−</Button>
        </Space.Compact>
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
        <Typography.Text type="secondary" data-testid="location-picker-crs-note">{t(typedCrs === 'gcj02' ? 'locationPicker.crsGcj02' : 'locationPicker.crsWgs84')}</Typography.Text>
      </Space>
    </div>
  );
}
