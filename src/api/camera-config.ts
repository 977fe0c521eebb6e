import type { CameraView, UpdateCameraBody } from '../../shared/contract/api/cameras';
import { api } from './client';

export type { CameraView, UpdateCameraBody };

/** POST /devices/updateCamera: with `id` edits that camera; without, registers or rebinds by serial and channel. */
export function saveCamera(body: UpdateCameraBody) {
  return api.post<CameraView>('/devices/updateCamera', body);
}

/** POST /camera/remove: removes cameras (their stored snapshots stay). */
export function removeCameras(ids: number[]) {
  return api.post<{ ids: number[] }>('/camera/remove', { ids });
}
