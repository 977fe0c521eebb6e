import gcoord from 'gcoord';

/** Coordinate system of a tile server's pictures: WGS84 (Tianditu's CGCS2000 is within centimetres of it) or China's GCJ-02 (AMap). */
export type TileCrs = 'wgs84' | 'gcj02';

/**
 * WGS84 -> GCJ-02, the published offset every Chinese online map draws with (gcoord's formula).
 * Outside China (gcoord's rough China box) the point comes back unchanged.
 */
export function wgs84ToGcj02(longitude: number, latitude: number): [number, number] {
  return gcoord.transform([longitude, latitude], gcoord.WGS84, gcoord.GCJ02) as [number, number];
}

/**
 * GCJ-02 -> WGS84. GCJ-02 has no closed inverse; gcoord iterates the forward offset until it is
 * within 1e-6 degrees (about 0.1 m), where the common one-step inverse is off by metres.
 */
export function gcj02ToWgs84(longitude: number, latitude: number): [number, number] {
  return gcoord.transform([longitude, latitude], gcoord.GCJ02, gcoord.WGS84) as [number, number];
}

/** A stored (WGS84) position as drawn on tiles of this system. */
export const toTileCrs = (crs: TileCrs, longitude: number, latitude: number): [number, number] =>
  crs === 'gcj02' ? wgs84ToGcj02(longitude, latitude) : [longitude, latitude];

/** A position picked on tiles of this system, as stored (WGS84). */
export const fromTileCrs = (crs: TileCrs, longitude: number, latitude: number): [number, number] =>
  crs === 'gcj02' ? gcj02ToWgs84(longitude, latitude) : [longitude, latitude];
