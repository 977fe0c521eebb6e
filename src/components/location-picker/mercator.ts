/**
 * The picker's view over online XYZ tiles: web mercator at whole zoom levels (the tiles' own), so
 * every tile is drawn at its native 256 px and no WebGL is needed. Longitudes and latitudes here
 * are in the tiles' coordinate system; the picker shifts them from and to WGS84.
 */
export interface TileView {
  lon: number;
  lat: number;
  /** A whole zoom level, as the tile server serves. */
  zoom: number;
}

export const TILE_SIZE = 256;
export const MIN_TILE_ZOOM = 2;
export const MAX_TILE_ZOOM = 18;
/** Web mercator's edge: the square world ends here. */
const MAX_LAT = 85.05112878;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

/** The world pixel (at this zoom) of a longitude and latitude. */
export function project(lon: number, lat: number, zoom: number): [number, number] {
  const size = worldSize(zoom);
  const sin = Math.sin((clamp(lat, -MAX_LAT, MAX_LAT) * Math.PI) / 180);
  return [((lon + 180) / 360) * size, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size];
}

/** The longitude and latitude of a world pixel (at this zoom). */
export function unproject(x: number, y: number, zoom: number): [number, number] {
  const size = worldSize(zoom);
  const lon = (x / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return [lon, lat];
}

/** The longitude and latitude under a point of the box (px from its top left corner). */
export function tileViewPoint(view: TileView, width: number, height: number, x: number, y: number): [number, number] {
  const [cx, cy] = project(view.lon, view.lat, view.zoom);
  return unproject(cx - width / 2 + x, cy - height / 2 + y, view.zoom);
}

/** Where a longitude and latitude fall in the box (px from its top left corner). */
export function tileViewPixel(view: TileView, width: number, height: number, lon: number, lat: number): [number, number] {
  const [cx, cy] = project(view.lon, view.lat, view.zoom);
  const [x, y] = project(lon, lat, view.zoom);
  return [x - cx + width / 2, y - cy + height / 2];
}

/** A view kept on the map: a whole zoom within the tiles' range, the latitude inside mercator's square. */
export function clampTileView(view: TileView): TileView {
  return { lon: clamp(view.lon, -180, 180), lat: clamp(view.lat, -MAX_LAT, MAX_LAT), zoom: clamp(Math.round(view.zoom), MIN_TILE_ZOOM, MAX_TILE_ZOOM) };
}

/** The view dragged by (dx, dy) px from `start`. */
export function panTileView(start: TileView, dx: number, dy: number): TileView {
  const [cx, cy] = project(start.lon, start.lat, start.zoom);
  const [lon, lat] = unproject(cx - dx, cy - dy, start.zoom);
  return clampTileView({ ...start, lon, lat });
}

/** One zoom level in (+1) or out (-1), keeping the point under (x, y) where it is. */
export function zoomTileView(view: TileView, step: 1 | -1, width: number, height: number, x = width / 2, y = height / 2): TileView {
  const zoom = clamp(view.zoom + step, MIN_TILE_ZOOM, MAX_TILE_ZOOM);
  if (zoom === view.zoom) return view;
  const [anchorX, anchorY] = project(...tileViewPoint(view, width, height, x, y), zoom);
  const [lon, lat] = unproject(anchorX - x + width / 2, anchorY - y + height / 2, zoom);
  return clampTileView({ lon, lat, zoom });
}

/** One tile drawn in the box: its XYZ address and where its top left corner goes (px). */
export interface PlacedTile {
  /** The column before wrapping: what tells two copies of one tile apart on a box wider than the world. */
  column: number;
  z: number;
  x: number;
  y: number;
  left: number;
  top: number;
}

/** The tiles covering the box (columns wrapped around the antimeridian, rows off the world left out). */
export function tilesInView(view: TileView, width: number, height: number): PlacedTile[] {
  const [cx, cy] = project(view.lon, view.lat, view.zoom);
  const originX = cx - width / 2;
  const originY = cy - height / 2;
  const count = 2 ** view.zoom;
  const tiles: PlacedTile[] = [];
  for (let ty = Math.floor(originY / TILE_SIZE); ty * TILE_SIZE < originY + height; ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(originX / TILE_SIZE); tx * TILE_SIZE < originX + width; tx++) {
      tiles.push({ column: tx, z: view.zoom, x: ((tx % count) + count) % count, y: ty, left: tx * TILE_SIZE - originX, top: ty * TILE_SIZE - originY });
    }
  }
  return tiles;
}

/** A tile's address filled into an XYZ template. */
export const tileUrl = (template: string, tile: PlacedTile): string =>
  template.replaceAll('{z}', String(tile.z)).replaceAll('{x}', String(tile.x)).replaceAll('{y}', String(tile.y));
