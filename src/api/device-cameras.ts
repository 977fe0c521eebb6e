import type { CameraView } from '../../shared/contract/api/cameras';
import { api } from './client';

/** The cameras bound to one device (POST /camera/deviceList {device_id}); the device panel links to them. */
export function findDeviceCameras(deviceId: string, signal?: AbortSignal) {
  return api.post<{ rows: CameraView[]; total: number }>('/camera/deviceList', { device_id: deviceId }, { signal });
}
