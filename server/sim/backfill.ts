import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { DeviceEntry } from '../ingest/device-registry';
import { DAY_FROM_HOURS, ROLLUP_FIGURES, foldStoredRows, rollupMerge, writeFromQuery } from '../ingest/write-sql';
import { curveSql, finishSql, localHourSql, outsideCuts, profileValues, readingSql, seasonFactorSql, withIncidents, wrapHourSql } from './backfill-sql';
import type { Incident } from './incidents';
import { numberArray, textArray } from '../db/array-literal';
import { PondTrack, isPond, modelledHours, modelledRows } from './pond-history';

const DONE_KEY = 'sim.backfilled_at';
/** Where the history of the first run ends: a resumed run keeps the same chunks and incidents. */
const END_KEY = 'sim.backfill_to';
/** Readings an hourly rollup of the generated months stands for: one a minute. */
export const READINGS_PER_HOUR = 60;

export interface BackfillProgress {
  devices: number;
  done: number;
  rows: number;
  elapsedMs: number;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** A pond's track over [from, to): the history's pass when it holds the range (history.ts), else one for the range. */
function trackOf(device: DeviceEntry, from: Date, to: Date, ponds?: ReadonlyMap<string, PondTrack>) {
  if (!isPond(device)) return null;
  const track = ponds?.get(device.deviceId);
  return track?.covers(from.getTime(), to.getTime()) ? track : new PondTrack(device, from.getTime(), to.getTime());
}

/** A pond's modelled readings (pond-history.ts) as rows of the raw source. */
function modelledSource(device: DeviceEntry, track: PondTrack, from: Date, to: Date, stepMinutes: number, incidents: readonly Incident[]) {
  const rows = modelledRows(device, track, from.getTime(), to.getTime(), stepMinutes, incidents);
  return sql`select ${device.deviceId}::text as device_id, k as param_key, timestamptz 'epoch' + t * interval '1 millisecond' as ts, v as value, false as invalid
    from unnest(${textArray(rows.keys)}::text[], ${numberArray(rows.times)}::float8[], ${numberArray(rows.values)}::float8[]) as u(k, t, v)`;
}

/**
 * The readings of one device over [from, to) at a fixed step, generated inside the database with
 * generate_series and the curves of profiles.ts (seasons included), changed by the incidents; a
 * pond's oxygen (and aerator) from its track instead.
 */
function rawSource(device: DeviceEntry, from: Date, to: Date, stepMinutes: number, incidents: readonly Incident[], track: PondTrack | null) {
  const values = profileValues(device);
  const modelled = track && modelledSource(device, track, from, to, stepMinutes, incidents);
  if (!values) return modelled;
  const g = sql`select ts, ${localHourSql(sql.ref('ts'), device.timezone)} as h, ${seasonFactorSql(sql.ref('ts'))} as sf
    from generate_series(${at(from)}, ${at(to)} - interval '1 second', make_interval(mins => ${stepMinutes})) as ts
    offset 0`;
  const reading = readingSql(sql.ref('g.h'), sql`(p.season * g.sf)`);
  const value = finishSql(withIncidents(device, incidents, sql.ref('n'), sql.ref('ts')));
  const curves = sql`select ${device.deviceId}::text as device_id, key as param_key, ts, ${value} as value, false as invalid
    from (select p.*, g.ts, ${reading} as n from ${values} cross join (${g}) as g
          where true ${outsideCuts(device, incidents, sql.ref('g.ts'), sql`(g.ts + interval '1 second')`)}) as p`;
  return modelled ? sql`${curves} union all ${modelled}` : curves;
}

/**
 * Writes raw history for the devices over [from, to) with the rollups and latest values ingest
 * would have built from it. When the device has no reading in the range yet (a first start), the
 * rows go in with a plain insert and are then folded from the table, much faster than through the
 * ingest statement; otherwise through that statement, which skips the readings already there.
 */
export async function backfill(
  db: Kysely<DB>,
  devices: DeviceEntry[],
  from: Date,
  to: Date,
  stepMinutes: number,
  onProgress: (progress: BackfillProgress) => void = () => undefined,
  shouldStop: () => boolean = () => false,
  incidents: readonly Incident[] = [],
  ponds?: ReadonlyMap<string, PondTrack>,
): Promise<BackfillProgress> {
  const started = Date.now();
  const progress: BackfillProgress = { devices: devices.length, done: 0, rows: 0, elapsedMs: 0 };
  for (const device of devices) {
    if (shouldStop()) break;
    const source = rawSource(device, from, to, stepMinutes, incidents, trackOf(device, from, to, ponds));
    if (source) progress.rows += await db.transaction().execute((trx) => writeRaw(trx, device.deviceId, from, to, source));
    progress.done++;
    progress.elapsedMs = Date.now() - started;
    onProgress(progress);
  }
  return progress;
}

async function writeRaw(db: Kysely<DB>, deviceId: string, from: Date, to: Date, source: ReturnType<typeof rawSource> & object) {
  const existing = await sql`select 1 from telemetry where device_id = ${deviceId} and ts >= ${at(from)} and ts < ${at(to)} limit 1`.execute(db);
  if (existing.rows.length > 0) return writeFromQuery(db, source);
  await sql`insert into telemetry (device_id, param_key, ts, value, invalid) ${source}`.execute(db);
  return foldStoredRows(db, deviceId, from, to);
}

/**
 * Hourly and daily rollups of one device over [from, to) with no raw rows behind them: the months
 * before the minute data. Per local hour: the curve's mean, min and max over the hour widened by
 * the sensor noise, one reading a minute (count 60, sum = mean * 60), the last at minute 59; a
 * pond's oxygen and aerator folded from the model's minutes instead (insertModelledHours).
 * Power cuts leave their hours out. Returns the hourly rows written (0 when they were there).
 */
export async function backfillRollups(
  db: Kysely<DB>,
  device: DeviceEntry,
  from: Date,
  to: Date,
  incidents: readonly Incident[],
  ponds?: ReadonlyMap<string, PondTrack>,
): Promise<number> {
  const values = profileValues(device);
  if (!values) return 0;
  const track = trackOf(device, from, to, ponds);
  const tz = device.timezone;
  const hour = (minutes: number) => wrapHourSql(sql.ref('p.h0'), minutes);
  const s = sql.ref('p.sv');
  const finish = (v: string) => finishSql(withIncidents(device, incidents, sql.ref(v), sql`(p.bucket + interval '30 minutes')`));
  // Layers, each aliased p so the shared expressions read p.*: the curve at the start, middle and
  // end of the hour; the noise width; raw mean/min/max/last; incidents, rounding and clamping.
  // `offset 0` keeps a layer from being folded into the next, which would compute the time zone
  // once per series instead of once per hour, and each curve as often as it is referenced.
  const curves = sql`select p.*, g.bucket, g.h0, p.season * g.sf as sv
    from ${values}
    cross join (select bucket, ${localHourSql(sql.ref('bucket'), tz)} as h0, ${seasonFactorSql(sql`(bucket + interval '30 minutes')`)} as sf
                from (select date_trunc('hour', b, ${tz}) as bucket
                      from generate_series(${at(from)}, ${at(to)} - interval '1 second', interval '1 hour') as b) as b
                offset 0) as g
    where true ${outsideCuts(device, incidents, sql.ref('g.bucket'), sql`(g.bucket + interval '1 hour')`)}`;
  const withCurves = sql`select p.*, ${curveSql(hour(0), s)} as c0, ${curveSql(hour(30), s)} as c, ${curveSql(hour(59), s)} as c1
    from (${curves}) as p`;
  const withNoise = sql`select p.*, case p.kind when 'sun' then p.noise * p.c when 'switch' then 0 when 'rain' then 0 else p.noise end as nz
    from (${withCurves}) as p
    offset 0`;
  const spread = sql`select p.key, p.bucket, p.lo, p.hi, p.scale,
      case when p.kind = 'rain' then 0 else least(p.c0, p.c1, p.c) - p.nz * (0.8 + 0.2 * random()) end as mn,
      case when p.kind = 'rain' then case when random() < 60 * (p.noise + p.sv) then p.amp * (0.5 + 0.5 * random()) else 0 end
           else greatest(p.c0, p.c1, p.c) + p.nz * (0.8 + 0.2 * random()) end as mx,
      p.c + p.nz * 0.13 * (2 * random() - 1) as av,
      p.c1 + p.nz * (2 * random() - 1) as lv
    from (${withNoise}) as p`;
  const rounded = sql`select p.key, p.bucket, ${finish('p.av')} as av, ${finish('p.mn')} as mn, ${finish('p.mx')} as mx, ${finish('p.lv')} as lv
    from (${spread}) as p`;
  const [head, tail] = rollupMerge('telemetry_daily', 'day', '@select@').split('@select@');
  return db.transaction().execute(async (trx) => {
    const existing = await sql`select 1 from telemetry_hourly where device_id = ${device.deviceId} and bucket >= ${at(from)} and bucket < ${at(to)} limit 1`.execute(trx);
    if (existing.rows.length > 0) return 0;
    // With no raw rows, an extreme's time is the hour's start and the hour is outside a range
    // as a whole by its mean when it straddles a bound: as the reports read such hours.
    const outside = (low: string, high: string) => sql.raw(`case when q.lo >= coalesce(dp.${low}, '-infinity') and q.hi <= coalesce(dp.${high}, 'infinity') then 0
      when q.total / ${READINGS_PER_HOUR} < coalesce(dp.${low}, '-infinity') or q.total / ${READINGS_PER_HOUR} > coalesce(dp.${high}, 'infinity') then ${READINGS_PER_HOUR} else 0 end`);
    const result = await sql`insert into telemetry_hourly (device_id, param_key, bucket, ${sql.raw(ROLLUP_FIGURES)})
      select ${device.deviceId}, q.key, q.bucket, q.lo, q.hi, q.total, ${READINGS_PER_HOUR}, q.lv, q.bucket + interval '59 minutes',
             q.bucket, q.bucket, ${outside('min', 'max')}, ${outside('"valuePerfectL"', '"valuePerfectH"')},
             dp.min, dp.max, dp."valuePerfectL", dp."valuePerfectH"
      from (select key, bucket, least(mn, av, lv) as lo, greatest(mx, av, lv) as hi, av * ${READINGS_PER_HOUR} as total, lv from (${rounded}) as r) as q
      left join device_params dp on dp.device_id = ${device.deviceId} and dp.param_key = q.key
      on conflict do nothing`.execute(trx);
    const modelled = track ? await insertModelledHours(trx, device, track, from, to, incidents) : 0;
    await sql`${sql.raw(head)}
      select device_id, param_key, (bucket at time zone ${tz})::date, ${sql.raw(DAY_FROM_HOURS)}
      from telemetry_hourly where device_id = ${device.deviceId} and bucket >= ${at(from)} and bucket < ${at(to)}
      group by 1, 2, 3
      ${sql.raw(tail)}`.execute(trx);
    return Number(result.numAffectedRows ?? 0) + modelled;
  });
}

/**
 * A pond's modelled hours (pond-history.ts) into the hourly rollup as the curves' hours go in (an
 * extreme's time the hour's start, outside a range as a whole by its mean), bounds from device_params.
 */
async function insertModelledHours(db: Kysely<DB>, device: DeviceEntry, track: PondTrack, from: Date, to: Date, incidents: readonly Incident[]) {
  const h = modelledHours(device, track, from.getTime(), to.getTime(), incidents);
  if (h.keys.length === 0) return 0;
  const outside = (low: string, high: string) => sql.raw(`case when q.mn >= coalesce(dp.${low}, '-infinity') and q.mx <= coalesce(dp.${high}, 'infinity') then 0
    when q.total / q.n < coalesce(dp.${low}, '-infinity') or q.total / q.n > coalesce(dp.${high}, 'infinity') then q.n else 0 end`);
  const result = await sql`insert into telemetry_hourly (device_id, param_key, bucket, ${sql.raw(ROLLUP_FIGURES)})
    select ${device.deviceId}, q.key, q.bucket, q.mn, q.mx, q.total, q.n, q.lv, q.bucket + interval '59 minutes', q.bucket, q.bucket,
           ${outside('min', 'max')}, ${outside('"valuePerfectL"', '"valuePerfectH"')}, dp.min, dp.max, dp."valuePerfectL", dp."valuePerfectH"
    from (select k as key, timestamptz 'epoch' + b * interval '1 millisecond' as bucket, mn, mx, total, n, lv
          from unnest(${textArray(h.keys)}::text[], ${numberArray(h.buckets)}::float8[], ${numberArray(h.mins)}::float8[], ${numberArray(h.maxs)}::float8[],
                      ${numberArray(h.sums)}::float8[], ${numberArray(h.counts)}::int[], ${numberArray(h.lastValues)}::float8[]) as u(k, b, mn, mx, total, n, lv)) as q
    left join device_params dp on dp.device_id = ${device.deviceId} and dp.param_key = q.key
    on conflict do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export async function backfillDone(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('site_config').select('key').where('key', '=', DONE_KEY).executeTakeFirst()) !== undefined;
}

/** The end of the history: the one a first, interrupted run chose, else `now` (then recorded). */
export async function backfillEnd(db: Kysely<DB>, now: number): Promise<number> {
  await db
    .insertInto('site_config')
    .values({ key: END_KEY, value: JSON.stringify(now) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('site_config').select('value').where('key', '=', END_KEY).executeTakeFirstOrThrow();
  const stored = typeof row.value === 'string' ? JSON.parse(row.value) : row.value;
  return typeof stored === 'number' ? stored : now;
}

export async function markBackfillDone(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('site_config')
    .values({ key: DONE_KEY, value: JSON.stringify(new Date().toISOString()) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
