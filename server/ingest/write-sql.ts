import { sql, type Kysely, type RawBuilder } from 'kysely';
import { boolArray, numberArray, textArray } from '../db/array-literal';
import { sqlState } from '../db/pg-error';
import type { DB } from '../db/types';
import type { TelemetryBatch } from './telemetry-batch';
import './telemetry-tables';

/** A rollup row's columns after its key, in the order every select merged into a rollup gives them. */
export const ROLLUP_FIGURES = 'min, max, sum, count, last_value, last_ts, min_ts, max_ts, out_limits, out_best, limit_low, limit_high, best_low, best_high';

/**
 * Merges pre-aggregated groups (`select device_id, param_key, key, ${ROLLUP_FIGURES}`) into a
 * rollup table: min/max/sum/count add up, `last` keeps the newest, an extreme's time is the first
 * one reaching it (unknown when it ties with an unknown time), and the out-of-range counts add up
 * while both were counted against the same bounds (unknown otherwise: null + n is null).
 */
export function rollupMerge(table: 'telemetry_hourly' | 'telemetry_daily', keyColumn: string, select: string): string {
  const sameBounds = (low: string, high: string) => `t.${low} is not distinct from excluded.${low} and t.${high} is not distinct from excluded.${high}`;
  return `insert into ${table} as t (device_id, param_key, ${keyColumn}, ${ROLLUP_FIGURES})
    ${select}
    on conflict (device_id, param_key, ${keyColumn}) do update set
      min = least(t.min, excluded.min),
      max = greatest(t.max, excluded.max),
      sum = t.sum + excluded.sum,
      count = t.count + excluded.count,
      last_value = case when excluded.last_ts >= t.last_ts then excluded.last_value else t.last_value end,
      last_ts = greatest(t.last_ts, excluded.last_ts),
      min_ts = case when excluded.min < t.min then excluded.min_ts when excluded.min > t.min then t.min_ts
                    when excluded.min_ts < t.min_ts then excluded.min_ts when excluded.min_ts >= t.min_ts then t.min_ts end,
      max_ts = case when excluded.max > t.max then excluded.max_ts when excluded.max < t.max then t.max_ts
                    when excluded.max_ts < t.max_ts then excluded.max_ts when excluded.max_ts >= t.max_ts then t.max_ts end,
      out_limits = case when ${sameBounds('limit_low', 'limit_high')} then t.out_limits + excluded.out_limits end,
      out_best = case when ${sameBounds('best_low', 'best_high')} then t.out_best + excluded.out_best end,
      limit_low = excluded.limit_low,
      limit_high = excluded.limit_high,
      best_low = excluded.best_low,
      best_high = excluded.best_high`;
}

/** A bound column holding one value (or only nulls: open) over a group of rows. */
const oneBound = (c: string) => `(count(${c}) = 0 or count(${c}) = count(*) and min(${c}) = max(${c}))`;

/**
 * The figures (ROLLUP_FIGURES) of a local day from its hour rows, for a query grouping them by
 * day: an extreme's time is the first hour's reaching it, unknown if any hour's is; the counts
 * add up when every hour's is known and all were counted against the same bounds.
 */
export const DAY_FROM_HOURS = `min(min), max(max), sum(sum), sum(count)::int,
  (max(array[extract(epoch from last_ts)::float8, last_value]))[2], max(last_ts),
  case when count(min_ts) = count(*) then to_timestamp((min(array[min, extract(epoch from min_ts)::float8]))[2]) end,
  case when count(max_ts) = count(*) then to_timestamp(-(max(array[max, -extract(epoch from max_ts)::float8]))[2]) end,
  case when count(out_limits) = count(*) and ${oneBound('limit_low')} and ${oneBound('limit_high')} then sum(out_limits)::int end,
  case when count(out_best) = count(*) and ${oneBound('best_low')} and ${oneBound('best_high')} then sum(out_best)::int end,
  max(limit_low), max(limit_high), max(best_low), max(best_high)`;

