import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import '../../ingest/telemetry-tables';

export interface Range {
  low: number | null;
  high: number | null;
}

/** One series asked for: a device's parameter over [from, to) (epoch ms) with its two ranges. */
export interface SeriesAsk {
  deviceId: string;
  key: string;
  from: number;
  to: number;
  limits: Range;
  best: Range;
}

/** A series' figures over its period; absent from the answer when it has no valid reading there. */
export interface SeriesFigures {
  device_id: string;
  param_key: string;
  count: number;
  /** The hours' sums added in time order (the mean is total / count). */
  total: number;
  min: number;
  max: number;
  min_ts: number;
  max_ts: number;
  out_limits: number;
  out_best: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR_MS = 3_600_000;

/**
 * The figures of many series in ONE statement, from the hourly rollup (valid readings only) with
 * raw rows read only where the rollup cannot answer:
 * - count, sum (added in bucket order, so the float result is the one a loop over the hours gives),
 *   min and max come from the hours in the period (periods start and end on local hour bounds,
 *   as the buckets do, so no partial hour exists);
 * - an extreme's time is the first valid raw reading equal to it in the first hour reaching it (one
 *   primary-key probe of one hour), the hour's start when the hour is kept only as a rollup;
 * - an hour lies wholly inside or outside a range by its min and max; only an hour straddling a
 *   bound is counted from its raw rows, or classed by its mean when it has none.
 * A null bound is open (+/- infinity).
 */
export async function seriesFigures(db: Kysely<DB>, asks: SeriesAsk[]): Promise<SeriesFigures[]> {
  if (asks.length === 0) return [];
  const column = <T>(pick: (a: SeriesAsk) => T) => asks.map(pick);
  // s: the series in key order, so a nested loop over the rollup's primary key can hand the
  // aggregate its hours grouped by series and in time order.
  // h: each hour with its fit to each range (0 inside, 1 outside, 2 straddling a bound) and, for a
  // straddling hour only, its valid raw readings counted: [all, outside the limits, outside best].
  // min(array[value, epoch]) is the smallest value and the first hour reaching it in one pass;
  // `offset 0` keeps h a subquery, so `raw` is read once per hour however often it is referenced.
  // Every raw read lies in an hour of some period: these constant bounds let the planner prune
  // telemetry's partitions up front (the per-hour bounds alone prune only at run time, after every
  // partition has been planned). An hour past the last end, in case a period ends inside one.
  const rawFrom = iso(asks.reduce((m, a) => Math.min(m, a.from), Infinity));
  const rawTo = iso(asks.reduce((m, a) => Math.max(m, a.to), -Infinity) + HOUR_MS);
  const query = sql<Record<keyof SeriesFigures, string | number>>`
    with h as (
      select h.*,
             case when h.fl = 2 or h.fb = 2 then (
               select array[count(*), count(*) filter (where t.value < h.llo or t.value > h.lhi), count(*) filter (where t.value < h.blo or t.value > h.bhi)]
               from telemetry t
               where t.device_id = h.device_id and t.param_key = h.param_key and not t.invalid
                 and t.ts >= h.bucket and t.ts < h.bucket + interval '1 hour'
                 and t.ts >= ${rawFrom}::timestamptz and t.ts < ${rawTo}::timestamptz) end as raw
      from (
        select r.device_id, r.param_key, r.bucket, r.min as lo, r.max as hi, r.sum as total, r.count as n, b.*,
               case when r.min >= b.llo and r.max <= b.lhi then 0 when r.max < b.llo or r.min > b.lhi then 1 else 2 end as fl,
               case when r.min >= b.blo and r.max <= b.bhi then 0 when r.max < b.blo or r.min > b.bhi then 1 else 2 end as fb
        from (
          select * from unnest(${column((a) => a.deviceId)}::text[], ${column((a) => a.key)}::text[],
                               ${column((a) => iso(a.from))}::timestamptz[], ${column((a) => iso(a.to))}::timestamptz[],
                               ${column((a) => a.limits.low)}::float8[], ${column((a) => a.limits.high)}::float8[],
                               ${column((a) => a.best.low)}::float8[], ${column((a) => a.best.high)}::float8[])
            as s(device_id, param_key, t0, t1, llo, lhi, blo, bhi)
          order by device_id, param_key
          offset 0
        ) as s
        cross join lateral (
          select coalesce(s.llo, '-infinity') as llo, coalesce(s.lhi, 'infinity') as lhi,
                 coalesce(s.blo, '-infinity') as blo, coalesce(s.bhi, 'infinity') as bhi) as b
        join telemetry_hourly r
          on r.device_id = s.device_id and r.param_key = s.param_key and r.bucket >= s.t0 and r.bucket < s.t1 and r.count > 0
      ) as h
      offset 0
    ),
    a as (
      select device_id, param_key, sum(n)::int as n, sum(total order by bucket) as total,
             min(array[lo, extract(epoch from bucket)::float8]) as lo, min(array[-hi, extract(epoch from bucket)::float8]) as hi,
             sum(case fl when 1 then n when 2 then
                   case when raw[1] > 0 then raw[2] when total / n < llo or total / n > lhi then n else 0 end else 0 end)::int as out_limits,
             sum(case fb when 1 then n when 2 then
                   case when raw[1] > 0 then raw[3] when total / n < blo or total / n > bhi then n else 0 end else 0 end)::int as out_best
      from h group by device_id, param_key
    )
    select device_id, param_key, n as count, total, lo[1] as min, -hi[1] as max, out_limits, out_best,
           coalesce((
             select extract(epoch from t.ts) * 1000 from telemetry t
             where t.device_id = a.device_id and t.param_key = a.param_key and not t.invalid and t.value = lo[1]
               and t.ts >= to_timestamp(lo[2]) and t.ts < to_timestamp(lo[2]) + interval '1 hour'
               and t.ts >= ${rawFrom}::timestamptz and t.ts < ${rawTo}::timestamptz
             order by t.ts limit 1), lo[2] * 1000) as min_ts,
           coalesce((
             select extract(epoch from t.ts) * 1000 from telemetry t
             where t.device_id = a.device_id and t.param_key = a.param_key and not t.invalid and t.value = -hi[1]
               and t.ts >= to_timestamp(hi[2]) and t.ts < to_timestamp(hi[2]) + interval '1 hour'
               and t.ts >= ${rawFrom}::timestamptz and t.ts < ${rawTo}::timestamptz
             order by t.ts limit 1), hi[2] * 1000) as max_ts
    from a`;
  // The planner prices the per-hour raw reads (run only for straddling hours) high enough to cross
  // jit_above_cost, and compiling the plan would cost more than running it (~300 ms). A site's
  // month of hours (50 x 8 x 720 rows) sorted for the aggregate spills to disk at the default 4 MB.
  const result = await db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    await sql`set local work_mem = '64MB'`.execute(trx);
    return query.execute(trx);
  });
  return result.rows.map((r) => ({
    device_id: String(r.device_id),
    param_key: String(r.param_key),
    count: Number(r.count),
    total: Number(r.total),
    min: Number(r.min),
    max: Number(r.max),
    min_ts: Number(r.min_ts),
    max_ts: Number(r.max_ts),
    out_limits: Number(r.out_limits),
    out_best: Number(r.out_best),
  }));
}
