import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The offline basemap: Natural Earth land and country borders (1:110m) from world-atlas. */
export interface Basemap {
  land: FeatureCollection | Feature;
  borders: MultiLineString;
}

let cached: Promise<Basemap> | null = null;

/**
 * Loads the bundled basemap once per page load. The JSON is a chunk of its own, fetched only by
 * pages that draw a map, and needs no network beyond the console's own origin.
 */
export function loadBasemap(): Promise<Basemap> {
  cached ??= import('world-atlas/countries-110m.json').then((module) => {
    const topology = (module as { default: unknown }).default as Topology<{ land: GeometryCollection; countries: GeometryCollection }>;
    return {
      land: feature(topology, topology.objects.land),
      borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
    };
  });
  return cached;
}
