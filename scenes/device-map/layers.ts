import type { Feature, FeatureCollection } from 'geojson';
import { GeoJsonLayer, IconLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { Basemap } from './basemap';
import { DEVICE_TYPES, type DeviceBuffers } from './device-buffers';
import type { Clusters } from './grid-cluster';
import type { IconAtlas } from './icon-atlas';

/** Fill colours of site layout features by properties.kind. */
const SITE_FILL: Record<string, [number, number, number, number]> = {
  pond: [64, 150, 230, 170],
  water: [90, 160, 225, 150],
  greenhouse: [235, 245, 235, 220],
  building: [200, 190, 175, 230],
  dam: [150, 150, 160, 240],
  boundary: [0, 0, 0, 0],
};

/** Light for the console's map; dark for the control-room screens. */
export type MapPalette = 'light' | 'dark';

const BASEMAP_COLORS: Record<MapPalette, { land: [number, number, number]; borders: [number, number, number] }> = {
  light: { land: [233, 236, 228], borders: [160, 160, 170] },
  dark: { land: [22, 48, 82], borders: [46, 110, 160] },
};

export function basemapLayers(basemap: Basemap | null, palette: MapPalette = 'light') {
  if (!basemap) return [];
  const colors = BASEMAP_COLORS[palette];
  // world-atlas stitches shapes across the antimeridian (Eurasia, Fiji, Wrangel) for spherical
  // renderers; drawn flat, each such edge is a sliver across the whole world, the seam lines seen
  // at world view. wrapLongitude cuts polygons and paths at +-180 (and closes polar rings).
  return [
    new GeoJsonLayer({ id: 'basemap-land', data: basemap.land as FeatureCollection, filled: true, stroked: false, getFillColor: colors.land, wrapLongitude: true }),
    new GeoJsonLayer({
      id: 'basemap-borders',
      data: { type: 'Feature', geometry: basemap.borders, properties: {} } as Feature,
      stroked: true,
      filled: false,
      getLineColor: colors.borders,
      lineWidthUnits: 'pixels',
      getLineWidth: 1,
      wrapLongitude: true,
    }),
  ];
}

export function siteLayers(features: FeatureCollection) {
  return [
    new GeoJsonLayer({
      id: 'site-features',
      data: features,
      filled: true,
      stroked: true,
      getFillColor: (f: Feature) => SITE_FILL[String(f.properties?.kind)] ?? [210, 210, 210, 200],
      getLineColor: (f: Feature) => (f.properties?.kind === 'boundary' ? [90, 120, 90, 200] : [255, 255, 255, 200]),
      lineWidthUnits: 'pixels',
      getLineWidth: (f: Feature) => (f.properties?.kind === 'boundary' ? 2 : 1),
      updateTriggers: { getFillColor: features },
    }),
  ];
}

/** Binary data of the device layer; built by the caller once per buffers and colour version. */
export interface DeviceLayerData {
  length: number;
  attributes: { getPosition: { value: Float32Array; size: 2 }; getColor: { value: Uint8Array; size: 4; normalized: true } };
}

/** Same devices at the same positions: a new colour wrapper alone is not new data (no accessor reruns). */
const sameDevices = (a: unknown, b: unknown) =>
  (a as DeviceLayerData).length === (b as DeviceLayerData).length &&
  (a as DeviceLayerData).attributes.getPosition === (b as DeviceLayerData).attributes.getPosition;

/**
 * Devices one by one: a mask icon per type, tinted by status. Positions and colours are binary
 * attributes; a status update hands a new wrapper around the same colour array (so deck.gl uploads
 * it again) with the same length and position wrapper, which the comparator treats as the same
 * data: no accessor runs again, icons included.
 */
export function deviceLayer(buffers: DeviceBuffers, data: DeviceLayerData, atlas: IconAtlas, sizePx: number) {
  return new IconLayer({
    id: 'devices',
    data,
    dataComparator: sameDevices,
    iconAtlas: atlas.url,
    iconMapping: atlas.mapping,
    getIcon: (_: unknown, { index }: { index: number }) => DEVICE_TYPES[buffers.types[index]],
    getSize: sizePx,
    sizeUnits: 'pixels',
    pickable: true,
    autoHighlight: true,
    highlightColor: [30, 100, 255, 120],
    updateTriggers: { getColor: buffers.version },
  });
}

export function deviceLayerData(buffers: DeviceBuffers, position: DeviceLayerData['attributes']['getPosition']): DeviceLayerData {
  return { length: buffers.length, attributes: { getPosition: position, getColor: { value: buffers.colors, size: 4, normalized: true } } };
}

/** Indices of clusters with more than one device (the ones that get a count label). */
export function labelledClusters(clusters: Clusters): number[] {
  const out: number[] = [];
  for (let i = 0; i < clusters.length; i++) if (clusters.counts[i] > 1) out.push(i);
  return out;
}

/** Clusters below CLUSTER_BELOW_ZOOM: a disc sized by count in the worst member's colour, and the count. */
export function clusterLayers(clusters: Clusters, labels: number[]) {
  return [
    new ScatterplotLayer({
      id: 'clusters',
      data: {
        length: clusters.length,
        attributes: { getPosition: { value: clusters.positions, size: 2 }, getFillColor: { value: clusters.colors, size: 4, normalized: true } },
      },
      dataComparator: (a, b) => (a as { attributes: { getPosition: { value: unknown } } }).attributes.getPosition.value === (b as { attributes: { getPosition: { value: unknown } } }).attributes.getPosition.value,
      radiusUnits: 'pixels',
      getRadius: (_: unknown, { index }: { index: number }) => 9 + Math.min(22, Math.log2(clusters.counts[index]) * 3),
      stroked: true,
      getLineColor: [255, 255, 255, 230],
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
      pickable: true,
      updateTriggers: { getFillColor: clusters.version, getRadius: clusters.positions },
    }),
    new TextLayer({
      id: 'cluster-counts',
      data: labels,
      getPosition: (i: number) => [clusters.positions[i * 2], clusters.positions[i * 2 + 1]],
      getText: (i: number) => String(clusters.counts[i]),
      getSize: 12,
      getColor: [255, 255, 255, 255],
      fontWeight: 700,
      characterSet: '0123456789',
    }),
  ];
}
