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
 * Upserts one rollup table from the rows just inserted (CTE `z`, which carries each row's time
 * zone). Invalid readings are left out of min/max/avg. `last` is the newest value of the bucket,
 * whichever batch it came in.
 */
function rollupUpsert(table: 'telemetry_hourly' | 'telemetry_daily', keyColumn: string, keyExpr: string): string {
  return `insert into ${table} as t (device_id, param_key, ${keyColumn}, min, max, sum, count, last_value, last_ts)
    select device_id, param_key, ${keyExpr}, min(value), max(value), sum(value), count(*),
           (array_agg(value order by ts desc))[1], max(ts)
    from z where not invalid
    group by 1, 2, 3
    on conflict (device_id, param_key, ${keyColumn}) do update set
      min = least(t.min, excluded.min),
      max = greatest(t.max, excluded.max),
      sum = t.sum + excluded.sum,
      count = t.count + excluded.count,
      last_value = case when excluded.last_ts >= t.last_ts then excluded.last_value else t.last_value end,
      last_ts = greatest(t.last_ts, excluded.last_ts)`;
}

/** Local hour and local calendar date of the company's time zone (never UTC). */
export const HOUR_BUCKET_SQL = `date_trunc('hour', ts, tz)`;
export const DAY_KEY_SQL = `(ts at time zone tz)::date`;

/**
 * Everything after the source CTE `r(device_id, param_key, ts, value, invalid)`: insert the raw
 * rows (a repeated reading, e.g. a QoS 1 redelivery, is ignored), then fold only the rows really
 * inserted into the hourly and daily rollups and the latest-value table, all in one statement.
 */
const AFTER_SOURCE = `,
  ins as (
    insert into telemetry (device_id, param_key, ts, value, invalid)
    select device_id, param_key, ts, value, invalid from r
    on conflict do nothing
    returning device_id, param_key, ts, value, invalid
  ),
  z as (
    select ins.*, c.timezone as tz
    from ins join devices d on d.device_id = ins.device_id join companies c on c.id = d.tenant_id
  ),
  h as (${rollupUpsert('telemetry_hourly', 'bucket', HOUR_BUCKET_SQL)}),
  dd as (${rollupUpsert('telemetry_daily', 'day', DAY_KEY_SQL)}),
  l as (
    insert into telemetry_latest as t (device_id, param_key, ts, value, invalid)
    select distinct on (device_id, param_key) device_id, param_key, ts, value, invalid
    from ins order by device_id, param_key, ts desc
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
