import type { Feature } from 'geojson';
import { CollisionFilterExtension } from '@deck.gl/extensions';
import { GeoJsonLayer, TextLayer } from '@deck.gl/layers';
import type { ChinaBasemap, PlaceLabel } from './china-basemap';
import type { MapPalette } from './layers';

/** Province names from the country view on; city names once a province fills a good part of the screen. */
export const CITY_MIN_ZOOM = 5.5;

const COLORS: Record<MapPalette, { borders: [number, number, number]; province: [number, number, number]; city: [number, number, number]; halo: [number, number, number] }> = {
  light: { borders: [150, 140, 170], province: [45, 45, 45], city: [70, 70, 70], halo: [248, 248, 244] },
  dark: { borders: [70, 140, 190], province: [190, 215, 240], city: [150, 180, 210], halo: [10, 30, 55] },
};

const collision = new CollisionFilterExtension();

/**
 * China's province borders and the names of provinces and prefecture-level cities in the user's
 * language. Labels declutter by screen space (deck.gl's collision filter): a province name beats a
 * city, a bigger city a smaller one, so zooming in shows more names and never a pile of them.
 */
export function chinaLayers(china: ChinaBasemap | null, zoom: number, language: string, palette: MapPalette = 'light') {
  if (!china) return [];
  const colors = COLORS[palette];
  const nameOf = (label: PlaceLabel) => (language.startsWith('zh') ? label[2] : label[3]);
  const labels = (id: string, data: PlaceLabel[], size: number, color: [number, number, number], priority: (index: number) => number) =>
    new TextLayer<PlaceLabel>({
      id,
      data,
      getPosition: (d: PlaceLabel) => [d[0], d[1]],
      getText: nameOf,
      getSize: size,
      getColor: color,
      fontFamily: 'system-ui, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
      fontWeight: id === 'china-provinces' ? 600 : 400,
      characterSet: china.characterSet,
      outlineWidth: 3,
      outlineColor: [...colors.halo, 230],
      fontSettings: { sdf: true },
      extensions: [collision],
      collisionGroup: 'china-names',
      getCollisionPriority: (_: PlaceLabel, { index }: { index: number }) => priority(index),
      collisionTestProps: { sizeScale: 1.4 },
      updateTriggers: { getText: language },
    } as never);
  return [
    new GeoJsonLayer({
      id: 'china-borders',
      data: { type: 'Feature', geometry: china.borders, properties: {} } as Feature,
      stroked: true,
      filled: false,
      getLineColor: colors.borders,
      lineWidthUnits: 'pixels',
      getLineWidth: 1,
    }),
    ...(zoom >= CITY_MIN_ZOOM ? [labels('china-cities', china.cities, 13, colors.city, (i) => 999 - Math.min(i, 998))] : []),
    labels('china-provinces', china.provinces, 15, colors.province, () => 1000),
  ];
}
