/** A position as the forms hold it: WGS84 degrees. */
export interface LngLat {
  longitude: number;
  latitude: number;
}

/** The picker's view in degrees: the centre and how far it is zoomed in (1 shows the world). */
export interface MapView {
  lon: number;
  lat: number;
  zoom: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 256;
/** The picker's aspect ratio, width over height, as the world is in this projection. */
export const ASPECT = 2;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The SVG viewBox of a view: degrees of longitude across, half as many of latitude down. */
export function viewBoxOf(view: MapView): { x: number; y: number; width: number; height: number } {
  const width = 360 / view.zoom;
  const height = width / ASPECT;
  return { x: view.lon + 180 - width / 2, y: 90 - view.lat - height / 2, width, height };
}

/** A view kept on the map: the zoom within its bounds and the centre where the world still fills the box. */
export function clampView(view: MapView): MapView {
  const zoom = clamp(view.zoom, MIN_ZOOM, MAX_ZOOM);
  const halfW = 180 / zoom;
  const halfH = halfW / ASPECT;
  return { zoom, lon: clamp(view.lon, -180 + halfW, 180 - halfW), lat: clamp(view.lat, -90 + halfH, 90 - halfH) };
}

/** The longitude and latitude under a point of the box given as fractions (0..1) of its width and height. */
export function pointAt(view: MapView, fx: number, fy: number): { longitude: number; latitude: number } {
  const box = viewBoxOf(view);
  const longitude = box.x + fx * box.width - 180;
  const latitude = 90 - (box.y + fy * box.height);
  return { longitude: round(clamp(longitude, -180, 180)), latitude: round(clamp(latitude, -90, 90)) };
}

/** Zooms by a factor keeping the point under (fx, fy) where it is, as map applications do on the wheel. */
export function zoomAt(view: MapView, factor: number, fx = 0.5, fy = 0.5): MapView {
  const before = viewBoxOf(view);
  const zoom = clamp(view.zoom * factor, MIN_ZOOM, MAX_ZOOM);
  const width = 360 / zoom;
  const height = width / ASPECT;
  const anchorX = before.x + fx * before.width;
  const anchorY = before.y + fy * before.height;
  const x = anchorX - fx * width;
  const y = anchorY - fy * height;
  return clampView({ zoom, lon: x + width / 2 - 180, lat: 90 - (y + height / 2) });
}

/** Six decimals: about 0.1 m, the precision a device's position is stored with. */
export function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