/**
 * After the source CTE `r(device_id, param_key, ts, value, invalid)`: insert the raw rows (a
 * repeated reading, e.g. a QoS 1 redelivery, is ignored) and count those really inserted. The
 * conflict target names the primary key (it holds ts, so a repeat always meets the first in the
 * same partition): no other unique index can become an arbiter unnoticed, and EXPLAIN shows it.
 */
const INSERT_RAW = `,
  ins as (
    insert into telemetry (device_id, param_key, ts, value, invalid)
    select device_id, param_key, ts, value, invalid from r
    on conflict (device_id, param_key, ts) do nothing
    returning device_id, param_key, ts, value, invalid
  ),
  n as (select count(*)::int as inserted from ins)`;

/**
 * The hour groups of the rows really inserted, aggregated in the database: the same columns as
 * TelemetryBatch's groups. `max(array[epoch, value])[2]` is the value at the newest time without an
 * ordered aggregate, so the planner can hash-aggregate instead of sorting every row; likewise
 * `min(array[value, epoch])[2]`, the first time the minimum was read. Readings are counted against
 * the bounds configured now (device_params).
 */
const GROUPS_OF_INSERTED = `
  select ins.device_id, ins.param_key, date_trunc('hour', ins.ts, c.timezone) as bucket,
         (date_trunc('hour', ins.ts, c.timezone) at time zone c.timezone)::date as day,
         min(value) filter (where not invalid) as min, max(value) filter (where not invalid) as max,
         sum(value) filter (where not invalid) as sum, (count(*) filter (where not invalid))::int as count,
         (max(array[extract(epoch from ins.ts)::float8, value]) filter (where not invalid))[2] as last_value,
         max(ins.ts) filter (where not invalid) as last_ts,
         (max(array[extract(epoch from ins.ts)::float8, value, invalid::int]))[2] as newest_value,
         (max(array[extract(epoch from ins.ts)::float8, value, invalid::int]))[3] = 1 as newest_invalid,
         max(ins.ts) as newest_ts,
         to_timestamp((min(array[value, extract(epoch from ins.ts)::float8]) filter (where not invalid))[2]) as min_ts,
         to_timestamp(-(max(array[value, -extract(epoch from ins.ts)::float8]) filter (where not invalid))[2]) as max_ts,
         (count(*) filter (where not invalid and (value < p.min or value > p.max)))::int as out_limits,
         (count(*) filter (where not invalid and (value < p."valuePerfectL" or value > p."valuePerfectH")))::int as out_best,
         p.min as limit_low, p.max as limit_high, p."valuePerfectL" as best_low, p."valuePerfectH" as best_high
  from ins join devices d on d.device_id = ins.device_id join companies c on c.id = d.tenant_id
  left join device_params p on p.device_id = ins.device_id and p.param_key = ins.param_key`;

/** GROUPS_OF_INSERTED's grouping: the hour, plus the bounds (one per series) it selects. */
const BY_HOUR = 'group by 1, 2, 3, 4, p.min, p.max, p."valuePerfectL", p."valuePerfectH"';

/**
 * Given the hour groups `g`, folds them into the hourly rollup, the hourly groups into the daily
 * rollup (local hours nest in local days) and the newest group into the latest-value table.
 */
const MERGE_GROUPS = `,
  h as (${rollupMerge('telemetry_hourly', 'bucket', `select device_id, param_key, bucket, ${ROLLUP_FIGURES} from g where count > 0`)}),
  dd as (${rollupMerge('telemetry_daily', 'day', `select device_id, param_key, day, ${DAY_FROM_HOURS} from g where count > 0 group by 1, 2, 3`)}),
  l as (
    insert into telemetry_latest as t (device_id, param_key, ts, value, invalid)
    select distinct on (device_id, param_key) device_id, param_key, newest_ts, newest_value, newest_invalid
    from g order by device_id, param_key, newest_ts desc
    on conflict (device_id, param_key) do update
      set ts = excluded.ts, value = excluded.value, invalid = excluded.invalid
      where excluded.ts >= t.ts
  )`;
