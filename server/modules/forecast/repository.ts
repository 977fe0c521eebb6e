import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import type { HourRow, Reading } from './model/hour-series';
import '../../ingest/telemetry-tables';
import '../../db/core-tables';

/**
 * The forecast's reads. Every one that feeds a forecast is bounded by `asof`: an hourly rollup
 * only once its hour has ended by then, a raw reading only at or before it (no peeking).
 */

export interface PondRows {
  oxygen: HourRow[];
  temperature: HourRow[];
}

/** Hourly rollups of `do` and `water_temp` for the hours in [from, asof) that ended by asof. */
export async function hourlyUpTo(db: Kysely<DB>, deviceId: string, from: number, asof: number): Promise<PondRows> {
  const result = await sql<{ param_key: string; bucket: string; mean: number; min: number; min_ts: string | null }>`
    select param_key, extract(epoch from bucket) * 1000 as bucket, sum / count as mean, min,
           extract(epoch from min_ts) * 1000 as min_ts
    from telemetry_hourly
    where device_id = ${deviceId} and param_key in ('do', 'water_temp') and count > 0
      and bucket >= ${new Date(from).toISOString()}::timestamptz
      and bucket + interval '1 hour' <= ${new Date(asof).toISOString()}::timestamptz
    order by bucket`.execute(db);
  const rows: PondRows = { oxygen: [], temperature: [] };
  for (const r of result.rows) {
    const row = { bucket: Number(r.bucket), mean: Number(r.mean), min: Number(r.min), minTs: r.min_ts === null ? null : Number(r.min_ts) };
    (r.param_key === 'do' ? rows.oxygen : rows.temperature).push(row);
  }
  return rows;
}

/** Valid raw `do` readings in (from, asof], oldest first. */
export async function oxygenReadings(db: Kysely<DB>, deviceId: string, from: number, asof: number): Promise<Reading[]> {
  const rows = await db
    .selectFrom('telemetry')
    .select(['ts', 'value'])
    .where('device_id', '=', deviceId)
    .where('param_key', '=', 'do')
    .where('invalid', '=', false)
    .where('ts', '>', new Date(from))
    .where('ts', '<=', new Date(asof))
    .orderBy('ts')
    .execute();
  return rows.map((r) => ({ ts: new Date(r.ts).getTime(), value: r.value }));
}

/**
 * The most ponds one answer forecasts: a panel's worth, and a bound on the work a caller who sees a
 * whole platform (the admin, thousands of devices) can ask for in one request.
 */
export const PONDS_MAX = 200;

/** The devices a where-clause lets through that have a `do` parameter, by id, at most PONDS_MAX. */
export async function oxygenDevices(db: Kysely<DB>, visible: Expression<SqlBool>) {
  return db
    .selectFrom('devices')
    .select(['devices.device_id', 'devices.device_name'])
    .where('devices.deleted_at', 'is', null)
    .where(visible)
    .where((eb) => eb.exists(eb.selectFrom('device_params').select('device_params.param_key').whereRef('device_params.device_id', '=', 'devices.device_id').where('device_params.param_key', '=', 'do')))
    .orderBy('devices.device_id')
    .limit(PONDS_MAX)
    .execute();
}

/** The newest valid `do` reading of each device. */
export async function latestOxygen(db: Kysely<DB>, deviceIds: string[]): Promise<Map<string, Reading>> {
  if (deviceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('telemetry_latest')
    .select(['device_id', 'ts', 'value'])
    .where('device_id', 'in', deviceIds)
    .where('param_key', '=', 'do')
    .where('invalid', '=', false)
    .execute();
  return new Map(rows.map((r) => [r.device_id, { ts: new Date(r.ts).getTime(), value: r.value }]));
}
