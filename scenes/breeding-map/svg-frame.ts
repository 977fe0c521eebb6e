import { localFrame } from '../site-model/local-frame';

export type LonLat = [number, number];

/** Site metres on an SVG canvas: x east, y south (SVG y grows down), around the site centre. */
export interface SvgFrame {
  toSvg(p: LonLat): [number, number];
  toLonLat(x: number, y: number): LonLat;
  viewBox: string;
}

const round7 = (v: number) => Math.round(v * 1e7) / 1e7;

/** A frame whose view box holds every given point with a margin. */
export function svgFrame(longitude: number, latitude: number, points: LonLat[]): SvgFrame {
  const frame = localFrame(longitude, latitude);
  const kx = 111_320 * Math.cos((latitude * Math.PI) / 180);
  let half = 100;
  for (const [lon, lat] of points) {
    const [x, y] = frame.toLocal(lon, lat);
    half = Math.max(half, Math.abs(x), Math.abs(y));
  }
  half *= 1.1;
  return {
    toSvg: ([lon, lat]) => {
      const [x, y] = frame.toLocal(lon, lat);
      return [x, -y];
    },
    toLonLat: (x, y) => [round7(longitude + x / kx), round7(latitude - y / 111_320)],
    viewBox: `${-half} ${-half} ${half * 2} ${half * 2}`,
  };
}

/** SVG points attribute of a ring. */
export function pointsAttr(ring: LonLat[], frame: SvgFrame): string {
  return ring.map((p) => frame.toSvg(p).join(',')).join(' ');
}
