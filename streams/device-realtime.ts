import { Observable, map } from 'rxjs';
import { REALTIME_ENDPOINTS, type RealtimeDevice } from '../shared/contract/api/realtime';
import { callEndpoint } from './config';
import { deviceChannel$ } from './device-channel';
import { applyDeviceEvent } from './device-realtime-patch';
import { createViewStream, type WatchOptions } from './keyed-stream';
import type { StreamState } from './stream-state';

const stream = createViewStream<string, RealtimeDevice>({
  key: (deviceId) => deviceId,
  fetch: (deviceId, signal) => callEndpoint(REALTIME_ENDPOINTS.device, { params: { deviceId } }, { signal }),
  socketPatches: (deviceId) =>
    deviceChannel$(deviceId).pipe(map((event) => (prev: RealtimeDevice | undefined) => applyDeviceEvent(prev, event))),
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
export function getDeviceRealtime$(deviceId: string, watch: WatchOptions = {}): Observable<StreamState<RealtimeDevice>> {
  return stream(deviceId, watch);
}
