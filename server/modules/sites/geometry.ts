import type { Ring } from '../../../shared/contract/api/sites';

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Vertices in metres east/north of the ring's first vertex (equirectangular; exact enough for a farm). */
function toMetres(ring: Ring): Array<[number, number]> {
  const [lon0, lat0] = ring[0];
  const kx = EARTH_RADIUS_M * RAD * Math.cos(lat0 * RAD);
  const ky = EARTH_RADIUS_M * RAD;
  return ring.map(([lon, lat]) => [(lon - lon0) * kx, (lat - lat0) * ky]);
}

/** Area of a ring in square metres (shoelace over local metres). */
export function ringAreaM2(ring: Ring): number {
  if (ring.length < 3) return 0;
  const pts = toMetres(ring);
  let twice = 0;
  for (let i = 0; i < pts.length; i++) {
    const [x1, y1] = pts[i];
    const [x2, y2] = pts[(i + 1) % pts.length];
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

function cross(o: [number, number], a: [number, number], b: [number, number]): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

function segmentsCross(a: [number, number], b: [number, number], c: [number, number], d: [number, number]): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Whether two non-adjacent edges of the ring cross (a bow-tie is not a pond). */
export function selfIntersects(ring: Ring): boolean {
  const pts = toMetres(ring);
  const n = pts.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsCross(pts[i], pts[(i + 1) % n], pts[j], pts[(j + 1) % n])) return true;
    }
  }
  return false;
}

/** A ring the breeding map may store: 3+ distinct vertices, some area, no crossing edges. */
export function isValidRing(ring: Ring): boolean {
  const distinct = new Set(ring.map(([lon, lat]) => `${lon},${lat}`));
  return distinct.size >= 3 && ringAreaM2(ring) > 0.01 && !selfIntersects(ring);
}
