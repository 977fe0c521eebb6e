import { describe, expect, it } from 'vitest';
import { fromTileCrs, gcj02ToWgs84, toTileCrs, wgs84ToGcj02 } from './gcj02';

const RAD = Math.PI / 180;
/** Great-circle distance in metres. */
function metres([lon1, lat1]: [number, number], [lon2, lat2]: [number, number]): number {
  const a = Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lon2 - lon1) * RAD) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(a));
}

// The pair the coordtransform library publishes in its own test (wgs84togcj02(116.404, 39.915)).
const PUBLISHED: Array<{ place: string; wgs84: [number, number]; gcj02: [number, number] }> = [
  { place: 'Beijing (coordtransform)', wgs84: [116.404, 39.915], gcj02: [116.41024449916938, 39.91640428150164] },
];

describe('WGS84 <-> GCJ-02', () => {
  it.each(PUBLISHED)('$place: WGS84 -> GCJ-02 is the published pair within 1 m, and back', ({ wgs84, gcj02 }) => {
    expect(metres(wgs84ToGcj02(...wgs84), gcj02)).toBeLessThan(1);
    expect(metres(gcj02ToWgs84(...gcj02), wgs84)).toBeLessThan(1);
  });

  it.each([
    ['Wuxi farm', 120.3, 31.57],
    ['Hangzhou', 120.155, 30.274],
    ['Urumqi', 87.617, 43.793],
    ['Haikou', 110.342, 20.046],
    ['Harbin', 126.65, 45.75],
  ] as const)('%s: the shift is tens to hundreds of metres and the round trip comes back within 1 m', (_place, lon, lat) => {
    const shifted = wgs84ToGcj02(lon, lat);
    expect(metres(shifted, [lon, lat])).toBeGreaterThan(50);
    expect(metres(shifted, [lon, lat])).toBeLessThan(1000);
    expect(metres(gcj02ToWgs84(...shifted), [lon, lat])).toBeLessThan(1);
  });

  it.each([
    ['Paris', 2.3522, 48.8566],
    ['New York', -74.006, 40.7128],
    ['Tokyo', 139.6917, 35.6895],
    ['Sydney', 151.2093, -33.8688],
  ] as const)('%s (outside China) is not shifted either way', (_place, lon, lat) => {
    expect(wgs84ToGcj02(lon, lat)).toEqual([lon, lat]);
    expect(gcj02ToWgs84(lon, lat)).toEqual([lon, lat]);
  });

  it('a WGS84 tile system leaves positions alone; a GCJ-02 one shifts them for drawing and back for storing', () => {
    expect(toTileCrs('wgs84', 120.3, 31.57)).toEqual([120.3, 31.57]);
    expect(fromTileCrs('wgs84', 120.3, 31.57)).toEqual([120.3, 31.57]);
    const drawn = toTileCrs('gcj02', 120.3, 31.57);
    expect(drawn).toEqual(wgs84ToGcj02(120.3, 31.57));
    expect(metres(fromTileCrs('gcj02', ...drawn), [120.3, 31.57])).toBeLessThan(1);
  });
});
