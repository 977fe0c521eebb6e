import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/types';
import './telemetry-tables';

/** Column arrays of one batch, in the order of the telemetry table. */
export interface RowArrays {
  deviceIds: string[];
  keys: string[];
  /** ISO-8601 instants. */
  ts: string[];
  values: number[];
  invalid: boolean[];
}

export function emptyArrays(): RowArrays {
  return { deviceIds: [], keys: [], ts: [], values: [], invalid: [] };
}

/**
 * Merges pre-aggregated groups (`select device_id, param_key, key, min, max, sum, count,
 * last_value, last_ts`) into a rollup table: min/max/sum/count add up, `last` keeps the newest.
 */
function rollupMerge(table: 'telemetry_hourly' | 'telemetry_daily', keyColumn: string, select: string): string {
  return `insert into ${table} as t (device_id, param_key, ${keyColumn}, min, max, sum, count, last_value, last_ts)
    ${select}
    on conflict (device_id, param_key, ${keyColumn}) do update set
      min = least(t.min, excluded.min),
      max = greatest(t.max, excluded.max),
      sum = t.sum + excluded.sum,
      count = t.count + excluded.count,
      last_value = case when excluded.last_ts >= t.last_ts then excluded.last_value else t.last_value end,
      last_ts = greatest(t.last_ts, excluded.last_ts)`;
}

/**
 * Everything after the source CTE `r(device_id, param_key, ts, value, invalid)`: insert the raw
 * rows (a repeated reading, e.g. a QoS 1 redelivery, is ignored), then fold only the rows really
 * inserted into the hourly rollup, the hourly groups into the daily rollup (local hours nest in
 * local days), and the newest group into the latest-value table, all in one statement.
 * `max(array[epoch, value])[2]` is the value at the newest time without an ordered aggregate, so
 * the planner can hash-aggregate instead of sorting every row.
 */
const AFTER_SOURCE = `,
  ins as (
    insert into telemetry (device_id, param_key, ts, value, invalid)
    select device_id, param_key, ts, value, invalid from r
    on conflict do nothing
    returning device_id, param_key, ts, value, invalid
  ),
  hg as (
    select ins.device_id, ins.param_key, c.timezone as tz, date_trunc('hour', ins.ts, c.timezone) as bucket,
           min(value) filter (where not invalid) as min, max(value) filter (where not invalid) as max,
           sum(value) filter (where not invalid) as sum, (count(*) filter (where not invalid))::int as count,
           (max(array[extract(epoch from ins.ts)::float8, value]) filter (where not invalid))[2] as last_value,
           max(ins.ts) filter (where not invalid) as last_ts,
           (max(array[extract(epoch from ins.ts)::float8, value, invalid::int]))[2:3] as newest, max(ins.ts) as newest_ts
    from ins join devices d on d.device_id = ins.device_id join companies c on c.id = d.tenant_id
    group by 1, 2, 3, 4
  ),
  h as (${rollupMerge('telemetry_hourly', 'bucket', 'select device_id, param_key, bucket, min, max, sum, count, last_value, last_ts from hg where count > 0')}),
  dd as (${rollupMerge(
    'telemetry_daily',
    'day',
    `select device_id, param_key, (bucket at time zone tz)::date, min(min), max(max), sum(sum), sum(count)::int,
            (max(array[extract(epoch from last_ts)::float8, last_value]))[2], max(last_ts)
     from hg where count > 0 group by 1, 2, 3`,
  )}),
  l as (
    insert into telemetry_latest as t (device_id, param_key, ts, value, invalid)
    select distinct on (device_id, param_key) device_id, param_key, newest_ts, newest[1], newest[2] = 1
    from hg order by device_id, param_key, newest_ts desc
    on conflict (device_id, param_key) do update
      set ts = excluded.ts, value = excluded.value, invalid = excluded.invalid
      where excluded.ts >= t.ts
  )
  select count(*)::int as inserted from ins`;

/** One batch, one statement, one round trip: arrays are bound as five parameters. */
export async function writeBatch(db: Kysely<DB>, rows: RowArrays): Promise<number> {
  if (rows.deviceIds.length === 0) return 0;
  const result = await sql<{ inserted: number }>`with r (device_id, param_key, ts, value, invalid) as (
      select * from unnest(${rows.deviceIds}::text[], ${rows.keys}::text[], ${rows.ts}::timestamptz[],
                           ${rows.values}::float8[], ${rows.invalid}::bool[])
    )${sql.raw(AFTER_SOURCE)}`.execute(db);
  return result.rows[0]?.inserted ?? 0;
}

/**
 * The same write with any source query producing (device_id, param_key, ts, value, invalid):
 * the simulator's backfill generates a month of rows inside the database with it.
 */
export async function writeFromQuery(db: Kysely<DB>, source: RawBuilder<unknown>): Promise<number> {
  const result = await sql<{ inserted: number }>`with r (device_id, param_key, ts, value, invalid) as (${source})${sql.raw(
    AFTER_SOURCE,
  )}`.execute(db);
  return result.rows[0]?.inserted ?? 0;
}
