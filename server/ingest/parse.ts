import type { DeviceEntry } from './device-registry';
import { DEFAULT_INGEST_LIMITS, type IngestLimits } from './ingest-limits';
import { outsideReasonableRange } from '../../shared/contract/param-limits';

/** Why a message was dropped; each has its own counter in the ingest stats. */
export type DropReason =
  | 'not_json'
  | 'bad_shape'
  | 'unknown_device'
  | 'disabled_device'
  | 'unknown_param'
  | 'bad_value'
  | 'value_out_of_range'
  | 'future_ts'
  | 'stale_ts'
  | 'bad_ts'
  | 'payload_too_large'
  | 'too_many_values'
  | 'key_too_long'
  | 'db_refused'
  | 'wrong_topic';

export const DROP_REASONS: DropReason[] = [
  'not_json',
  'bad_shape',
  'unknown_device',
  'disabled_device',
  'unknown_param',
  'bad_value',
  'value_out_of_range',
  'future_ts',
  'stale_ts',
  'bad_ts',
  'payload_too_large',
  'too_many_values',
  'key_too_long',
  'db_refused',
  'wrong_topic',
];

/** Epoch values below this are taken as seconds, above as milliseconds. */
const SECONDS_LIMIT = 1e11;
/** A key or value quoted back in a reason is cut here: the device chose it, the owner reads it. */
const DETAIL_CHARS = 64;

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

const clip = (text: string) => (text.length > DETAIL_CHARS ? `${text.slice(0, DETAIL_CHARS)}…` : text);
const iso = (ms: number) => (Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? new Date(ms).toISOString() : String(ms));

/** Switches and flags can only be off or on; anything else is not a reading of that parameter. */
const TWO_STATE_TYPES: ReadonlySet<string> = new Set(['switch', 'boolean']);

/**
 * Validates one telemetry message `{ts?, values: {param_key: number | boolean}}` for a device and
 * calibrates it. The whole message is refused when any part is bad, so a device never has half a
 * reading stored, and a refused message never reaches a shared batch. Parameters switched off
 * (isOpen 0) are skipped silently.
 */
export function parseTelemetry(
  message: RawTelemetry,
  device: DeviceEntry,
  now: number,
  limits: IngestLimits = DEFAULT_INGEST_LIMITS,
): ParseResult {
  const ts = parseTs(message.ts, now);
  if (ts === null) return { ok: false, reason: 'bad_ts' };
  if (ts > now + limits.maxFutureMs) return { ok: false, reason: 'future_ts', detail: iso(ts) };
  if (ts < now - limits.maxPastMs) return { ok: false, reason: 'stale_ts', detail: iso(ts) };
  const values = message.values;
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return { ok: false, reason: 'bad_shape' };
  const entries = Object.entries(values as Record<string, unknown>);
  if (entries.length === 0) return { ok: false, reason: 'bad_shape' };
  if (entries.length > limits.maxValues) return { ok: false, reason: 'too_many_values', detail: String(entries.length) };
  const points: ParsedPoint[] = [];
  for (const [key, raw] of entries) {
    if (key.length > limits.maxKeyLength) return { ok: false, reason: 'key_too_long', detail: clip(key) };
    const param = device.params.get(key);
    if (!param) return { ok: false, reason: 'unknown_param', detail: clip(key) };
    let value: number;
    if (typeof raw === 'boolean') value = raw ? 1 : 0;
    else if (typeof raw === 'number' && Number.isFinite(raw)) value = raw;
    else return { ok: false, reason: 'bad_value', detail: key };
    if (TWO_STATE_TYPES.has(param.param_type) && value !== 0 && value !== 1) {
      return { ok: false, reason: 'value_out_of_range', detail: `${key}=${clip(String(value))}` };
    }
    if (param.isOpen !== 1) continue;
    // Rounded so that a calibration of 0.1 does not turn 7.2 into 7.300000000000001.
    if (param.correcting !== 0) value = Math.round((value + param.correcting) * 1e9) / 1e9;
    // After calibration: the stored value is what the rollups add up.
    if (!(Math.abs(value) <= limits.maxAbsValue)) return { ok: false, reason: 'value_out_of_range', detail: `${key}=${clip(String(value))}` };
    points.push({ key, value, invalid: outsideReasonableRange(param, value) });
  }
  return { ok: true, ts, points };
}
