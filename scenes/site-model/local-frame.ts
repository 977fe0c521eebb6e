/** Metres per degree of latitude (and of longitude at the equator). */
const M_PER_DEG = 111_320;

/**
 * A flat local frame around a site centre: x east and y north in metres (equirectangular, exact
 * enough over a farm). Three.js scenes put north at -z.
 */
export interface LocalFrame {
  toLocal(longitude: number, latitude: number): [number, number];
}

export function localFrame(longitude: number, latitude: number): LocalFrame {
  const kx = M_PER_DEG * Math.cos((latitude * Math.PI) / 180);
  return { toLocal: (lon, lat) => [(lon - longitude) * kx, (lat - latitude) * M_PER_DEG] };
}

/** Half the larger side of the box around these local points (for fitting a camera). */
export function extentOf(points: Array<[number, number]>): number {
  if (points.length === 0) return 200;
  let max = 0;
  for (const [x, y] of points) max = Math.max(max, Math.abs(x), Math.abs(y));
  return Math.max(50, max);
}
