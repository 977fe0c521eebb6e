import type { Generated } from 'kysely';
import type { Timestamp } from '../db/types';

/** Tables of migration 0020 (raw readings, hourly and daily rollups, latest value per series). */
declare module '../db/types' {
  interface DB {
    /** `manual`, `marked_by`, `marked_at`: migration 0100 (manual entries and operator marks). */
    telemetry: {
      device_id: string;
      param_key: string;
      ts: Timestamp;
      value: number;
      invalid: boolean;
      manual: Generated<boolean>;
      marked_by: number | null;
      marked_at: Timestamp | null;
    };
    telemetry_hourly: Rollup & { bucket: Timestamp };
    /** `day` is the local date in the company's time zone, selected as text ('YYYY-MM-DD'). */
    telemetry_daily: Rollup & { day: string };
    telemetry_latest: { device_id: string; param_key: string; ts: Timestamp; value: number; invalid: boolean };
  }
}

interface Rollup {
  device_id: string;
  param_key: string;
  min: number;
  max: number;
  sum: number;
  count: number;
  last_value: number;
  last_ts: Timestamp;
  /** Migration 0280, what period reports need (null: unknown, see the migration). */
  min_ts: Timestamp | null;
  max_ts: Timestamp | null;
  out_limits: number | null;
  out_best: number | null;
  limit_low: number | null;
  limit_high: number | null;
  best_low: number | null;
  best_high: number | null;
}

export {};
