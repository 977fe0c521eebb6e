import { Observable, map } from 'rxjs';
import { fetchJson } from './config';
import { deviceChannel$ } from './device-channel';
import { applyDeviceEvent, type DeviceRealtime } from './device-realtime-patch';
import { createViewStream, type WatchOptions } from './keyed-stream';
import type { StreamState } from './stream-state';

export type { DeviceRealtime, RealtimeParam } from './device-realtime-patch';

const stream = createViewStream<string, DeviceRealtime>({
  key: (deviceId) => deviceId,
  fetch: (deviceId, signal) => fetchJson<DeviceRealtime>(`/userdevices/realtime/${encodeURIComponent(deviceId)}`, { signal }),
  socketPatches: (deviceId) =>
    deviceChannel$(deviceId).pipe(map((event) => (prev: DeviceRealtime | undefined) => applyDeviceEvent(prev, event))),
});

/**
 * Latest values of one device's parameters (GET /userdevices/realtime/{deviceId}) as StreamState.
 *
 * Polls at the app's refresh interval, one request per device per tick however many views watch
 * it, paused while the page is hidden unless `pauseWhenHidden` is false (big screens). While the
 * socket is up, `telemetry` and `status` pushes for the device update the values between polls;
 * each poll replaces them. On error it emits `stale` with the last values (or `error` before any)
 * and backs off; it never errors. The same instance is returned for a device while it is live.
 */
export function getDeviceRealtime$(deviceId: string, watch: WatchOptions = {}): Observable<StreamState<DeviceRealtime>> {
  return stream(deviceId, watch);
}
