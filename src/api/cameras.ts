import { AI_DETECT_ENDPOINTS } from '../../shared/contract/api/ai-detect';
import { CAMERA_ENDPOINTS, type CameraView, type LiveAddressView } from '../../shared/contract/api/cameras';
import { IMAGE_ENDPOINTS, type FtpImageQuery, type SnapshotView } from '../../shared/contract/api/images';
import type { EndpointData } from '../../shared/contract/endpoint';
import type { PtzDirection } from '../../shared/contract/ptz';
import { call, type CallOptions } from './call';

export type { CameraView, LiveAddressView, SnapshotView };
export type { PtzDirection } from '../../shared/contract/ptz';
export type ControlResult = EndpointData<typeof CAMERA_ENDPOINTS.control>;
export type StreamStatus = EndpointData<typeof CAMERA_ENDPOINTS.status>;
export type DetectRun = EndpointData<typeof AI_DETECT_ENDPOINTS.start>;
export type VideoStopResult = EndpointData<typeof AI_DETECT_ENDPOINTS.stop>;

/** POST /camera/deviceList: the caller's cameras (the session decides whose). */
export function listCameras(options: CallOptions = {}) {
  return call(CAMERA_ENDPOINTS.list, { body: {} }, options);
}

/** GET /camera/live/address: where to play a camera now (asked again on every reconnect, addresses expire). */
export function liveAddress(camera: { deviceSerial: string; channelNo: number }, protocol: 'hls' | 'flv' = 'hls', signal?: AbortSignal) {
  return call(CAMERA_ENDPOINTS.liveAddress, { query: { source: camera.deviceSerial, channelNo: camera.channelNo, protocol } }, { signal });
}

/** POST /camera/control (the spec's parameters; a move is a change, so never a GET): PTZ start (moves until stop) or stop; speed 0 slow .. 2 fast. */
export function ptzControl(body: { action: 'start' | 'stop'; deviceSerial: string; channelNo: number; direction?: PtzDirection; speed?: number }) {
  return call(CAMERA_ENDPOINTS.control, { body });
}

/** GET /camera/presets: an ONVIF camera's stored positions. */
export function ptzPresets(camera: { deviceSerial: string; channelNo: number }) {
  return call(CAMERA_ENDPOINTS.presets, { query: { source: camera.deviceSerial, channelNo: camera.channelNo } });
}

/** POST /camera/control with action 'preset': the camera turns to a stored position. */
export function gotoPreset(camera: { deviceSerial: string; channelNo: number }, preset: string) {
  return call(CAMERA_ENDPOINTS.control, { body: { action: 'preset', deviceSerial: camera.deviceSerial, channelNo: camera.channelNo, preset } });
}

/** GET /camera/status/<streamKey>: the pan/tilt/zoom a sim stream shows and whether it runs. */
export function streamStatus(streamKey: string) {
  return call(CAMERA_ENDPOINTS.status, { params: { key: streamKey } });
}

/** POST /camera/capture: takes and stores a snapshot of the camera. */
export function captureSnapshot(body: { deviceSerial: string; channelNo: number; device_id?: string }) {
  return call(IMAGE_ENDPOINTS.capture, { body });
}

/** GET /ftpfile/ftpimage's query, its times as epoch milliseconds (the server also takes ISO and local times). */
export type SnapshotQuery = Omit<FtpImageQuery, 'startTime' | 'endTime'> & { startTime?: number; endTime?: number };

/** GET /ftpfile/ftpimage: stored snapshots, newest first, by camera and time. */
export function listSnapshots(query: SnapshotQuery, options: CallOptions = {}) {
  const { startTime, endTime, ...rest } = query;
  return call(
    IMAGE_ENDPOINTS.list,
    { query: { ...rest, startTime: startTime === undefined ? undefined : String(startTime), endTime: endTime === undefined ? undefined : String(endTime) } },
    options,
  );
}

/** GET /ftpfile/ftpDeviceImage: the snapshots stored for one monitoring device. */
export function listDeviceSnapshots(query: { device_id: string; page: number; pageSize: number }) {
  return call(IMAGE_ENDPOINTS.ofDevice, { query });
}

/** POST /imageToPub/delete. */
export function deleteSnapshot(img_name: string) {
  return call(IMAGE_ENDPOINTS.remove, { body: { img_name } });
}

/** POST /imageToPub/publish: publishes a snapshot, or withdraws it with published false. */
export function publishSnapshot(img_name: string, published: boolean) {
  return call(IMAGE_ENDPOINTS.publish, { body: { img_name, published } });
}

/** POST /detect: starts server-side shrimp-activity analysis of the camera (idempotent). */
export function startDetect(deviceSerial: string, channelNo: number) {
  return call(AI_DETECT_ENDPOINTS.start, { body: { deviceSerial, channelNo } });
}

/** POST /video_stop: stops the camera's analysis. */
export function stopDetect(deviceSerial: string, channelNo: number) {
  return call(AI_DETECT_ENDPOINTS.stop, { body: { deviceSerial, channelNo } });
}

/** GET /detect/status: analyses running on the caller's cameras. */
export function detectStatus(signal?: AbortSignal) {
  return call(AI_DETECT_ENDPOINTS.status, {}, { signal });
}
