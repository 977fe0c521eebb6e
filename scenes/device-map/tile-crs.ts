import type { FeatureCollection } from 'geojson';
import { toTileCrs, type TileCrs } from '../../shared/contract/map/gcj02';
import type { DeviceBuffers } from './device-buffers';

/**
 * The devices as drawn on tiles of this system: stored positions are WGS84, GCJ-02 tiles (AMap)
 * need them shifted. The shifted view inherits from the buffers, so `colors` and the live
 * `version` a status update bumps are the buffers' own; only `positions` is a shifted copy.
 */
export function buffersIn(crs: TileCrs, buffers: DeviceBuffers): DeviceBuffers {
  if (crs === 'wgs84') return buffers;
  const positions = new Float32Array(buffers.positions.length);
  for (let i = 0; i < buffers.length; i++) {
    const [lon, lat] = toTileCrs(crs, buffers.positions[i * 2], buffers.positions[i * 2 + 1]);
    positions[i * 2] = lon;
    positions[i * 2 + 1] = lat;
  }
  return Object.create(buffers, { positions: { value: positions, enumerable: true } }) as DeviceBuffers;
}

type Position = number[];
const shiftDeep = (crs: TileCrs, value: unknown): unknown =>
  Array.isArray(value) && typeof value[0] === 'number' ? toTileCrs(crs, (value as Position)[0], (value as Position)[1]) : Array.isArray(value) ? value.map((v) => shiftDeep(crs, v)) : value;

/** Site layouts and ponds as drawn on tiles of this system. */
export function featuresIn(crs: TileCrs, features: FeatureCollection): FeatureCollection {
  if (crs === 'wgs84') return features;
  return {
    ...features,
    features: features.features.map((f) => ({ ...f, geometry: f.geometry && 'coordinates' in f.geometry ? ({ ...f.geometry, coordinates: shiftDeep(crs, f.geometry.coordinates) } as typeof f.geometry) : f.geometry })),
  };
}
