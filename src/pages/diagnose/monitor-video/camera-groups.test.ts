import { describe, expect, it } from 'vitest';
import type { CameraView } from '../../../api/cameras';
import { groupCameras } from './camera-groups';

const camera = (id: number, name: string, device: [string, string] | null): CameraView => ({
  id,
  name,
  deviceSerial: `SIM${String(id).padStart(6, '0')}`,
  channelNo: 1,
  device_id: device?.[0] ?? null,
  device_name: device?.[1] ?? null,
  tenant_id: 1,
  provider: 'sim',
  motion: 0.5,
  enabled: 1,
  streamKey: `SIM${String(id).padStart(6, '0')}`,
  live: false,
  rtspUrl: null,
  rtspUser: null,
  hasPassword: false,
  rtspTransport: 'tcp',
  onvifUrl: null,
});

const CAMERAS = [
  camera(1, 'Gate', null),
  camera(2, 'Pond B east', ['AW2', 'Pond B']),
  camera(3, 'Pond A', ['AW1', 'Pond A']),
  camera(4, 'Pond B west', ['AW2', 'Pond B']),
];

describe('groupCameras', () => {
  it('groups by device, named groups first, unbound last', () => {
    const groups = groupCameras(CAMERAS, '');
    expect(groups.map((g) => [g.key, g.cameras.map((c) => c.id)])).toEqual([
      ['AW1', [3]],
      ['AW2', [2, 4]],
      ['', [1]],
    ]);
  });

  it('filters by camera name, serial or device, ignoring case', () => {
    expect(groupCameras(CAMERAS, 'WEST').flatMap((g) => g.cameras.map((c) => c.id))).toEqual([4]);
    expect(groupCameras(CAMERAS, 'sim000001').flatMap((g) => g.cameras.map((c) => c.id))).toEqual([1]);
    expect(groupCameras(CAMERAS, 'pond b').flatMap((g) => g.cameras.map((c) => c.id))).toEqual([2, 4]);
    expect(groupCameras(CAMERAS, 'nothing')).toEqual([]);
  });
});
