import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import '../../ingest/telemetry-tables';
import { DAY_FROM_HOURS, ROLLUP_FIGURES } from '../../ingest/write-sql';

/** A local hour of one series whose readings changed: the unit the rollups are rebuilt in. */
export interface TouchedHour {
  param_key: string;
  bucket: string;
}

export interface Mark {
  invalid: boolean;
  userId: number;
  at: Date;
}

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR_MS = 3_600_000;

/**
 * The span [from, to) holding every touched hour, as constants the planner can prune telemetry's
 * partitions with: joins bounded only by another relation's times prune at run time, after every
 * partition has been planned.
 */
function spanOf(hours: readonly TouchedHour[]): { from: string; to: string } {
  const starts = hours.map((h) => new Date(h.bucket).getTime());
  return { from: iso(starts.reduce((a, b) => Math.min(a, b))), to: iso(starts.reduce((a, b) => Math.max(a, b)) + HOUR_MS) };
}

/** The distinct local hours (in the device's zone) of the readings an update returned as `m`. */
const HOURS_OF_MARKED = (timezone: string) => sql`
  select param_key, date_trunc('hour', ts, ${timezone}) as bucket, count(*)::int as n from m group by 1, 2`;

/**
 * Marks the listed readings of one device. Answers the hours touched and how many readings
 * matched (a listed reading that does not exist matches none).
 */
export async function markListed(
  trx: Kysely<DB>,
  deviceId: string,
  timezone: string,
  readings: ReadonlyArray<{ param_key: string; ts: number }>,
  mark: Mark,
): Promise<{ hours: TouchedHour[]; updated: number }> {
  if (readings.length === 0) return { hours: [], updated: 0 };
  const times = readings.map((r) => r.ts);
  const result = await sql<TouchedHour & { n: number }>`with m as (
      update telemetry t set invalid = ${mark.invalid}, marked_by = ${mark.userId}, marked_at = ${mark.at.toISOString()}::timestamptz
      from unnest(${readings.map((r) => r.param_key)}::text[], ${readings.map((r) => iso(r.ts))}::timestamptz[]) as u(param_key, ts)
      where t.device_id = ${deviceId} and t.param_key = u.param_key and t.ts = u.ts
        and t.ts >= ${iso(times.reduce((a, b) => Math.min(a, b)))}::timestamptz and t.ts <= ${iso(times.reduce((a, b) => Math.max(a, b)))}::timestamptz
      returning t.param_key, t.ts
    ) ${HOURS_OF_MARKED(timezone)}`.execute(trx);
  return { hours: result.rows, updated: result.rows.reduce((n, r) => n + r.n, 0) };
}

/** Marks every reading of some series of one device in [from, to). */
export async function markRange(
  trx: Kysely<DB>,
  deviceId: string,
  timezone: string,
  keys: readonly string[],
  from: number,
  to: number,
  mark: Mark,
): Promise<{ hours: TouchedHour[]; updated: number }> {
  const result = await sql<TouchedHour & { n: number }>`with m as (
      update telemetry set invalid = ${mark.invalid}, marked_by = ${mark.userId}, marked_at = ${mark.at.toISOString()}::timestamptz
      where device_id = ${deviceId} and param_key = any(${keys}::text[])
        and ts >= ${iso(from)}::timestamptz and ts < ${iso(to)}::timestamptz
      returning param_key, ts
    ) ${HOURS_OF_MARKED(timezone)}`.execute(trx);
  return { hours: result.rows, updated: result.rows.reduce((n, r) => n + r.n, 0) };
}

/**
 * Rebuilds the hourly rollup of the touched hours from their valid raw readings, then the daily
 * rollup of the days holding them from the hourly one. Days are folded from hours, not from raw
 * rows, so that hours kept only as rollups (imported or backfilled history) still count in their
 * day. Run in the transaction of the change.
 */
