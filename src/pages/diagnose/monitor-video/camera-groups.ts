import type { CameraView } from '../../../api/cameras';

export interface CameraGroup {
  /** device_id, or '' for cameras bound to no device. */
  key: string;
  /** Device name (or id); '' for the unbound group (the page names it). */
  title: string;
  cameras: CameraView[];
}

const matches = (camera: CameraView, needle: string) =>
  [camera.name, camera.deviceSerial, camera.device_id ?? '', camera.device_name ?? ''].some((text) => text.toLowerCase().includes(needle));

/**
 * The camera list of the wall: cameras grouped by the monitoring device (pond, warehouse) they
 * watch, groups by name and unbound cameras last, filtered by name, serial or device.
 */
export function groupCameras(cameras: readonly CameraView[], search: string): CameraGroup[] {
  const needle = search.trim().toLowerCase();
  const groups = new Map<string, CameraGroup>();
  for (const camera of cameras) {
    if (needle && !matches(camera, needle)) continue;
    const key = camera.device_id ?? '';
    let group = groups.get(key);
    if (!group) {
      group = { key, title: camera.device_id ? (camera.device_name ?? camera.device_id) : '', cameras: [] };
      groups.set(key, group);
    }
    group.cameras.push(camera);
  }
  return [...groups.values()]
    .map((g) => ({ ...g, cameras: [...g.cameras].sort((a, b) => a.name.localeCompare(b.name, 'zh-CN')) }))
    .sort((a, b) => (a.key === '' ? 1 : b.key === '' ? -1 : a.title.localeCompare(b.title, 'zh-CN')));
}
