import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import '../../ingest/telemetry-tables';

export interface BucketRow {
  param_key: string;
  ts: number;
  value: number;
  min: number;
  max: number;
  count: number;
}

const toRows = (rows: Array<Omit<BucketRow, 'ts'> & { ts: number | string }>): BucketRow[] =>
  rows.map((r) => ({ ...r, ts: Number(r.ts) }));

/**
 * Raw readings of some series in [from, to) folded into buckets of `widthMs` (average, min, max);
 * a bucket holding one reading keeps that reading's own time. Invalid readings are left out, as in
 * the rollups.
 */
export async function rawBuckets(db: Kysely<DB>, deviceId: string, keys: string[], from: number, to: number, widthMs: number) {
  return toRows((await rawBucketsQuery(deviceId, keys, from, to, widthMs).execute(db)).rows);
}

/** rawBuckets' statement, also for tests/api/telemetry-plans.test.ts to EXPLAIN. */
export function rawBucketsQuery(deviceId: string, keys: string[], from: number, to: number, widthMs: number) {
  return sql<BucketRow & { ts: string }>`
    select param_key,
           case when count(*) = 1 then min(extract(epoch from ts) * 1000)
                else floor(extract(epoch from min(ts)) * 1000 / ${widthMs}) * ${widthMs} end as ts,
           avg(value) as value, min(value) as min, max(value) as max, count(*)::int as count
    from telemetry
    where device_id = ${deviceId} and param_key = any(${keys}::text[]) and not invalid
      and ts >= ${new Date(from).toISOString()}::timestamptz and ts < ${new Date(to).toISOString()}::timestamptz
    group by param_key, floor(extract(epoch from ts) * 1000 / ${widthMs})
    order by param_key, 2`;
}

/** Hourly rollup rows in [from, to), merged into buckets of `widthMs` when that is wider than an hour. */
export async function hourlyBuckets(db: Kysely<DB>, deviceId: string, keys: string[], from: number, to: number, widthMs: number) {
  return toRows((await hourlyBucketsQuery(deviceId, keys, from, to, widthMs).execute(db)).rows);
}

/** hourlyBuckets' statement, also for tests/api/telemetry-plans.test.ts to EXPLAIN. */
export function hourlyBucketsQuery(deviceId: string, keys: string[], from: number, to: number, widthMs: number) {
  return sql<BucketRow & { ts: string }>`
    select param_key, min(extract(epoch from bucket) * 1000) as ts,
           sum(sum) / sum(count) as value, min(min) as min, max(max) as max, sum(count)::int as count
    from telemetry_hourly
    where device_id = ${deviceId} and param_key = any(${keys}::text[])
      and bucket >= ${new Date(from).toISOString()}::timestamptz and bucket < ${new Date(to).toISOString()}::timestamptz
    group by param_key, floor(extract(epoch from bucket) * 1000 / ${widthMs})
    order by param_key, 2`;
}

/** Daily rollup rows of the local days [fromDay, toDay], points at local midnight, merged like hourlyBuckets. */
export async function dailyBuckets(
  db: Kysely<DB>,
  deviceId: string,
  keys: string[],
  fromDay: string,
  toDay: string,
  timezone: string,
  widthMs: number,
) {
  const result = await sql<BucketRow & { ts: string }>`
    select param_key, min(extract(epoch from (day::timestamp at time zone ${timezone})) * 1000) as ts,
           sum(sum) / sum(count) as value, min(min) as min, max(max) as max, sum(count)::int as count
    from telemetry_daily
    where device_id = ${deviceId} and param_key = any(${keys}::text[]) and day >= ${fromDay}::date and day <= ${toDay}::date
    group by param_key, floor(extract(epoch from (day::timestamp at time zone ${timezone})) * 1000 / ${widthMs})
    order by param_key, 2`.execute(db);
  return toRows(result.rows);
}

export interface RawRow {
  device_id: string;
  param_key: string;
  ts: number;
  value: number;
  invalid: boolean;
  manual: boolean;
  marked_by: string | null;
  marked_at: number | null;
}

/**
 * Raw readings for the data audit, newest first, paged. `flaggedOnly` keeps the readings the
 * audit is about: flagged invalid (by ingest's range check or an operator) or marked by an operator.
 */
export async function rawPage(
  db: Kysely<DB>,
  filter: { deviceId: string; paramKey?: string; from: number; to: number; flaggedOnly: boolean },
  limit: number,
  offset: number,
): Promise<{ rows: RawRow[]; total: number }> {
  let query = db
    .selectFrom('telemetry as t')
    .where('t.device_id', '=', filter.deviceId)
    .where('t.ts', '>=', new Date(filter.from))
    .where('t.ts', '<', new Date(filter.to));
  if (filter.paramKey) query = query.where('t.param_key', '=', filter.paramKey);
  if (filter.flaggedOnly) query = query.where((eb) => eb.or([eb('t.invalid', '=', true), eb('t.marked_at', 'is not', null)]));
  const [rows, count] = await Promise.all([
    query
      .leftJoin('users as u', 'u.id', 't.marked_by')
      .select(['t.device_id', 't.param_key', 't.ts', 't.value', 't.invalid', 't.manual', 't.marked_at'])
      .select((eb) => eb.fn.coalesce('u.real_name', 'u.user_name').as('marked_by'))
      .orderBy('t.ts', 'desc')
      .orderBy('t.param_key')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      ts: new Date(r.ts).getTime(),
      marked_by: r.marked_at === null ? null : (r.marked_by ?? ''),
      marked_at: r.marked_at === null ? null : new Date(r.marked_at).getTime(),
    })),
    total: Number(count.n),
  };
}
