import { useEffect, useMemo, useState } from 'react';
import type { Geometry } from 'geojson';
import { loadBasemap, type Basemap } from '../../../../../scenes/device-map/basemap';
import type { RealtimeDevice } from '../../../../../shared/contract/api/realtime';

const WIDTH = 480;
const HEIGHT = 260;
const PAD = 24;
/** Narrowest view in degrees of longitude: devices of one farm still show their coast and borders. */
const MIN_SPAN_DEG = 14;
const COLOR = { online: '#22a05a', offline: '#8c8c8c', warning: '#faa014', fault: '#dc2828' } as const;
/** The device map's light palette (scenes/device-map/layers.ts), so both read as one map. */
const WATER = '#dde8f0';
const LAND = '#e9ece4';
const BORDER = '#a0a0aa';

const colorOf = (row: RealtimeDevice) => (row.alarm !== 'normal' ? COLOR[row.alarm] : COLOR[row.status]);

type Project = (lon: number, lat: number) => [number, number];

/** An SVG path of GeoJSON polygons or lines, projected; rings close, lines stay open. */
function pathOf(geometry: Geometry, project: Project): string {
  const line = (points: number[][], close: boolean) =>
    points.map(([lon, lat], i) => `${i === 0 ? 'M' : 'L'}${project(lon, lat).map((v) => v.toFixed(1)).join(',')}`).join('') + (close ? 'Z' : '');
  switch (geometry.type) {
    case 'Polygon': return geometry.coordinates.map((ring) => line(ring, true)).join('');
    case 'MultiPolygon': return geometry.coordinates.flatMap((poly) => poly.map((ring) => line(ring, true))).join('');
    case 'LineString': return line(geometry.coordinates, false);
    case 'MultiLineString': return geometry.coordinates.map((l) => line(l, false)).join('');
    case 'GeometryCollection': return geometry.geometries.map((g) => pathOf(g, project)).join('');
    default: return '';
  }
}

/**
 * A static SVG of where the devices are (equirectangular over their bounds, at least
 * MIN_SPAN_DEG wide) on the offline Natural Earth basemap the device map uses, coloured like the
 * map. SVG keeps the home chunk free of WebGL; the map page has the real thing.
 */
export function MapThumbnail({ rows, onOpen, label }: { rows: readonly RealtimeDevice[]; onOpen: () => void; label: string }) {
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  useEffect(() => {
    let live = true;
    // Without the basemap the devices still show on plain water: nothing to report.
    loadBasemap().then((loaded) => live && setBasemap(loaded), () => undefined);
    return () => {
      live = false;
    };
  }, []);

  const placed = useMemo(() => rows.filter((r) => r.longitude !== null && r.latitude !== null), [rows]);
  const project = useMemo<Project | null>(() => {
    if (placed.length === 0) return null;
    const lons = placed.map((r) => r.longitude!);
    const lats = placed.map((r) => r.latitude!);
    const [west, east, south, north] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
    const span = Math.max(east - west, (north - south) * ((WIDTH - PAD * 2) / (HEIGHT - PAD * 2)), MIN_SPAN_DEG);
    const scale = (WIDTH - PAD * 2) / span;
    const cx = (west + east) / 2;
    const cy = (south + north) / 2;
    return (lon, lat) => [WIDTH / 2 + (lon - cx) * scale, HEIGHT / 2 - (lat - cy) * scale];
  }, [placed]);
  const paths = useMemo(() => {
    if (!basemap || !project) return null;
    const land = 'features' in basemap.land ? basemap.land.features.map((f) => pathOf(f.geometry, project)).join('') : pathOf(basemap.land.geometry, project);
    return { land, borders: pathOf(basemap.borders, project) };
  }, [basemap, project]);

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      style={{ width: '100%', height: 'auto', display: 'block', background: WATER, borderRadius: 6, cursor: 'pointer' }}
      onClick={onOpen}
      data-testid="home-map-thumbnail"
      data-basemap={paths ? 'loaded' : 'none'}
      // The card's "Open map" button is the keyboard's way to the map; the picture is named for readers.
      role="img"
      aria-label={label}
    >
      {paths && (
        <g data-testid="home-map-basemap">
          <path d={paths.land} fill={LAND} fillRule="evenodd" />
          <path d={paths.borders} fill="none" stroke={BORDER} strokeWidth={0.8} />
        </g>
      )}
      {project &&
        placed.map((row) => {
          const [x, y] = project(row.longitude!, row.latitude!);
          return (
            <circle key={row.device_id} cx={x} cy={y} r={5} fill={colorOf(row)} stroke="#fff" strokeWidth={1.5} data-device-id={row.device_id}>
              <title>{`${row.device_name} (${row.device_id})`}</title>
            </circle>
          );
        })}
    </svg>
  );
}
