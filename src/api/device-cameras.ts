import { CAMERA_ENDPOINTS } from '../../shared/contract/api/cameras';
import { call } from './call';

/** The cameras bound to one device (POST /camera/deviceList {device_id}); the device panel links to them. */
export function findDeviceCameras(deviceId: string, signal?: AbortSignal) {
  return call(CAMERA_ENDPOINTS.list, { body: { device_id: deviceId } }, { signal });
}
