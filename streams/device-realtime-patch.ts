import type { RealtimeDevice } from '../shared/contract/api/realtime';
import type { DeviceEvent, StatusEvent, TelemetryEvent } from './device-channel';

/**
 * A push's time in epoch milliseconds, or null. Pushes are network input: a number is what the
 * contract sends, an ISO string is read too, anything else drops the push.
 */
function toMs(ts: unknown): number | null {
  if (typeof ts === 'number') return Number.isFinite(ts) ? ts : null;
  if (typeof ts === 'string' && ts !== '') {
    const ms = Date.parse(ts);
    return Number.isNaN(ms) ? null : ms;
  }
  return null;
}

/**
 * Folds a `telemetry` push into the latest values. Returns undefined (no change) when there is no
 * polled body yet (a push knows no names or units), when the push is malformed or older than what
 * is shown, or when it carries none of the device's parameters.
 */
export function applyTelemetry(prev: RealtimeDevice | undefined, event: TelemetryEvent): RealtimeDevice | undefined {
  if (!prev || !Array.isArray(prev.params)) return undefined;
  const values: unknown = event?.values;
  const at = toMs(event?.ts);
  if (typeof values !== 'object' || values === null || at === null) return undefined;
  if (prev.last_update !== null && at < prev.last_update) return undefined;
  const invalid = Array.isArray(event.invalid) ? event.invalid : null;
  let changed = false;
  const params = prev.params.map((param) => {
    if (!Object.hasOwn(values, param.param_key)) return param;
    const value = (values as Record<string, unknown>)[param.param_key];
    if ((value !== null && typeof value !== 'number') || (param.ts !== null && at < param.ts)) return param;
    changed = true;
    return { ...param, value, ts: at, invalid: invalid ? invalid.includes(param.param_key) : param.invalid };
  });
  if (!changed) return undefined;
  return { ...prev, params, last_update: at };
}

/** Folds a `status` push (online/offline) into the latest values. */
export function applyStatus(prev: RealtimeDevice | undefined, event: StatusEvent): RealtimeDevice | undefined {
  if (!prev || event?.status === undefined || event.status === prev.status) return undefined;
  return { ...prev, status: event.status };
}

/** The patch for one device event; alarms do not change the latest values. */
export function applyDeviceEvent(prev: RealtimeDevice | undefined, event: DeviceEvent): RealtimeDevice | undefined {
  if (event.type === 'telemetry') return applyTelemetry(prev, event.event);
  if (event.type === 'status') return applyStatus(prev, event.event);
  return undefined;
}
