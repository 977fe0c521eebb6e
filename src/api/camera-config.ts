import { CAMERA_ENDPOINTS, type CameraView, type UpdateCameraBody } from '../../shared/contract/api/cameras';
import { call } from './call';

export type { CameraView, UpdateCameraBody };

/** POST /devices/updateCamera: with `id` edits that camera; without, registers or rebinds by serial and channel. */
export function saveCamera(body: UpdateCameraBody) {
  return call(CAMERA_ENDPOINTS.update, { body });
}

/** POST /camera/remove: removes cameras (their stored snapshots stay). */
export function removeCameras(ids: number[]) {
  return call(CAMERA_ENDPOINTS.remove, { body: { ids } });
}
