import { STATUS_COLORS, type DeviceBuffers } from './device-buffers';

const PALETTE = Uint8Array.from(STATUS_COLORS.flat());

/** Cell size of the clustering grid in screen pixels. */
export const CLUSTER_CELL_PX = 64;
/** From this zoom on, devices are drawn one by one. */
export const CLUSTER_BELOW_ZOOM = 13;
/** Web Mercator world size in deck.gl's common units at zoom 0. */
const WORLD = 512;

/** Clusters of one zoom level as typed arrays; `members[i]` is the cluster of device i. */
export interface Clusters {
  zoom: number;
  length: number;
  positions: Float32Array;
  counts: Uint32Array;
  /** Worst status code among members, and its RGBA. */
  statuses: Uint8Array;
  colors: Uint8Array;
  members: Uint32Array;
  version: number;
}

/** Mercator x, y in [0, WORLD) per device, computed once per buffers (positions do not move). */
export function mercatorOf(buffers: DeviceBuffers): Float32Array {
  const out = new Float32Array(buffers.length * 2);
  for (let i = 0; i < buffers.length; i++) {
    const lon = buffers.positions[i * 2];
    const lat = Math.max(-85.05, Math.min(85.05, buffers.positions[i * 2 + 1]));
    out[i * 2] = ((lon + 180) / 360) * WORLD;
    const s = Math.sin((lat * Math.PI) / 180);
    out[i * 2 + 1] = (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * WORLD;
  }
  return out;
}

/**
 * Grid clustering at an integer zoom: devices whose screen positions fall into the same
 * CLUSTER_CELL_PX cell form one cluster at their mean position. O(n), no worker, one Map of cells.
 */
export function clusterAt(buffers: DeviceBuffers, mercator: Float32Array, zoom: number): Clusters {
  const cell = CLUSTER_CELL_PX / 2 ** zoom;
  const cells = new Map<number, number>();
  const members = new Uint32Array(buffers.length);
  const sums: number[] = [];
  const counts: number[] = [];
  const cols = Math.ceil(WORLD / cell) + 1;
  for (let i = 0; i < buffers.length; i++) {
    const key = Math.floor(mercator[i * 2 + 1] / cell) * cols + Math.floor(mercator[i * 2] / cell);
    let c = cells.get(key);
    if (c === undefined) {
      c = counts.length;
      cells.set(key, c);
      counts.push(0);
      sums.push(0, 0);
    }
    members[i] = c;
    counts[c]++;
    sums[c * 2] += buffers.positions[i * 2];
    sums[c * 2 + 1] += buffers.positions[i * 2 + 1];
  }
  const k = counts.length;
  const positions = new Float32Array(k * 2);
  for (let c = 0; c < k; c++) {
    positions[c * 2] = sums[c * 2] / counts[c];
    positions[c * 2 + 1] = sums[c * 2 + 1] / counts[c];
  }
  const clusters: Clusters = {
    zoom, length: k, positions, counts: Uint32Array.from(counts), statuses: new Uint8Array(k), colors: new Uint8Array(k * 4), members, version: 0,
  };
  writeClusterColors(clusters, buffers);
  return clusters;
}

/** Severity order for a cluster's colour: fault > warning > online > offline (a live device shows). */
const SEVERITY = [1, 0, 2, 3];

/** Recolours clusters from their members' current statuses (after a status update): O(n). */
export function writeClusterColors(clusters: Clusters, buffers: DeviceBuffers): void {
  const worst = new Int8Array(clusters.length).fill(-1);
  for (let i = 0; i < buffers.length; i++) {
    const c = clusters.members[i];
    const s = buffers.statuses[i];
    if (worst[c] < 0 || SEVERITY[s] > SEVERITY[worst[c]]) worst[c] = s;
  }
  for (let c = 0; c < clusters.length; c++) {
    clusters.statuses[c] = Math.max(0, worst[c]);
    const o = c * 4;
    const src = clusters.statuses[c] * 4;
    clusters.colors[o] = PALETTE[src];
    clusters.colors[o + 1] = PALETTE[src + 1];
    clusters.colors[o + 2] = PALETTE[src + 2];
    clusters.colors[o + 3] = 230;
  }
  clusters.version++;
}
