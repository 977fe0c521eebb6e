/** Device states the map colours, in the order of STATUS_COLORS. */
export const STATUS = { online: 0, offline: 1, warning: 2, fault: 3 } as const;
export type StatusName = keyof typeof STATUS;
export const STATUS_NAMES = Object.keys(STATUS) as StatusName[];

/** RGBA per status: green online, grey offline, amber warning, red fault. */
export const STATUS_COLORS: readonly (readonly [number, number, number, number])[] = [
  [34, 160, 90, 255],
  [140, 140, 140, 255],
  [250, 160, 20, 255],
  [220, 40, 40, 255],
];

/** Device type codes of spec section 9, in icon-atlas order; anything else draws as 'other'. */
export const DEVICE_TYPES = ['AW', 'ET', 'EX', 'T', 'AG', 'EYZ', 'ES', 'PTP', 'EWL', 'other'] as const;
export type DeviceTypeCode = (typeof DEVICE_TYPES)[number];

export function typeIndex(type: string): number {
  const i = DEVICE_TYPES.indexOf(type as DeviceTypeCode);
  return i >= 0 ? i : DEVICE_TYPES.length - 1;
}

/**
 * What the map draws, as typed arrays deck.gl uploads as binary attributes: positions
 * (lon, lat per device), type index and status code per device, and the RGBA fill derived from
 * the status. A status change rewrites `colors` in place and bumps `version`; nothing per device
 * is allocated.
 */
export interface DeviceBuffers {
  length: number;
  ids: string[];
  positions: Float32Array;
  types: Uint8Array;
  statuses: Uint8Array;
  colors: Uint8Array;
  /** Bumped on every colour write; layers pass it to updateTriggers. */
  version: number;
}

export interface DevicePoint {
  id: string;
  longitude: number;
  latitude: number;
  type: string;
  status: StatusName;
}

export function buildDeviceBuffers(points: readonly DevicePoint[]): DeviceBuffers {
  const n = points.length;
  const buffers: DeviceBuffers = {
    length: n,
    ids: new Array<string>(n),
    positions: new Float32Array(n * 2),
    types: new Uint8Array(n),
    statuses: new Uint8Array(n),
    colors: new Uint8Array(n * 4),
    version: 0,
  };
  for (let i = 0; i < n; i++) {
    const p = points[i];
    buffers.ids[i] = p.id;
    buffers.positions[i * 2] = p.longitude;
    buffers.positions[i * 2 + 1] = p.latitude;
    buffers.types[i] = typeIndex(p.type);
    buffers.statuses[i] = STATUS[p.status];
  }
  writeStatusColors(buffers, buffers.statuses);
  return buffers;
}

/**
 * Applies a status code per device (same order as the buffers) and rewrites the colours of the
 * devices that changed. Returns how many changed; `version` is bumped only when some did.
 */
export function writeStatusColors(buffers: DeviceBuffers, statuses: ArrayLike<number>): number {
  const { colors } = buffers;
  let changed = 0;
  const fresh = buffers.version === 0;
  for (let i = 0; i < buffers.length; i++) {
    const s = statuses[i];
    if (!fresh && buffers.statuses[i] === s) continue;
    buffers.statuses[i] = s;
    const c = STATUS_COLORS[s] ?? STATUS_COLORS[STATUS.offline];
    const o = i * 4;
    colors[o] = c[0];
    colors[o + 1] = c[1];
    colors[o + 2] = c[2];
    colors[o + 3] = c[3];
    changed++;
  }
  if (changed > 0 || fresh) buffers.version++;
  return changed;
}

/** The map's status of a device from its realtime row: fault and warning outrank online/offline. */
export function statusOf(status: string, alarm: string): StatusName {
  if (alarm === 'fault') return 'fault';
  if (alarm === 'warning') return 'warning';
  return status === 'online' ? 'online' : 'offline';
}
