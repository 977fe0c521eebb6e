import type { DeviceEvent, StatusEvent, TelemetryEvent } from './device-channel';

/** One parameter of GET /userdevices/realtime/{deviceId}, with the spec's names. */
export interface RealtimeParam {
  param_key: string;
  name: string;
  unit: string;
  value: number | null;
  ts: number | string | null;
  invalid: boolean;
  min: number | null;
  max: number | null;
  valuePerfectL: number | null;
  valuePerfectH: number | null;
  isHigh: number | null;
}

/** The body of GET /userdevices/realtime/{deviceId}: latest value per parameter. */
export interface DeviceRealtime {
  device_id: string;
  status: number | string;
  last_update: number | string | null;
  params: RealtimeParam[];
}

function toMs(ts: unknown): number | null {
  if (typeof ts === 'number') return Number.isFinite(ts) ? ts : null;
  if (typeof ts === 'string' && ts !== '') {
    const ms = Date.parse(ts);
    return Number.isNaN(ms) ? null : ms;
  }
  return null;
}

/** Time written the way the polled body writes it, so a push and a poll look alike to views. */
function likeExample(ms: number, raw: unknown, example: unknown): number | string {
  if (typeof example === 'number') return ms;
  return typeof raw === 'string' ? raw : new Date(ms).toISOString();
}

/**
 * Folds a `telemetry` push into the latest values. Returns undefined (no change) when there is no
 * polled body yet (a push knows no names or units), when the push is malformed or older than what
 * is shown, or when it carries none of the device's parameters.
 */
export function applyTelemetry(prev: DeviceRealtime | undefined, event: TelemetryEvent): DeviceRealtime | undefined {
  if (!prev || !Array.isArray(prev.params)) return undefined;
  const values: unknown = event?.values;
  const at = toMs(event?.ts);
  if (typeof values !== 'object' || values === null || at === null) return undefined;
  const shownAt = toMs(prev.last_update);
  if (shownAt !== null && at < shownAt) return undefined;
  const invalid = Array.isArray(event.invalid) ? event.invalid : null;
  let changed = false;
  const params = prev.params.map((param) => {
    if (!Object.hasOwn(values, param.param_key)) return param;
    const value = (values as Record<string, unknown>)[param.param_key];
    const paramAt = toMs(param.ts);
    if ((value !== null && typeof value !== 'number') || (paramAt !== null && at < paramAt)) return param;
    changed = true;
    return {
      ...param,
      value,
      ts: likeExample(at, event.ts, param.ts ?? prev.last_update),
      invalid: invalid ? invalid.includes(param.param_key) : param.invalid,
    };
  });
  if (!changed) return undefined;
  return { ...prev, params, last_update: likeExample(at, event.ts, prev.last_update) };
}

/** Folds a `status` push (online/offline) into the latest values. */
export function applyStatus(prev: DeviceRealtime | undefined, event: StatusEvent): DeviceRealtime | undefined {
  if (!prev || event?.status === undefined || event.status === prev.status) return undefined;
  return { ...prev, status: event.status };
}

/** The patch for one device event; alarms do not change the latest values. */
export function applyDeviceEvent(prev: DeviceRealtime | undefined, event: DeviceEvent): DeviceRealtime | undefined {
  if (event.type === 'telemetry') return applyTelemetry(prev, event.event);
  if (event.type === 'status') return applyStatus(prev, event.event);
  return undefined;
}
