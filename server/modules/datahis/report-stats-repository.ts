import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import '../../ingest/telemetry-tables';

export interface HourRollup {
  param_key: string;
  /** Start of the hour bucket, epoch ms. */
  ts: number;
  min: number;
  max: number;
  sum: number;
  count: number;
}

const HOUR = sql`interval '1 hour'`;
const HOUR_MS = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The hourly rollup rows (valid readings only) of some parameters in [from, to), oldest first. */
export async function hourRollups(db: Kysely<DB>, deviceId: string, keys: string[], from: number, to: number): Promise<HourRollup[]> {
  if (keys.length === 0) return [];
  const result = await sql<HourRollup & { ts: string }>`
    select param_key, extract(epoch from bucket) * 1000 as ts, min, max, sum, count
    from telemetry_hourly
    where device_id = ${deviceId} and param_key = any(${keys}::text[]) and count > 0
      and bucket >= ${iso(from)}::timestamptz and bucket < ${iso(to)}::timestamptz
    order by param_key, bucket`.execute(db);
  return result.rows.map((r) => ({ ...r, ts: Number(r.ts), min: Number(r.min), max: Number(r.max), sum: Number(r.sum), count: Number(r.count) }));
}

/**
 * The first time a parameter read exactly `value` inside the hour starting at `hour`, from the raw
 * table (valid readings only). One hour of one series: the primary key (device_id, param_key, ts)
 * bounds the read. Null when the hour is kept only as a rollup.
 */
export async function firstTimeOf(db: Kysely<DB>, deviceId: string, key: string, hour: number, value: number): Promise<number | null> {
  const result = await sql<{ ts: string }>`
    select extract(epoch from ts) * 1000 as ts from telemetry
    where device_id = ${deviceId} and param_key = ${key} and not invalid and value = ${value}::float8
      and ts >= ${iso(hour)}::timestamptz and ts < ${iso(hour)}::timestamptz + ${HOUR}
    order by ts limit 1`.execute(db);
  return result.rows[0] ? Number(result.rows[0].ts) : null;
}

export interface Range {
  low: number | null;
  high: number | null;
}

export interface HourOutside {
  ts: number;
  n: number;
  outLimits: number;
  outBest: number;
}

/**
 * For some hours of one parameter, the valid raw readings outside each range (a null bound is
 * open); hours with no raw rows are absent from the answer. One range scan of the primary key
 * (device_id, param_key, ts) from the first hour to the last, keeping the rows of the hours asked
 * for: on PGlite this is far cheaper than one index probe per hour (a nested loop over the hours).
 * Hours are counted from the first one, so buckets on local hours of any zone line up.
 */
export async function outsideInHours(db: Kysely<DB>, deviceId: string, key: string, hours: number[], limits: Range, best: Range): Promise<HourOutside[]> {
  if (hours.length === 0) return [];
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  const offsets = hours.map((h) => Math.round((h - first) / HOUR_MS));
  const index = sql`floor((extract(epoch from ts) * 1000 - ${first}::float8) / ${HOUR_MS})::int`;
  const outside = (r: Range) => sql`count(*) filter (where value < ${r.low}::float8 or value > ${r.high}::float8)::int`;
  const result = await sql<{ k: number; n: number; out_limits: number; out_best: number }>`
    select ${index} as k, count(*)::int as n, ${outside(limits)} as out_limits, ${outside(best)} as out_best
    from telemetry
    where device_id = ${deviceId} and param_key = ${key} and not invalid
      and ts >= ${iso(first)}::timestamptz and ts < ${iso(last + HOUR_MS)}::timestamptz
      and ${index} = any(${offsets}::int[])
    group by 1`.execute(db);
  return result.rows.map((r) => ({ ts: first + Number(r.k) * HOUR_MS, n: Number(r.n), outLimits: Number(r.out_limits), outBest: Number(r.out_best) }));
}
