import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import './telemetry-tables';

export interface LatestValue {
  value: number;
  ts: number;
  invalid: boolean;
}

/**
 * The newest value of every series in memory, for the real-time endpoints; filled from
 * telemetry_latest at start and kept current by each committed batch.
 */
export class LatestCache {
  private readonly byDevice = new Map<string, Map<string, LatestValue>>();

  async load(db: Kysely<DB>): Promise<void> {
    const rows = await db.selectFrom('telemetry_latest').selectAll().execute();
    this.byDevice.clear();
    for (const row of rows) this.set(row.device_id, row.param_key, row.value, new Date(row.ts).getTime(), row.invalid);
  }

  set(deviceId: string, key: string, value: number, ts: number, invalid: boolean): void {
    let series = this.byDevice.get(deviceId);
    if (!series) {
      series = new Map();
      this.byDevice.set(deviceId, series);
    }
    const current = series.get(key);
    if (!current || current.ts <= ts) series.set(key, { value, ts, invalid });
  }

  device(deviceId: string): ReadonlyMap<string, LatestValue> | undefined {
    return this.byDevice.get(deviceId);
  }

  /** The newest reading time of a device, any parameter. */
  lastTs(deviceId: string): number | null {
    const series = this.byDevice.get(deviceId);
    if (!series) return null;
    let max = -Infinity;
    for (const v of series.values()) max = Math.max(max, v.ts);
    return Number.isFinite(max) ? max : null;
  }
}
