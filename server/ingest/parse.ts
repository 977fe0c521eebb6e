import type { DeviceEntry } from './device-registry';

/** Why a message was dropped; each has its own counter in the ingest stats. */
export type DropReason =
  | 'not_json'
  | 'bad_shape'
  | 'unknown_device'
  | 'disabled_device'
  | 'unknown_param'
  | 'bad_value'
  | 'future_ts'
  | 'bad_ts';

export const DROP_REASONS: DropReason[] = [
  'not_json',
  'bad_shape',
  'unknown_device',
  'disabled_device',
  'unknown_param',
  'bad_value',
  'future_ts',
  'bad_ts',
];

/** A reading may be at most this far ahead of the server clock (device clocks drift). */
export const MAX_FUTURE_MS = 10 * 60 * 1000;
/** Epoch values below this are taken as seconds, above as milliseconds. */
const SECONDS_LIMIT = 1e11;

export interface ParsedPoint {
  key: string;
  /** Calibrated: raw value plus the parameter's `correcting`. */
  value: number;
  invalid: boolean;
}

export type ParseResult =
  | { ok: true; ts: number; points: ParsedPoint[] }
  | { ok: false; reason: DropReason; detail?: string };

export interface RawTelemetry {
  ts?: unknown;
  values?: unknown;
}

/** JSON text (an MQTT payload) to an object, or null when it is not a JSON object. */
export function decodePayload(payload: Buffer | string): RawTelemetry | null {
  try {
    const parsed: unknown = JSON.parse(typeof payload === 'string' ? payload : payload.toString('utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as RawTelemetry) : null;
  } catch {
    return null;
  }
}

function parseTs(raw: unknown, now: number): number | null {
  if (raw === undefined || raw === null) return now;
  if (typeof raw === 'number' && Number.isFinite(raw) && raw > 0) return raw < SECONDS_LIMIT ? Math.round(raw * 1000) : Math.round(raw);
  if (typeof raw === 'string' && raw.trim() !== '') {
    const ms = Date.parse(raw);
    return Number.isNaN(ms) ? null : ms;
  }
  return null;
}

/**
 * Validates one telemetry message `{ts?, values: {param_key: number | boolean}}` for a device and
 * calibrates it. The whole message is refused when any part is bad, so a device never has half a
 * reading stored. Parameters switched off (isOpen 0) are skipped silently.
 */
export function parseTelemetry(message: RawTelemetry, device: DeviceEntry, now: number): ParseResult {
  const ts = parseTs(message.ts, now);
  if (ts === null) return { ok: false, reason: 'bad_ts' };
  if (ts > now + MAX_FUTURE_MS) return { ok: false, reason: 'future_ts' };
  const values = message.values;
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return { ok: false, reason: 'bad_shape' };
  const points: ParsedPoint[] = [];
  for (const [key, raw] of Object.entries(values as Record<string, unknown>)) {
    const param = device.params.get(key);
    if (!param) return { ok: false, reason: 'unknown_param', detail: key };
    let value: number;
    if (typeof raw === 'boolean') value = raw ? 1 : 0;
    else if (typeof raw === 'number' && Number.isFinite(raw)) value = raw;
    else return { ok: false, reason: 'bad_value', detail: key };
    if (param.isOpen !== 1) continue;
    // Rounded so that a calibration of 0.1 does not turn 7.2 into 7.300000000000001.
    if (param.correcting !== 0) value = Math.round((value + param.correcting) * 1e9) / 1e9;
    const invalid =
      (param.startValue !== null && value < param.startValue) || (param.endValue !== null && value > param.endValue);
    points.push({ key, value, invalid });
  }
  if (points.length === 0 && Object.keys(values).length === 0) return { ok: false, reason: 'bad_shape' };
  return { ok: true, ts, points };
}
