/**
 * The per-device report statistics as they were before the set-based statement (issue 18's site
 * report): a verbatim copy of server/modules/datahis/report-stats.ts and report-stats-repository.ts
 * of that time, query by query per device and parameter. Kept only as the reference the set-based
 * statistics must equal exactly (tests/api/reports-site-stats.test.ts), all but the mean's last bits:
 * the reports now add up daily sums where a day answers whole (migration 0280), and a float sum's
 * last bits depend on the order it is added in, so the mean it returns is a matcher to 9 decimals.
 */
import { expect } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/db/types';
import type { ParamConfig } from '../../server/ingest/device-registry';
import type { ReportParamStats } from '../../shared/contract/api/datahis';
import '../../server/ingest/telemetry-tables';

interface HourRollup {
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
async function hourRollups(db: Kysely<DB>, deviceId: string, keys: string[], from: number, to: number): Promise<HourRollup[]> {
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
async function firstTimeOf(db: Kysely<DB>, deviceId: string, key: string, hour: number, value: number): Promise<number | null> {
  const result = await sql<{ ts: string }>`
    select extract(epoch from ts) * 1000 as ts from telemetry
    where device_id = ${deviceId} and param_key = ${key} and not invalid and value = ${value}::float8
      and ts >= ${iso(hour)}::timestamptz and ts < ${iso(hour)}::timestamptz + ${HOUR}
    order by ts limit 1`.execute(db);
  return result.rows[0] ? Number(result.rows[0].ts) : null;
}

interface Range {
  low: number | null;
  high: number | null;
}

interface HourOutside {
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
async function outsideInHours(db: Kysely<DB>, deviceId: string, key: string, hours: number[], limits: Range, best: Range): Promise<HourOutside[]> {
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

type Fit = 'inside' | 'outside' | 'mixed';

/** Where an hour lies against a range, from its rollup's min and max alone. */
function fitOf(hour: HourRollup, range: Range): Fit {
  const low = range.low ?? -Infinity;
  const high = range.high ?? Infinity;
  if (hour.min >= low && hour.max <= high) return 'inside';
  if (hour.max < low || hour.min > high) return 'outside';
  return 'mixed';
}

const open = (r: Range) => r.low === null && r.high === null;

/**
 * The readings of the hours outside a range. Most hours lie wholly inside or outside it by their
 * rollup's min and max; only the hours straddling a bound are counted from the raw rows, so a
 * month of one-minute data reads a few hours of raw rows rather than the whole month. A straddling
 * hour kept only as a rollup (history imported as hourly means) is classed by its mean.
 */
async function outsideCounts(db: Kysely<DB>, deviceId: string, key: string, hours: HourRollup[], limits: Range, best: Range) {
  let outLimits = 0;
  let outBest = 0;
  const mixed = new Set<number>();
  for (const hour of hours) {
    const l = fitOf(hour, limits);
    const b = fitOf(hour, best);
    if (l === 'outside') outLimits += hour.count;
    if (b === 'outside') outBest += hour.count;
    if (l === 'mixed' || b === 'mixed') mixed.add(hour.ts);
  }
  const counted = new Map((await outsideInHours(db, deviceId, key, [...mixed], limits, best)).map((r) => [r.ts, r]));
  for (const hour of hours) {
    if (!mixed.has(hour.ts)) continue;
    const raw = counted.get(hour.ts);
    const mean = hour.sum / hour.count;
    const byMean = (r: Range) => (fitOf({ ...hour, min: mean, max: mean }, r) === 'outside' ? hour.count : 0);
    if (fitOf(hour, limits) === 'mixed') outLimits += raw ? raw.outLimits : byMean(limits);
    if (fitOf(hour, best) === 'mixed') outBest += raw ? raw.outBest : byMean(best);
  }
  return { outLimits, outBest };
}

/** The first hour reaching an extreme and the reading's own time in it (the hour's start when kept as a rollup only). */
async function timeOf(db: Kysely<DB>, deviceId: string, key: string, hours: HourRollup[], value: number, pick: 'min' | 'max') {
  const hour = hours.find((h) => h[pick] === value)!;
  return (await firstTimeOf(db, deviceId, key, hour.ts, value)) ?? hour.ts;
}

/**
 * Per parameter over [from, to): count, mean, min and max with the first time each was reached,
 * and the shares of valid readings outside the alarm limits and the best range. Built on the
 * hourly rollup (which holds valid readings only) plus bounded raw reads; the share of readings
 * stands for the share of time, the devices reporting at a fixed interval.
 */
export async function referencePeriodStats(db: Kysely<DB>, deviceId: string, params: ParamConfig[], from: number, to: number): Promise<Record<string, ReportParamStats>> {
  const rollups = await hourRollups(db, deviceId, params.map((p) => p.param_key), from, to);
  const stats: Record<string, ReportParamStats> = {};
  for (const p of params) {
    const hours = rollups.filter((r) => r.param_key === p.param_key);
    const limits: Range = { low: p.min, high: p.max };
    const best: Range = { low: p.valuePerfectL, high: p.valuePerfectH };
    const base = { limits: { min: p.min, max: p.max }, best: { low: p.valuePerfectL, high: p.valuePerfectH } };
    const count = hours.reduce((n, h) => n + h.count, 0);
    if (count === 0) {
      stats[p.param_key] = { ...base, count: 0, avg: null, min: null, min_ts: null, max: null, max_ts: null, outside_limits: null, outside_best: null };
      continue;
    }
    const min = Math.min(...hours.map((h) => h.min));
    const max = Math.max(...hours.map((h) => h.max));
    const [minTs, maxTs, outside] = await Promise.all([
      timeOf(db, deviceId, p.param_key, hours, min, 'min'),
      timeOf(db, deviceId, p.param_key, hours, max, 'max'),
      outsideCounts(db, deviceId, p.param_key, hours, limits, best),
    ]);
    stats[p.param_key] = {
      ...base,
      count,
      avg: expect.closeTo(hours.reduce((s, h) => s + h.sum, 0) / count, 9) as number,
      min,
      min_ts: minTs,
      max,
      max_ts: maxTs,
      outside_limits: open(limits) ? null : outside.outLimits / count,
      outside_best: open(best) ? null : outside.outBest / count,
    };
  }
  return stats;
}
