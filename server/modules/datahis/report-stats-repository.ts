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
  /** The zone the daily rollup's dates are local to (the device's company's). */
  timezone: string;
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
  /** The days' and hours' sums added in time order (the mean is total / count). */
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
 * A rollup row's out-of-range counts answer for a series when they were counted against the
 * series' bounds of today (migration 0280: a null bound beside a count is open).
 */
const countedNow = (r: string, s: string) => `${r}.out_limits is not null and ${r}.out_best is not null
  and ${r}.limit_low is not distinct from ${s}.llo and ${r}.limit_high is not distinct from ${s}.lhi
  and ${r}.best_low is not distinct from ${s}.blo and ${r}.best_high is not distinct from ${s}.bhi`;

/**
 * The figures of many series in ONE statement from the rollups (valid readings only), reading
 * as little as the rollups allow:
 * - d: every whole local day of the period whose daily row answers alone (its extremes' times
 *   known, its counts made against today's bounds): a month of minute data is 30 rows a series;
 * - sp/h: the rest of the period (the part before the first and after the last whole day, and
 *   each whole day whose row cannot answer) from the hourly rollup; an hour whose counts were made
 *   against other bounds (changed since, or within the hour) or are unknown (written before
 *   migration 0280) lies wholly inside or outside a range by its min and max, and only an hour
 *   straddling a bound is counted from its raw rows, or classed by its mean when it has none;
 * - count, sum (added in time order) and min and max come from those days and hours; an
 *   extreme's time is that of the first day or hour reaching it, or for an hour that does not know
 *   it the first valid raw reading equal to it there (one primary-key probe), else the hour's start.
 *   (Scalar aggregates and a second look at the few units equal to an extreme cost less than
 *   min(array[value, time]) over every unit.)
 * A null bound is open (+/- infinity).
 */
