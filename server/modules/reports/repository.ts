import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import '../../ingest/telemetry-tables';

export interface HourMean {
  param_key: string;
  /** The local date and hour of the bucket, as text: 'YYYY-MM-DD' and 0..23. */
  day: string;
  hour: number;
  mean: number;
}

/**
 * Hourly means of some parameters of a device between two instants, with each bucket's local
 * date and hour in the device's zone. The hourly rollup holds only valid readings (the data audit's
 * invalid ones are left out), so an hour with a row is an hour with valid data.
 */
export async function hourlyMeans(db: Kysely<DB>, deviceId: string, keys: string[], from: number, to: number, timeZone: string): Promise<HourMean[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('telemetry_hourly')
    .select([
      'param_key',
      sql<string>`to_char(bucket at time zone ${timeZone}, 'YYYY-MM-DD')`.as('day'),
      sql<number>`extract(hour from bucket at time zone ${timeZone})::int`.as('hour'),
      sql<number>`sum / nullif(count, 0)`.as('mean'),
    ])
    .where('device_id', '=', deviceId)
    .where('param_key', 'in', keys)
    .where('bucket', '>=', new Date(from))
    .where('bucket', '<', new Date(to))
    .where('count', '>', 0)
    .execute();
  return rows.map((r) => ({ ...r, hour: Number(r.hour), mean: Number(r.mean) }));
}

/** The name of a company (the device's own, already checked visible by the caller). */
export async function companyName(db: Kysely<DB>, tenantId: number): Promise<string> {
  const row = await db.selectFrom('companies').select('name').where('id', '=', tenantId).executeTakeFirst();
  return row?.name ?? '';
}

/** A company's name and time zone (the zone reports cut their periods in). */
export async function companyOf(db: Kysely<DB>, tenantId: number): Promise<{ name: string; timezone: string | null }> {
  const row = await db.selectFrom('companies').select(['name', 'timezone']).where('id', '=', tenantId).executeTakeFirst();
  return { name: row?.name ?? '', timezone: row?.timezone ?? null };
}

export interface DayMean {
  param_key: string;
  day: string;
  mean: number;
}

/** Daily means (valid readings only) of some parameters over the local dates [fromDay, toDay]. */
export async function dailyMeans(db: Kysely<DB>, deviceId: string, keys: string[], fromDay: string, toDay: string): Promise<DayMean[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('telemetry_daily')
    .select(['param_key', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), sql<number>`sum / nullif(count, 0)`.as('mean')])
    .where('device_id', '=', deviceId)
    .where('param_key', 'in', keys)
    .where(sql<boolean>`day >= ${fromDay}::date and day <= ${toDay}::date`)
    .where('count', '>', 0)
    .execute();
  return rows.map((r) => ({ ...r, mean: Number(r.mean) }));
}
