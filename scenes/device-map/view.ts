import { WebMercatorViewport } from '@deck.gl/core';
import type { DeviceBuffers } from './device-buffers';

export interface MapViewState {
  longitude: number;
  latitude: number;
  zoom: number;
  pitch?: number;
  bearing?: number;
}

/** China, for a map with no devices yet. */
export const DEFAULT_VIEW: MapViewState = { longitude: 113, latitude: 33, zoom: 3.6 };

/** The view that shows every device in a width x height map, at most `maxZoom`. */
export function fitDevices(buffers: DeviceBuffers, width: number, height: number, maxZoom = 16): MapViewState {
  if (buffers.length === 0 || width < 10 || height < 10) return DEFAULT_VIEW;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (let i = 0; i < buffers.length; i++) {
    const lon = buffers.positions[i * 2];
    const lat = buffers.positions[i * 2 + 1];
    if (lon < west) west = lon;
    if (lon > east) east = lon;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  const { longitude, latitude, zoom } = new WebMercatorViewport({ width, height }).fitBounds(
    [[west, south], [east, north]],
    { padding: Math.min(60, width / 6, height / 6), maxZoom, minExtent: 0.002 },
  );
  return { longitude, latitude, zoom };
}
