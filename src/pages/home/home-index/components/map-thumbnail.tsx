import { useMemo } from 'react';
import type { RealtimeDevice } from '../../../../../server/modules/realtime/schemas';

const WIDTH = 480;
const HEIGHT = 260;
const PAD = 18;
const COLOR = { online: '#22a05a', offline: '#8c8c8c', warning: '#faa014', fault: '#dc2828' } as const;

const colorOf = (row: RealtimeDevice) => (row.alarm !== 'normal' ? COLOR[row.alarm] : COLOR[row.status]);

/**
 * A static SVG of where the devices are (equirectangular over their bounds), coloured like the
 * map. SVG keeps the home chunk free of WebGL; the map page has the real thing.
 */
export function MapThumbnail({ rows, onOpen }: { rows: readonly RealtimeDevice[]; onOpen: () => void }) {
  const points = useMemo(() => {
    const placed = rows.filter((r) => r.longitude !== null && r.latitude !== null);
    if (placed.length === 0) return [];
    const lons = placed.map((r) => r.longitude!);
    const lats = placed.map((r) => r.latitude!);
    const [west, east, south, north] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
    const span = Math.max(east - west, (north - south) * (WIDTH / HEIGHT), 0.01);
    const scale = (WIDTH - PAD * 2) / span;
    const cx = (west + east) / 2;
    const cy = (south + north) / 2;
    return placed.map((r) => ({ row: r, x: WIDTH / 2 + (r.longitude! - cx) * scale, y: HEIGHT / 2 - (r.latitude! - cy) * scale }));
  }, [rows]);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      style={{ width: '100%', height: 'auto', background: '#eef3f7', borderRadius: 6, cursor: 'pointer' }}
      onClick={onOpen}
      data-testid="home-map-thumbnail"
      role="img"
    >
      {points.map(({ row, x, y }) => (
        <circle key={row.device_id} cx={x} cy={y} r={5} fill={colorOf(row)} stroke="#fff" strokeWidth={1.5} data-device-id={row.device_id}>
          <title>{`${row.device_name} (${row.device_id})`}</title>
        </circle>
      ))}
    </svg>
  );
}
