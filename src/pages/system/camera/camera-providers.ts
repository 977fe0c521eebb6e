import type { CameraView } from '../../../api/camera-config';

/** The video platforms a camera can belong to (the server's provider names). */
export const CAMERA_PROVIDERS: ReadonlyArray<CameraView['provider']> = ['sim', 'ezviz', 'imou', 'rtsp'];
