import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import './telemetry-tables';

/**
 * Rebuilds the hour and day buckets that contain `at` for some series of one device from the raw
 * rows, after a value was edited or its validity changed (incremental upserts cannot subtract a
 * min or max). Also refreshes the latest-value row if the edited reading is the newest. Run it in
 * the same transaction as the edit.
 */
export async function recomputeBucketsAt(
  db: Kysely<DB>,
  deviceId: string,
  keys: string[],
  at: Date,
  timezone: string,
): Promise<void> {
  if (keys.length === 0) return;
  const ts = at.toISOString();
  await sql`delete from telemetry_hourly
    where device_id = ${deviceId} and param_key = any(${keys}::text[])
      and bucket = date_trunc('hour', ${ts}::timestamptz, ${timezone})`.execute(db);
  await sql`insert into telemetry_hourly (device_id, param_key, bucket, min, max, sum, count, last_value, last_ts)
    select device_id, param_key, date_trunc('hour', ts, ${timezone}), min(value), max(value), sum(value), count(*),
           (array_agg(value order by ts desc))[1], max(ts)
    from telemetry
    where device_id = ${deviceId} and param_key = any(${keys}::text[]) and not invalid
      and ts >= date_trunc('hour', ${ts}::timestamptz, ${timezone})
      and ts < date_trunc('hour', ${ts}::timestamptz, ${timezone}) + interval '1 hour'
    group by 1, 2, 3`.execute(db);
  await sql`delete from telemetry_daily
    where device_id = ${deviceId} and param_key = any(${keys}::text[])
      and day = (${ts}::timestamptz at time zone ${timezone})::date`.execute(db);
  await sql`insert into telemetry_daily (device_id, param_key, day, min, max, sum, count, last_value, last_ts)
    select device_id, param_key, (ts at time zone ${timezone})::date, min(value), max(value), sum(value), count(*),
           (array_agg(value order by ts desc))[1], max(ts)
    from telemetry
    where device_id = ${deviceId} and param_key = any(${keys}::text[]) and not invalid
      and ts >= ((${ts}::timestamptz at time zone ${timezone})::date)::timestamp at time zone ${timezone}
      and ts < ((${ts}::timestamptz at time zone ${timezone})::date + 1)::timestamp at time zone ${timezone}
    group by 1, 2, 3`.execute(db);
  await sql`update telemetry_latest l set value = t.value, invalid = t.invalid
    from telemetry t
    where l.device_id = ${deviceId} and l.param_key = any(${keys}::text[])
      and t.device_id = l.device_id and t.param_key = l.param_key and t.ts = l.ts`.execute(db);
}