export async function rebuildRollups(trx: Kysely<DB>, deviceId: string, timezone: string, hours: readonly TouchedHour[]): Promise<void> {
  if (hours.length === 0) return;
  const span = spanOf(hours);
  const touched = sql`unnest(${hours.map((h) => h.param_key)}::text[], ${hours.map((h) => new Date(h.bucket).toISOString())}::timestamptz[]) as u(param_key, bucket)`;
  const days = sql`(select distinct u.param_key, (u.bucket at time zone ${timezone})::date as day from ${touched}) as d`;
  await sql`delete from telemetry_hourly h using ${touched}
    where h.device_id = ${deviceId} and h.param_key = u.param_key and h.bucket = u.bucket`.execute(trx);
  // The report's figures as ingest folds them (write-sql.ts): extremes' first times, and counts
  // against the bounds configured now.
  await sql`insert into telemetry_hourly (device_id, param_key, bucket, ${sql.raw(ROLLUP_FIGURES)})
    select t.device_id, t.param_key, u.bucket, min(t.value), max(t.value), sum(t.value), count(*)::int,
           (array_agg(t.value order by t.ts desc))[1], max(t.ts),
           to_timestamp((min(array[t.value, extract(epoch from t.ts)::float8]))[2]),
           to_timestamp(-(max(array[t.value, -extract(epoch from t.ts)::float8]))[2]),
           (count(*) filter (where t.value < p.min or t.value > p.max))::int,
           (count(*) filter (where t.value < p."valuePerfectL" or t.value > p."valuePerfectH"))::int,
           p.min, p.max, p."valuePerfectL", p."valuePerfectH"
    from ${touched}
    join telemetry t on t.device_id = ${deviceId} and t.param_key = u.param_key
      and t.ts >= u.bucket and t.ts < u.bucket + interval '1 hour' and date_trunc('hour', t.ts, ${timezone}) = u.bucket
      and t.ts >= ${span.from}::timestamptz and t.ts < ${span.to}::timestamptz
    left join device_params p on p.device_id = t.device_id and p.param_key = t.param_key
    where not t.invalid
    group by 1, 2, 3, p.min, p.max, p."valuePerfectL", p."valuePerfectH"`.execute(trx);
  await sql`delete from telemetry_daily x using ${days}
    where x.device_id = ${deviceId} and x.param_key = d.param_key and x.day = d.day`.execute(trx);
  await sql`insert into telemetry_daily (device_id, param_key, day, ${sql.raw(ROLLUP_FIGURES)})
    select h.device_id, h.param_key, d.day, ${sql.raw(DAY_FROM_HOURS)}
    from ${days}
    join telemetry_hourly h on h.device_id = ${deviceId} and h.param_key = d.param_key
      and h.bucket >= (d.day::timestamp at time zone ${timezone}) and h.bucket < ((d.day + 1)::timestamp at time zone ${timezone})
    group by 1, 2, 3`.execute(trx);
}

/**
 * Copies the value and validity of a changed newest reading into its latest-value row, and
 * answers the rows changed so the in-memory cache can follow. Only readings in the touched
 * hours changed, so only those are looked at.
 */
export async function refreshLatest(trx: Kysely<DB>, deviceId: string, keys: readonly string[], hours: readonly TouchedHour[]) {
  if (hours.length === 0) return [];
  const span = spanOf(hours);
  const result = await sql<{ param_key: string; ts: Date | string; value: number; invalid: boolean }>`
    update telemetry_latest l set value = t.value, invalid = t.invalid
    from telemetry t
    where l.device_id = ${deviceId} and l.param_key = any(${keys}::text[])
      and t.device_id = l.device_id and t.param_key = l.param_key and t.ts = l.ts and (t.invalid <> l.invalid or t.value <> l.value)
      and t.ts >= ${span.from}::timestamptz and t.ts < ${span.to}::timestamptz
    returning l.param_key, l.ts, l.value, l.invalid`.execute(trx);
  return result.rows.map((r) => ({ ...r, ts: new Date(r.ts).getTime() }));
}
