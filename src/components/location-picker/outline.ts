import type * as GeoJSON from 'geojson';
import type { Geometry, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** SVG path data of the land and the country borders, in degrees (x = longitude + 180, y = 90 - latitude). */
export interface Outline {
  land: string;
  borders: string;
}

let cached: Promise<Outline> | null = null;

const ring = (points: Position[]) =>
  points.map(([lon, lat], i) => `${i === 0 ? 'M' : 'L'}${(lon + 180).toFixed(2)} ${(90 - lat).toFixed(2)}`).join('') + 'Z';
const line = (points: Position[]) =>
  points.map(([lon, lat], i) => `${i === 0 ? 'M' : 'L'}${(lon + 180).toFixed(2)} ${(90 - lat).toFixed(2)}`).join('');

function pathOf(geometry: Geometry): string {
  switch (geometry.type) {
    case 'Polygon':
      return geometry.coordinates.map(ring).join('');
    case 'MultiPolygon':
      return geometry.coordinates.flatMap((polygon) => polygon.map(ring)).join('');
    case 'LineString':
      return line(geometry.coordinates);
    case 'MultiLineString':
      return geometry.coordinates.map(line).join('');
    case 'GeometryCollection':
      return geometry.geometries.map(pathOf).join('');
    default:
      return '';
  }
}

/**
 * The bundled Natural Earth outline (world-atlas, 1:110m: light enough to redraw while panning in software rendering) as SVG paths, loaded once and only by
 * pages that pick a location: a chunk of its own, no network beyond the console's origin.
 */
export function loadOutline(): Promise<Outline> {
  cached ??= import('world-atlas/countries-110m.json').then((module) => {
    const topology = (module as { default: unknown }).default as Topology<{ land: GeometryCollection; countries: GeometryCollection }>;
    const land = feature(topology, topology.objects.land) as GeoJSON.FeatureCollection | GeoJSON.Feature;
    const landPath = land.type === 'FeatureCollection' ? land.features.map((f) => pathOf(f.geometry)).join('') : pathOf(land.geometry);
    return { land: landPath, borders: pathOf(mesh(topology, topology.objects.countries, (a, b) => a !== b)) };
  });
  return cached;
}
