/**
 * What one telemetry message may be. Checked before a message joins a shared batch, so that one
 * device's bad reading is refused alone instead of failing the write of its neighbours.
 */
export interface IngestLimits {
  /** A reading may be at most this old: devices buffer readings while offline and send them later. */
  maxPastMs: number;
  /** A reading may be at most this far ahead of the server clock (device clocks drift). */
  maxFutureMs: number;
  /** MQTT payload size, checked before the JSON is parsed. */
  maxPayloadBytes: number;
  /** Readings in one message. */
  maxValues: number;
  /** Length of a value's key. */
  maxKeyLength: number;
  /** Largest magnitude of a stored (calibrated) value. */
  maxAbsValue: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Thirty days: a device that has been offline for a month still uploads its buffer; older is history import, not ingest. */
export const MAX_PAST_MS = 30 * DAY_MS;
export const MAX_FUTURE_MS = 10 * MINUTE_MS;
/** A message of every parameter a device can carry is well under 1 KiB; sixteen leaves room for long keys and timestamps. */
export const MAX_PAYLOAD_BYTES = 16 * 1024;
/** The richest device type reports six parameters; a message with hundreds is not a reading. */
export const MAX_VALUES = 64;
/** The same bound as a parameter key in the parameter definitions (device-params schema). */
export const MAX_KEY_LENGTH = 32;
/**
 * No sensor of the catalogue reads beyond 1e6 (light, lux), and counters stay far below 1e12. The
 * bound keeps every rollup finite in double precision: a rollup's count is an int4 (at most
 * 2^31 readings), so its sum stays below 2.2e21, nowhere near the float8 overflow at 1.8e308 that
 * a single 1e308 reading caused.
 */
export const MAX_ABS_VALUE = 1e12;

export const DEFAULT_INGEST_LIMITS: IngestLimits = {
  maxPastMs: MAX_PAST_MS,
  maxFutureMs: MAX_FUTURE_MS,
  maxPayloadBytes: MAX_PAYLOAD_BYTES,
  maxValues: MAX_VALUES,
  maxKeyLength: MAX_KEY_LENGTH,
  maxAbsValue: MAX_ABS_VALUE,
};
