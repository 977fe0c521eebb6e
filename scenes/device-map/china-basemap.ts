import type { MultiLineString } from 'geojson';

/** A name on the map: position, Chinese, English. */
export type PlaceLabel = [longitude: number, latitude: number, zh: string, en: string];

/**
 * China's provinces (borders and names) and prefecture-level cities (names at their seats), built
 * by scripts/build-china-basemap.mjs from Natural Earth, GB/T 2260 names and GeoNames positions.
 */
export interface ChinaBasemap {
  borders: MultiLineString;
  provinces: PlaceLabel[];
  /** Largest first: where two collide, the first is kept. */
  cities: PlaceLabel[];
  /** Every character of every name, for the label font atlas (TextLayer draws only what it was given). */
  characterSet: string[];
}

let cached: Promise<ChinaBasemap> | null = null;

/** Loads the bundled China basemap once per page load: a chunk of its own, fetched with the map only. */
export function loadChinaBasemap(): Promise<ChinaBasemap> {
  cached ??= import('./china-basemap.json').then((module) => {
    const data = (module as unknown as { default: { borders: number[][][]; provinces: PlaceLabel[]; cities: PlaceLabel[] } }).default;
    const names = [...data.provinces, ...data.cities].flatMap(([, , zh, en]) => [zh, en]).join('');
    return {
      borders: { type: 'MultiLineString', coordinates: data.borders },
      provinces: data.provinces,
      cities: data.cities,
      characterSet: [...new Set(names)],
    };
  });
  return cached;
}