const FOLD_GROUPS = `${MERGE_GROUPS}
  select inserted from n`;

/**
 * A column of epoch milliseconds (float8 holding whole numbers) as timestamptz, exactly (the raw
 * rows' times are converted the same way): interval
 * arithmetic is in integer microseconds, where to_timestamp(ms / 1000.0) would round through
 * fractional seconds. Sending numbers spares formatting an ISO string per time here and parsing
 * it in the database.
 */
const at = (ms: string) => `timestamptz 'epoch' + ${ms} * interval '1 millisecond'`;

/** The batch's raw rows `(device_id, param_key, ts, value, invalid)`: each message's device id and time are sent once. */
function rawRows(batch: TelemetryBatch) {
  return sql`select (${textArray(batch.deviceIds)}::text[])[m], k, timestamptz 'epoch' + (${numberArray(batch.times)}::float8[])[m] * interval '1 millisecond', v, i
    from unnest(${numberArray(batch.messageOf)}::int[], ${textArray(batch.keys)}::text[], ${numberArray(batch.values)}::float8[],
                ${boolArray(batch.invalid)}::bool[]) as u(m, k, v, i)`;
}

/** The hour groups folded in memory, with GROUPS_OF_INSERTED's columns. */
function foldedGroups(batch: TelemetryBatch) {
  const g = batch.groupColumns();
  return sql`select device_id, param_key, ${sql.raw(at('bucket'))} as bucket, day, min, max, sum, count, last_value,
      ${sql.raw(at('last_ts'))} as last_ts, newest_value, newest_invalid, ${sql.raw(at('newest_ts'))} as newest_ts,
      ${sql.raw(at('min_ts'))} as min_ts, ${sql.raw(at('max_ts'))} as max_ts, out_limits, out_best, limit_low, limit_high, best_low, best_high
    from unnest(${textArray(g.deviceIds)}::text[], ${textArray(g.keys)}::text[], ${numberArray(g.buckets)}::float8[],
      ${textArray(g.days)}::date[], ${numberArray(g.mins)}::float8[], ${numberArray(g.maxs)}::float8[], ${numberArray(g.sums)}::float8[],
      ${numberArray(g.counts)}::int[], ${numberArray(g.lastValues)}::float8[], ${numberArray(g.lastTs)}::float8[],
      ${numberArray(g.newestValues)}::float8[], ${boolArray(g.newestInvalid)}::bool[], ${numberArray(g.newestTs)}::float8[],
      ${numberArray(g.minTs)}::float8[], ${numberArray(g.maxTs)}::float8[], ${numberArray(g.outLimits)}::int[],
      ${numberArray(g.outBest)}::int[], ${numberArray(g.limitLows)}::float8[], ${numberArray(g.limitHighs)}::float8[],
      ${numberArray(g.bestLows)}::float8[], ${numberArray(g.bestHighs)}::float8[])
    as j(device_id, param_key, bucket, day, min, max, sum, count, last_value, last_ts, newest_value, newest_invalid, newest_ts,
         min_ts, max_ts, out_limits, out_best, limit_low, limit_high, best_low, best_high)`;
}

/**
 * One batch, one statement, one round trip, whatever rows are already stored: a row repeating a
 * stored one is skipped. The hour groups folded in memory are used when every row was inserted;
 * when some were repeats, the second branch aggregates only the rows really inserted instead.
 * Both conditions are constant for the statement, so the planner runs just one branch.
 */
export async function writeBatch(db: Kysely<DB>, batch: TelemetryBatch): Promise<number> {
  if (batch.rowCount === 0) return 0;
  const result = await batchStatement(batch).execute(db);
  return result.rows[0]?.inserted ?? 0;
}

