import { Observable, map, merge } from 'rxjs';
import { REALTIME_ENDPOINTS } from '../shared/contract/api/realtime';
import { callEndpoint } from './config';
import { SOCKET_EVENTS, type AlarmPush, type StatusPush } from '../shared/contract/socket-events';
import { applyAlarmPush, applyStatusPush, type DevicesLive } from './devices-status-patch';
import { createViewStream, type WatchOptions } from './keyed-stream';
import { socketEvents$ } from './socket';
import type { StreamState } from './stream-state';

export type { DevicesLive } from './devices-status-patch';

const stream = createViewStream<'all', DevicesLive>({
  key: () => 'all',
  fetch: (_all, signal) => callEndpoint(REALTIME_ENDPOINTS.all, {}, { signal }),
  // Status and alarm pushes reach every client for its own devices without joining rooms, so the
  // whole fleet stays live; telemetry would need a room per device and comes with each poll.
  socketPatches: () =>
    merge(
      socketEvents$<StatusPush>(SOCKET_EVENTS.status).pipe(map((push) => (prev: DevicesLive | undefined) => applyStatusPush(prev, push))),
      socketEvents$<AlarmPush>(SOCKET_EVENTS.alarm).pipe(map((push) => (prev: DevicesLive | undefined) => applyAlarmPush(prev, push))),
    ),
});

/**
 * Every device the user may see with its status (online/offline), alarm state (normal, warning,
 * fault), position and latest values (GET /realtimeAll) as StreamState. Polls at the app's refresh
 * interval, once however many views (home, map, 3D model, breeding map, big screens) watch it,
 * paused while the page is hidden unless `pauseWhenHidden` is false (big screens); while the
 * socket is up, `status` and `alarm` pushes update single devices between polls (a new rows array
 * with one row replaced). On error it emits `stale` with the last rows (or `error` before any),
 * backs off and never errors.
 */
export function devicesStatus$(watch: WatchOptions = {}): Observable<StreamState<DevicesLive>> {
  return stream('all', watch);
}
