import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { DeviceEntry } from '../ingest/device-registry';
import { writeFromQuery } from '../ingest/write-sql';
import { PROFILES, deviceSkew } from './profiles';

export const BACKFILL_DAYS = 30;
export const BACKFILL_STEP_MINUTES = 5;
const DONE_KEY = 'sim.backfilled_at';

export interface BackfillProgress {
  devices: number;
  done: number;
  rows: number;
  elapsedMs: number;
}

/** Per-series curve parameters as a VALUES list, one row per (device, parameter). */
function profileRows(device: DeviceEntry) {
  const skew = deviceSkew(device.deviceId);
  const rows = [];
  for (const param of device.params.values()) {
    const profile = PROFILES[param.param_key];
    if (!profile || param.isOpen !== 1) continue;
    const lo = param.startValue ?? -1e12;
    const hi = param.endValue ?? 1e12;
    rows.push(
      sql`(${param.param_key}::text, ${profile.kind}::text, ${profile.base * (1 + skew * 0.05)}::float8, ${profile.amp}::float8,
        ${profile.peak}::float8, ${profile.noise}::float8, ${10 ** profile.digits}::float8, ${lo}::float8, ${hi}::float8)`,
    );
  }
  return rows;
}

/**
 * The readings of one device over [from, to) at a fixed step, generated inside the database with
 * generate_series and the same curves as the live simulator (profiles.ts), clamped to the
 * reasonable range so that none is flagged invalid.
 */
function sourceFor(device: DeviceEntry, from: Date, to: Date, stepMinutes: number) {
  const profiles = profileRows(device);
  if (profiles.length === 0) return null;
  return sql`select ${device.deviceId}::text, p.key, g.ts,
      least(p.hi, greatest(p.lo, round((case p.kind
        when 'switch' then case when g.h >= 21 or g.h < 6 then 1 else 0 end
        when 'rain' then case when random() < p.noise then random() * p.amp else 0 end
        when 'sun' then case when g.h > 6 and g.h < 18 then p.amp * sin(pi() * (g.h - 6) / 12) * (1 + p.noise * (2 * random() - 1)) else 0 end
        else p.base + p.amp * cos(2 * pi() * (g.h - p.peak) / 24) + p.noise * (2 * random() - 1)
      end * p.scale)::numeric) / p.scale)), false
    from (values ${sql.join(profiles)}) as p(key, kind, base, amp, peak, noise, scale, lo, hi)
    cross join (
      select ts, extract(epoch from (ts at time zone ${device.timezone})::time) / 3600 as h
      from generate_series(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz - interval '1 second',
                           make_interval(mins => ${stepMinutes})) as ts
    ) as g`;
}

/**
 * Writes history for the devices over [from, to) through the ingest statement, so the rollups are
 * built from the generated raw rows in the same step. Reports progress after each device.
 */
export async function backfill(
  db: Kysely<DB>,
  devices: DeviceEntry[],
  from: Date,
  to: Date,
  stepMinutes: number,
  onProgress: (progress: BackfillProgress) => void = () => undefined,
  shouldStop: () => boolean = () => false,
): Promise<BackfillProgress> {
  const started = Date.now();
  const progress: BackfillProgress = { devices: devices.length, done: 0, rows: 0, elapsedMs: 0 };
  for (const device of devices) {
    if (shouldStop()) break;
    const source = sourceFor(device, from, to, stepMinutes);
    if (source) progress.rows += await writeFromQuery(db, source);
    progress.done++;
    progress.elapsedMs = Date.now() - started;
    onProgress(progress);
  }
  return progress;
}

export async function backfillDone(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('site_config').select('key').where('key', '=', DONE_KEY).executeTakeFirst()) !== undefined;
}

export async function markBackfillDone(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('site_config')
    .values({ key: DONE_KEY, value: JSON.stringify(new Date().toISOString()) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