/** writeBatch's statement for a non-empty batch, also for tests/api/telemetry-plans.test.ts to EXPLAIN. */
export function batchStatement(batch: TelemetryBatch) {
  return sql<{ inserted: number }>`with r (device_id, param_key, ts, value, invalid) as (${rawRows(batch)})${sql.raw(INSERT_RAW)},
    g as (
      ${foldedGroups(batch)}
      where (select inserted from n) = ${batch.rowCount}
      union all
      ${sql.raw(GROUPS_OF_INSERTED)}
      where (select inserted from n) <> ${batch.rowCount}
      ${sql.raw(BY_HOUR)}
    )${sql.raw(FOLD_GROUPS)}`;
}

/**
 * The usual batch, none of whose rows is stored yet: a plain insert and the folded groups merged,
 * in one statement. A repeated row fails it as a whole (SQLSTATE 23505, nothing written). Skipping
 * `on conflict do nothing ... returning` and the count of what went in made the statement about a
 * third cheaper on PGlite (bench/RESULTS.md, "Ingest toward the ceiling").
 */
export async function writeNewBatch(db: Kysely<DB>, batch: TelemetryBatch): Promise<void> {
  if (batch.rowCount === 0) return;
  await sql`with ins as (insert into telemetry (device_id, param_key, ts, value, invalid) ${rawRows(batch)}),
    g as (${foldedGroups(batch)})${sql.raw(MERGE_GROUPS)}
    select 1`.execute(db);
}

const UNIQUE_VIOLATION = '23505';
/** After a batch met a stored row, this many batches go straight to writeBatch: a device resending (a reconnect's redelivery) does so for a while. */
export const TOLERANT_BATCHES = 20;

/**
 * The ingest path's writer: writeNewBatch, and writeBatch for a batch it refuses for a repeated
 * reading (a QoS 1 redelivery, a device resending its buffer). After such a batch the next
 * TOLERANT_BATCHES go straight to writeBatch, so a run of repeats does not pay for two statements
 * each time. Either way a committed batch is stored exactly as writeBatch would store it.
 */
export class TelemetryWriter {
  private tolerant = 0;

  constructor(private readonly db: Kysely<DB>) {}

  async write(batch: TelemetryBatch): Promise<void> {
    if (this.tolerant > 0) {
      this.tolerant--;
      await writeBatch(this.db, batch);
      return;
    }
    try {
      await writeNewBatch(this.db, batch);
    } catch (error) {
      if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
      this.tolerant = TOLERANT_BATCHES;
      await writeBatch(this.db, batch);
    }
  }
}

/**
 * The same write with any source query producing (device_id, param_key, ts, value, invalid):
 * the simulator's backfill generates a month of rows inside the database with it.
 */
export async function writeFromQuery(db: Kysely<DB>, source: RawBuilder<unknown>): Promise<number> {
  const result = await sql<{ inserted: number }>`with r (device_id, param_key, ts, value, invalid) as (${source})${sql.raw(
    `${INSERT_RAW}, g as (${GROUPS_OF_INSERTED} ${BY_HOUR})${FOLD_GROUPS}`,
  )}`.execute(db);
  return result.rows[0]?.inserted ?? 0;
}

/**
 * Folds raw rows already stored for one device in [from, to) into the rollups and the latest value,
 * with the same statement tail as a batch: for a backfill that inserted them plainly (fast) and
 * knows no other row lies in that range.
 */
export async function foldStoredRows(db: Kysely<DB>, deviceId: string, from: Date, to: Date): Promise<number> {
  const result = await sql<{ inserted: number }>`with ins as (
      select device_id, param_key, ts, value, invalid from telemetry
      where device_id = ${deviceId} and ts >= ${from.toISOString()}::timestamptz and ts < ${to.toISOString()}::timestamptz
    ),
    n as (select count(*)::int as inserted from ins),
    g as (${sql.raw(GROUPS_OF_INSERTED)} ${sql.raw(BY_HOUR)})${sql.raw(FOLD_GROUPS)}`.execute(db);
  return result.rows[0]?.inserted ?? 0;
}