export async function seriesFigures(db: Kysely<DB>, asks: SeriesAsk[]): Promise<SeriesFigures[]> {
  if (asks.length === 0) return [];
  const column = <T>(pick: (a: SeriesAsk) => T) => asks.map(pick);
  // s: the series in key order (so nested loops over the rollups' primary keys read each
  // series' rows in time order), with d0..d1 (exclusive) the whole local days of the period.
  // `offset 0` keeps a CTE or subquery from being folded into the next: h's raw counts are read
  // once per hour however often they are referenced, and the rollups are read by lateral index
  // scans per series and span (the planner, misjudging how few rows the bounds filters keep,
  // otherwise hashes the whole hourly table: 2.4 s for a site month). Epochs are in ms (exact).
  const epochMs = (ts: string) => `(extract(epoch from ${ts}) * 1000)::float8`;
  const dayStart = (day: string, s: string) => `((${day})::timestamp at time zone ${s}.tz)`;
  // Every raw read lies in an hour of some period: these constant bounds let the planner prune
  // telemetry's partitions up front (the per-hour bounds alone prune only at run time, after every
  // partition has been planned). An hour past the last end, in case a period ends inside one.
  const rawFrom = iso(asks.reduce((m, a) => Math.min(m, a.from), Infinity));
  const rawTo = iso(asks.reduce((m, a) => Math.max(m, a.to), -Infinity) + HOUR_MS);
  const query = sql<Record<keyof SeriesFigures, string | number>>`
    with s as (
      select s.*, x.d0, x.d1,
             coalesce(s.llo, '-infinity') as llo_, coalesce(s.lhi, 'infinity') as lhi_,
             coalesce(s.blo, '-infinity') as blo_, coalesce(s.bhi, 'infinity') as bhi_
      from (
        select * from unnest(${column((a) => a.deviceId)}::text[], ${column((a) => a.key)}::text[], ${column((a) => a.timezone)}::text[],
                             ${column((a) => iso(a.from))}::timestamptz[], ${column((a) => iso(a.to))}::timestamptz[],
                             ${column((a) => a.limits.low)}::float8[], ${column((a) => a.limits.high)}::float8[],
                             ${column((a) => a.best.low)}::float8[], ${column((a) => a.best.high)}::float8[])
          as s(device_id, param_key, tz, t0, t1, llo, lhi, blo, bhi)
        order by device_id, param_key
        offset 0
      ) as s
      cross join lateral (
        select (s.t0 at time zone s.tz)::date + case when (s.t0 at time zone s.tz)::time = '00:00' then 0 else 1 end as d0,
               (s.t1 at time zone s.tz)::date as d1) as x
    ),
    d as (
      select s.device_id, s.param_key, s.tz, s.d0, s.d1, s.llo, s.lhi, s.blo, s.bhi,
             r.day, r.min, r.max, r.sum, r.count, r.min_ts, r.max_ts, r.out_limits, r.out_best
      from s cross join lateral (
        select * from telemetry_daily r
        where r.device_id = s.device_id and r.param_key = s.param_key and r.day >= s.d0 and r.day < s.d1
          and r.count > 0 and r.min_ts is not null and r.max_ts is not null and ${sql.raw(countedNow('r', 's'))}
        offset 0) as r
    ),
    sp as (
      select device_id, param_key, llo, lhi, blo, bhi, t0 as a, least(t1, ${sql.raw(dayStart('d0', 's'))}) as b from s
      union all
      select device_id, param_key, llo, lhi, blo, bhi, ${sql.raw(dayStart('greatest(d0, d1)', 's'))}, t1 from s
      union all
      select s.device_id, s.param_key, s.llo, s.lhi, s.blo, s.bhi, ${sql.raw(dayStart('g.day::date', 's'))}, ${sql.raw(dayStart('g.day::date + 1', 's'))}
      from s left join (select device_id, param_key, count(*) as n from d group by 1, 2) as l
        on l.device_id = s.device_id and l.param_key = s.param_key
      cross join lateral generate_series(s.d0::timestamp, (s.d1 - 1)::timestamp, interval '1 day') as g(day)
      where coalesce(l.n, 0) < s.d1 - s.d0
        and not exists (select 1 from d where d.device_id = s.device_id and d.param_key = s.param_key and d.day = g.day::date)
    ),
    h as (
      select h.*,
             case when h.fl = 2 or h.fb = 2 then (
               select array[count(*), count(*) filter (where t.value < h.llo_ or t.value > h.lhi_), count(*) filter (where t.value < h.blo_ or t.value > h.bhi_)]
               from telemetry t
               where t.device_id = h.device_id and t.param_key = h.param_key and not t.invalid
                 and t.ts >= h.bucket and t.ts < h.bucket + interval '1 hour'
                 and t.ts >= ${rawFrom}::timestamptz and t.ts < ${rawTo}::timestamptz) end as raw
      from (
        select sp.device_id, sp.param_key, r.bucket, r.min as lo, r.max as hi, r.sum as total, r.count as n, r.min_ts, r.max_ts,
               r.out_limits, r.out_best, b.*, ${sql.raw(countedNow('r', 'sp'))} as counted,
               case when ${sql.raw(countedNow('r', 'sp'))} or r.min >= b.llo_ and r.max <= b.lhi_ then 0 when r.max < b.llo_ or r.min > b.lhi_ then 1 else 2 end as fl,
               case when ${sql.raw(countedNow('r', 'sp'))} or r.min >= b.blo_ and r.max <= b.bhi_ then 0 when r.max < b.blo_ or r.min > b.bhi_ then 1 else 2 end as fb
        from sp
        cross join lateral (
          select coalesce(sp.llo, '-infinity') as llo_, coalesce(sp.lhi, 'infinity') as lhi_,
                 coalesce(sp.blo, '-infinity') as blo_, coalesce(sp.bhi, 'infinity') as bhi_) as b
        cross join lateral (
          select * from telemetry_hourly r
          where r.device_id = sp.device_id and r.param_key = sp.param_key and r.bucket >= sp.a and r.bucket < sp.b and r.count > 0
          offset 0) as r
      ) as h
      offset 0
    ),
    u as (
      select device_id, param_key, ${sql.raw(dayStart('day', 'd'))} as start, min as lo, max as hi, sum as total, count as n,
             min_ts, max_ts, out_limits as ol, out_best as ob
      from d
      union all
      select device_id, param_key, bucket, lo, hi, total, n, min_ts, max_ts,
             case when counted then out_limits when fl = 1 then n when fl = 2 then
               case when raw[1] > 0 then raw[2] when total / n < llo_ or total / n > lhi_ then n else 0 end else 0 end,
             case when counted then out_best when fb = 1 then n when fb = 2 then
               case when raw[1] > 0 then raw[3] when total / n < blo_ or total / n > bhi_ then n else 0 end else 0 end
      from h
    ),
    a as (
      select device_id, param_key, sum(n)::int as n, sum(total order by start) as total, min(lo) as lo, max(hi) as hi,
             sum(ol)::int as out_limits, sum(ob)::int as out_best
      from (select * from u order by device_id, param_key, start) as u
      group by device_id, param_key
    ),
    lo as (
      select distinct on (u.device_id, u.param_key) u.device_id, u.param_key, u.start, u.min_ts
      from u join a on a.device_id = u.device_id and a.param_key = u.param_key and u.lo = a.lo
      order by u.device_id, u.param_key, u.start
    ),
    hi as (
      select distinct on (u.device_id, u.param_key) u.device_id, u.param_key, u.start, u.max_ts
      from u join a on a.device_id = u.device_id and a.param_key = u.param_key and u.hi = a.hi
      order by u.device_id, u.param_key, u.start
    )
    select a.device_id, a.param_key, a.n as count, a.total, a.lo as min, a.hi as max, a.out_limits, a.out_best,
           coalesce(${sql.raw(epochMs('lo.min_ts'))}, (
             select extract(epoch from t.ts) * 1000 from telemetry t
             where t.device_id = a.device_id and t.param_key = a.param_key and not t.invalid and t.value = a.lo
               and t.ts >= lo.start and t.ts < lo.start + interval '1 hour'
               and t.ts >= ${rawFrom}::timestamptz and t.ts < ${rawTo}::timestamptz
             order by t.ts limit 1), ${sql.raw(epochMs('lo.start'))}) as min_ts,
           coalesce(${sql.raw(epochMs('hi.max_ts'))}, (
             select extract(epoch from t.ts) * 1000 from telemetry t
             where t.device_id = a.device_id and t.param_key = a.param_key and not t.invalid and t.value = a.hi
               and t.ts >= hi.start and t.ts < hi.start + interval '1 hour'
               and t.ts >= ${rawFrom}::timestamptz and t.ts < ${rawTo}::timestamptz
             order by t.ts limit 1), ${sql.raw(epochMs('hi.start'))}) as max_ts
    from a
    join lo on lo.device_id = a.device_id and lo.param_key = a.param_key
    join hi on hi.device_id = a.device_id and hi.param_key = a.param_key`;
  // The planner prices the per-hour raw reads (run only for hours the rollups cannot answer) high
  // enough to cross jit_above_cost, and compiling the plan would cost more than running it.
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
