import type { TileCrs } from './gcj02';

/** The basemaps a deployment may choose (site settings): the offline one, or an online tile service. */
export const TILE_PROVIDERS = ['none', 'tianditu-vec', 'tianditu-img', 'amap-road', 'amap-sat', 'custom'] as const;
export type TileProvider = (typeof TILE_PROVIDERS)[number];

/** What the administrator set: the provider, Tianditu's key, a custom server's URL and its coordinate system. */
export interface TileSetting {
  provider: TileProvider;
  key: string | null;
  url: string | null;
  crs: TileCrs;
}

/** What a map draws: XYZ URL templates bottom to top (a picture and its labels), the system they are in, and their one host. */
export interface ResolvedTiles {
  layers: string[];
  crs: TileCrs;
  origin: string;
}

/** A Tianditu developer key: 32 hex digits. */
export const TIANDITU_KEY_PATTERN = '^[0-9a-fA-F]{32}$';

// Tianditu's Web Mercator WMTS (…_w) as XYZ: the picture and its annotation (labels) layer. One host
// of the t0-t7 pool, so the content security policy names exactly one.
const tianditu = (layer: string, key: string) =>
  `https://t0.tianditu.gov.cn/${layer}_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=${layer}&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk=${key}`;

const AMAP_ROAD = 'https://webrd01.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}';
const AMAP_SAT = 'https://webst01.is.autonavi.com/appmaptile?style=6&x={x}&y={y}&z={z}';

function originOf(template: string): string | null {
  try {
    return new URL(template.replace(/\{[zxy]\}/g, '0')).origin;
  } catch {
    return null;
  }
}

/** The tiles a setting draws, or null for the offline basemap (also when a needed key or URL is missing). */
export function resolveTiles(setting: TileSetting): ResolvedTiles | null {
  const layers = layersOf(setting);
  const origin = layers && originOf(layers[0]);
  if (!layers || !origin) return null;
  const crs: TileCrs = setting.provider === 'custom' ? setting.crs : setting.provider.startsWith('amap') ? 'gcj02' : 'wgs84';
  return { layers, crs, origin };
}

function layersOf({ provider, key, url }: TileSetting): string[] | null {
  switch (provider) {
    case 'tianditu-vec':
      return key ? [tianditu('vec', key), tianditu('cva', key)] : null;
    case 'tianditu-img':
      return key ? [tianditu('img', key), tianditu('cia', key)] : null;
    case 'amap-road':
      return [AMAP_ROAD];
    case 'amap-sat':
      return [AMAP_SAT];
    case 'custom':
      return url ? [url] : null;
    default:
      return null;
  }
}

/**
 * The setting as stored in site_config (map_tile_provider, map_tile_key, map_tile_url,
 * map_tile_crs). A URL stored before providers existed, with no provider, is a custom WGS84 server.
 */
export function tileSettingOf(stored: Map<string, unknown>): TileSetting {
  const text = (name: string) => {
    const value = stored.get(name);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const url = text('map_tile_url');
  const provider = (TILE_PROVIDERS as readonly string[]).includes(text('map_tile_provider') ?? '') ? (text('map_tile_provider') as TileProvider) : url ? 'custom' : 'none';
  return { provider, key: text('map_tile_key'), url, crs: text('map_tile_crs') === 'gcj02' ? 'gcj02' : 'wgs84' };
}

export const TILE_SETTING_KEYS = ['map_tile_provider', 'map_tile_key', 'map_tile_url', 'map_tile_crs'] as const;
