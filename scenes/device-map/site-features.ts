import type { Feature, FeatureCollection } from 'geojson';

/** What the map needs of a site: its own layout and its ponds. */
export interface SiteShape {
  layout: { features: Array<{ type: 'Feature'; geometry: { type: string; coordinates: unknown }; properties: Record<string, unknown> }> };
  ponds: Array<{ id: number; name: string; polygon: [number, number][] }>;
}

/** All sites' layout features plus their ponds (kind 'pond'), as one FeatureCollection for the map. */
export function siteFeatures(sites: readonly SiteShape[]): FeatureCollection {
  const features: Feature[] = [];
  for (const site of sites) {
    for (const f of site.layout.features) features.push(f as Feature);
    for (const pond of site.ponds) {
      features.push({
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [[...pond.polygon, pond.polygon[0]]] },
        properties: { kind: 'pond', name: pond.name, id: pond.id },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}
