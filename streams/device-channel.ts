import { Observable, filter, finalize, map, merge, share } from 'rxjs';
import { SOCKET_EVENTS, type AlarmPush, type StatusPush, type TelemetryPush } from '../shared/contract/socket-events';
import { socketEvents$, subscribeDevices } from './socket';

/** The pushes of one device, as the contract defines them (server/push sends them). */
export type TelemetryEvent = TelemetryPush;
export type StatusEvent = StatusPush;
export type AlarmEvent = AlarmPush;

export type DeviceEvent =
  | { type: 'telemetry'; event: TelemetryEvent }
  | { type: 'status'; event: StatusEvent }
  | { type: 'alarm'; event: AlarmEvent };

const channels = new Map<string, Observable<DeviceEvent>>();

/** A push is network input: anything but an object naming this device (deviceId, or device_id as rows spell it) is dropped. */
function isFor(deviceId: string) {
  return (event: unknown): boolean => {
    if (typeof event !== 'object' || event === null) return false;
    const record = event as { deviceId?: unknown; device_id?: unknown };
    return (record.deviceId ?? record.device_id) === deviceId;
  };
}

/**
 * Every push for one device (telemetry, status, alarm) as tagged events. While subscribed the
 * socket is in the device's room; one channel per device however many subscribers (cached in a
 * Map, removed on teardown). Emits nothing while the socket is down; never errors.
 */
export function deviceChannel$(deviceId: string): Observable<DeviceEvent> {
  const cached = channels.get(deviceId);
  if (cached) return cached;
  const forDevice = isFor(deviceId);
  const channel$: Observable<DeviceEvent> = merge(
    subscribeDevices([deviceId]),
    socketEvents$<TelemetryEvent>(SOCKET_EVENTS.telemetry).pipe(
      filter((event) => forDevice(event)),
      map((event) => ({ type: 'telemetry' as const, event })),
    ),
    socketEvents$<StatusEvent>(SOCKET_EVENTS.status).pipe(
      filter((event) => forDevice(event)),
      map((event) => ({ type: 'status' as const, event })),
    ),
    socketEvents$<AlarmEvent>(SOCKET_EVENTS.alarm).pipe(
      filter((event) => forDevice(event)),
      map((event) => ({ type: 'alarm' as const, event })),
    ),
  ).pipe(
    finalize(() => {
      if (channels.get(deviceId) === channel$) channels.delete(deviceId);
    }),
    share(),
  );
  channels.set(deviceId, channel$);
  return channel$;
}
