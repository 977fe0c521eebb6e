import type { Static } from 'typebox';
import type {
  CameraView,
  ControlResultSchema,
  LiveAddressView,
  StreamStatusSchema,
} from '../../shared/contract/api/cameras';
import type { FtpImageQuery, SnapshotView } from '../../shared/contract/api/images';
import type { PtzDirection } from '../../shared/contract/ptz';
import type { DetectRunSchema, VideoStopSchema } from '../../shared/contract/api/ai-detect';
import { api } from './client';

export type { CameraView, LiveAddressView, SnapshotView };
export type { PtzDirection } from '../../shared/contract/ptz';
export type ControlResult = Static<typeof ControlResultSchema>;
export type StreamStatus = Static<typeof StreamStatusSchema>;
export type DetectRun = Static<typeof DetectRunSchema>;
export type VideoStopResult = Static<typeof VideoStopSchema>;

/** POST /camera/deviceList: the caller's cameras (the session decides whose). */
export function listCameras(options: { signal?: AbortSignal; main?: boolean } = {}) {
  return api.post<{ rows: CameraView[]; total: number }>('/camera/deviceList', {}, options);
}

/** GET /camera/live/address: where to play a camera now (asked again on every reconnect, addresses expire). */
export function liveAddress(camera: { deviceSerial: string; channelNo: number }, protocol: 'hls' | 'flv' = 'hls', signal?: AbortSignal) {
  return api.get<LiveAddressView>('/camera/live/address', {
    query: { source: camera.deviceSerial, channelNo: camera.channelNo, protocol },
    signal,
  });
}

/** POST /camera/control (the spec's parameters; a move is a change, so never a GET): PTZ start (moves until stop) or stop; speed 0 slow .. 2 fast. */
export function ptzControl(body: { action: 'start' | 'stop'; deviceSerial: string; channelNo: number; direction?: PtzDirection; speed?: number }) {
  return api.post<ControlResult>('/camera/control', body);
}

/** GET /camera/status/<streamKey>: the pan/tilt/zoom a sim stream shows and whether it runs. */
export function streamStatus(streamKey: string) {
  return api.get<StreamStatus>(`/camera/status/${encodeURIComponent(streamKey)}`);
}

/** POST /camera/capture: takes and stores a snapshot of the camera. */
export function captureSnapshot(body: { deviceSerial: string; channelNo: number; device_id?: string }) {
  return api.post<SnapshotView>('/camera/capture', body);
}

/** GET /ftpfile/ftpimage's query, its times as epoch milliseconds (the server also takes ISO and local times). */
export type SnapshotQuery = Omit<FtpImageQuery, 'startTime' | 'endTime'> & { startTime?: number; endTime?: number };

/** GET /ftpfile/ftpimage: stored snapshots, newest first, by camera and time. */
export function listSnapshots(query: SnapshotQuery, options: { signal?: AbortSignal; main?: boolean } = {}) {
  return api.get<{ rows: SnapshotView[]; total: number }>('/ftpfile/ftpimage', {
    query: {
      ...query,
      startTime: query.startTime === undefined ? undefined : String(query.startTime),
      endTime: query.endTime === undefined ? undefined : String(query.endTime),
    },
    ...options,
  });
}

/** GET /ftpfile/ftpDeviceImage: the snapshots stored for one monitoring device. */
export function listDeviceSnapshots(query: { device_id: string; page: number; pageSize: number }) {
  return api.get<{ rows: SnapshotView[]; total: number }>('/ftpfile/ftpDeviceImage', { query });
}

/** POST /imageToPub/delete. */
export function deleteSnapshot(img_name: string) {
  return api.post<null>('/imageToPub/delete', { img_name });
}

/** POST /imageToPub/publish: publishes a snapshot, or withdraws it with published false. */
export function publishSnapshot(img_name: string, published: boolean) {
  return api.post<SnapshotView>('/imageToPub/publish', { img_name, published });
}

/** POST /detect: starts server-side shrimp-activity analysis of the camera (idempotent). */
export function startDetect(deviceSerial: string, channelNo: number) {
  return api.post<DetectRun>('/detect', { deviceSerial, channelNo });
}

/** POST /video_stop: stops the camera's analysis. */
export function stopDetect(deviceSerial: string, channelNo: number) {
  return api.post<VideoStopResult>('/video_stop', { deviceSerial, channelNo });
}

/** GET /detect/status: analyses running on the caller's cameras. */
export function detectStatus(signal?: AbortSignal) {
  return api.get<{ rows: DetectRun[]; total: number }>('/detect/status', { signal });
}
