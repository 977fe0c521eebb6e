import { useMemo } from 'react';
import type { RealtimeDevice } from './device-values';

const W = 1000;
const H = 600;
const MARGIN = 40;

/** Colour of a device point: alarm first, then offline, else online. */
function colorOf(device: RealtimeDevice): string {
  if (device.alarm !== 'normal') return '#ff5b5b';
  return device.status === 'online' ? '#39e08a' : '#6b7c93';
}

/**
 * Devices as points on an equirectangular projection fitted to their own extent (SVG, no WebGL, no
 * tiles): a wall PC without a GPU draws it at no cost, and the number of nodes is the number of
 * devices, fixed between polls. Labels are the device names.
 */
export function PointsMap({ devices, testId }: { devices: readonly RealtimeDevice[]; testId?: string }) {
  const placed = useMemo(() => devices.filter((d) => d.longitude !== null && d.latitude !== null), [devices]);
  const project = useMemo(() => {
    const lons = placed.map((d) => d.longitude!);
    const lats = placed.map((d) => d.latitude!);
    const [x0, x1] = [Math.min(...lons), Math.max(...lons)];
    const [y0, y1] = [Math.min(...lats), Math.max(...lats)];
    const span = Math.max(x1 - x0, (y1 - y0) * (W / H), 1e-4);
    const cx = (x0 + x1) / 2;
    const cy = (y0 + y1) / 2;
    const k = (W - 2 * MARGIN) / span;
    return (lon: number, lat: number): [number, number] => [W / 2 + (lon - cx) * k, H / 2 - (lat - cy) * k];
  }, [placed]);
  return (
    <svg className="screen-map" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="xMidYMid meet" data-testid={testId}>
      <defs>
        <pattern id="screen-map-grid" width="50" height="50" patternUnits="userSpaceOnUse">
          <path d="M 50 0 L 0 0 0 50" fill="none" stroke="rgba(35,213,255,0.08)" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width={W} height={H} fill="url(#screen-map-grid)" />
      {placed.map((device) => {
        const [x, y] = project(device.longitude!, device.latitude!);
        return (
          <g key={device.device_id} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`} data-device-id={device.device_id}>
            <circle r="14" fill={colorOf(device)} opacity="0.18" />
            <circle r="6" fill={colorOf(device)} />
            <text x="10" y="-8" fontSize="15" fill="#9fc6ee" data-user-data>{device.device_name}</text>
          </g>
        );
      })}
    </svg>
  );
}
