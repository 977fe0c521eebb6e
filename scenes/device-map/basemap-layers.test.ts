import type { Feature, FeatureCollection, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { loadBasemap } from './basemap';
import { basemapLayers } from './layers';

/** Ring edges that jump across the antimeridian (more than half the world in one step). */
function antimeridianJumps(land: FeatureCollection | Feature): number {
  const features = 'features' in land ? land.features : [land];
  let jumps = 0;
  const ring = (points: Position[]) => {
    for (let i = 1; i < points.length; i++) if (Math.abs(points[i][0] - points[i - 1][0]) > 180) jumps++;
  };
  for (const f of features) {
    if (f.geometry.type === 'Polygon') f.geometry.coordinates.forEach(ring);
    if (f.geometry.type === 'MultiPolygon') f.geometry.coordinates.forEach((p) => p.forEach(ring));
  }
  return jumps;
}

describe('the offline basemap', () => {
  it('is cut at the antimeridian when drawn flat (no seam lines across the world view)', async () => {
    const basemap = await loadBasemap();
    // The bundled land is stitched across +-180 for spherical renderers: drawn flat as it is,
    // each of these edges is a sliver spanning the world.
    expect(antimeridianJumps(basemap.land)).toBeGreaterThan(0);
    for (const palette of ['light', 'dark'] as const) {
      for (const layer of basemapLayers(basemap, palette)) expect(layer.props.wrapLongitude, layer.id).toBe(true);
    }
  });
});
