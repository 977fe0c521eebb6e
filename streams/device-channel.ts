import { Observable, filter, finalize, map, merge, share } from 'rxjs';
import { socketEvents$, subscribeDevices } from './socket';

/** `telemetry` push: calibrated readings of one device at `ts`, keyed by param_key. */
export interface TelemetryEvent {
  deviceId: string;
  ts: number | string;
  values: Record<string, number | null>;
  /** param_keys flagged out of their reasonable range, when the server sends them. */
  invalid?: string[];
}

/** `status` push: the device went online/offline (or another status code). */
export interface StatusEvent {
  deviceId: string;
  status: number | string;
  ts: number | string;
}

/** `alarm` push; its body is owned by the alarm module, so only the device is relied on. */
export interface AlarmEvent {
  deviceId?: string;
  device_id?: string;
  [field: string]: unknown;
}

export type DeviceEvent =
  | { type: 'telemetry'; event: TelemetryEvent }
  | { type: 'status'; event: StatusEvent }
  | { type: 'alarm'; event: AlarmEvent };

const channels = new Map<string, Observable<DeviceEvent>>();

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
    socketEvents$<TelemetryEvent>('telemetry').pipe(
      filter((event) => forDevice(event)),
      map((event) => ({ type: 'telemetry' as const, event })),
    ),
    socketEvents$<StatusEvent>('status').pipe(
      filter((event) => forDevice(event)),
      map((event) => ({ type: 'status' as const, event })),
    ),
    socketEvents$<AlarmEvent>('alarm').pipe(
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
