import { describe, expect, it } from 'vitest';
import { STATUS, STATUS_COLORS, buildDeviceBuffers, statusOf, writeStatusColors, type DevicePoint } from './device-buffers';
import { clusterAt, mercatorOf, writeClusterColors } from './grid-cluster';

const points: DevicePoint[] = [
  { id: 'A', longitude: 120.2312, latitude: 30.7893, type: 'AW', status: 'online' },
  { id: 'B', longitude: 120.2333, latitude: 30.7893, type: 'ET', status: 'offline' },
  { id: 'C', longitude: 118.9, latitude: 29.6, type: 'EWL', status: 'online' },
];
const rgba = (colors: Uint8Array, i: number) => Array.from(colors.subarray(i * 4, i * 4 + 4));

describe('device buffers', () => {
  it('lays devices out as typed arrays with status colours', () => {
    const b = buildDeviceBuffers(points);
    expect(b.length).toBe(3);
    expect(b.positions[4]).toBeCloseTo(118.9, 4);
    expect(rgba(b.colors, 1)).toEqual([...STATUS_COLORS[STATUS.offline]]);
    expect(b.version).toBe(1);
  });

  it('rewrites only changed colours in place and bumps the version once', () => {
    const b = buildDeviceBuffers(points);
    const colors = b.colors;
    const changed = writeStatusColors(b, [STATUS.online, STATUS.offline, STATUS.fault]);
    expect(changed).toBe(1);
    expect(b.colors).toBe(colors);
    expect(rgba(b.colors, 2)).toEqual([...STATUS_COLORS[STATUS.fault]]);
    expect(b.version).toBe(2);
    expect(writeStatusColors(b, [STATUS.online, STATUS.offline, STATUS.fault])).toBe(0);
    expect(b.version).toBe(2);
  });

  it('ranks alarms over presence', () => {
    expect(statusOf('online', 'fault')).toBe('fault');
    expect(statusOf('offline', 'warning')).toBe('warning');
    expect(statusOf('offline', 'normal')).toBe('offline');
  });
});

describe('grid clusters', () => {
  it('joins near devices at a low zoom and separates them at a high one', () => {
    const b = buildDeviceBuffers(points);
    const m = mercatorOf(b);
    const low = clusterAt(b, m, 5);
    expect(low.length).toBe(2);
    expect(Array.from(low.counts).sort()).toEqual([1, 2]);
    expect(low.members[0]).toBe(low.members[1]);
    expect(clusterAt(b, m, 16).length).toBe(3);
  });

  it('colours a cluster by its worst member and follows status updates', () => {
    const b = buildDeviceBuffers(points);
    const clusters = clusterAt(b, mercatorOf(b), 5);
    const pair = clusters.members[0];
    expect(clusters.statuses[pair]).toBe(STATUS.online);
    writeStatusColors(b, [STATUS.warning, STATUS.offline, STATUS.online]);
    writeClusterColors(clusters, b);
    expect(clusters.statuses[pair]).toBe(STATUS.warning);
    expect(rgba(clusters.colors, pair).slice(0, 3)).toEqual(STATUS_COLORS[STATUS.warning].slice(0, 3));
  });
});
