import type { MarkerData } from './device-marker';
import { localFrame } from './local-frame';

/** Local marker positions for devices of a site; devices on the same spot are spread on a small circle. */
export function markersOf(
  site: { longitude: number; latitude: number },
  devices: Array<Omit<MarkerData, 'x' | 'y'> & { longitude: number; latitude: number }>,
): MarkerData[] {
  const frame = localFrame(site.longitude, site.latitude);
  const seen = new Map<string, number>();
  return devices.map((d) => {
    const [x, y] = frame.toLocal(d.longitude, d.latitude);
    const spot = `${Math.round(x)},${Math.round(y)}`;
    const n = seen.get(spot) ?? 0;
    seen.set(spot, n + 1);
    const angle = n * 2.1;
    const offset = n === 0 ? 0 : 18;
    return { id: d.id, name: d.name, status: d.status, values: d.values, x: x + Math.cos(angle) * offset, y: y + Math.sin(angle) * offset };
  });
}
