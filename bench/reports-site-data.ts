/**
 * The data of the site-report bench: a new site with DEVICES water monitors of eight parameters
 * each (the demo's own parameter configuration: alarm limits, best ranges, reasonable ranges),
 * one reading a minute over a 30-day month generated inside the database with generate_series
 * (the simulator's daily curves of server/sim/profiles.ts with its noise, a few readings flagged
 * invalid as the data audit would), then folded into the rollups by the ingest writer's own
 * statement (foldStoredRows), so the rollups are exactly what ingest would have built.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../server/db/types';
import { foldStoredRows } from '../server/ingest/write-sql';
import { PROFILES } from '../server/sim/profiles';

export const PARAMS_PER_DEVICE = 8;
/** Readings flagged invalid (left out of every figure), as a share of all. */
const INVALID_SHARE = 0.001;
/** The bench's site sits far from the demo's, so it holds the bench devices only. */
const PLACE = { longitude: 100.5, latitude: 30.5 };

export interface BenchSite {
  siteId: number;
  deviceIds: string[];
  keys: string[];
  rows: number;
}

/** Eight parameters with a daily curve that some demo device configures (one config each). */
async function pickParams(db: Kysely<DB>) {
  const waves = Object.entries(PROFILES).filter(([, p]) => p.kind === 'wave').map(([k]) => k);
  const rows = await sql<{ device_id: string; param_key: string }>`
    select distinct on (param_key) device_id, param_key from device_params
    where param_key = any(${waves}::text[]) and "isOpen" = 1 and "valuePerfectL" is not null and min is not null
    order by param_key, device_id`.execute(db);
  const picked = rows.rows.sort((a, b) => waves.indexOf(a.param_key) - waves.indexOf(b.param_key)).slice(0, PARAMS_PER_DEVICE);
  if (picked.length < PARAMS_PER_DEVICE) throw new Error(`only ${picked.length} configured wave parameters in the demo data`);
  return picked;
}

/** Adds the site, its devices and their parameters (the registry must be reloaded after). */
export async function addBenchSite(db: Kysely<DB>, count: number): Promise<BenchSite> {
  const tenant = await sql<{ tenant_id: number }>`select tenant_id from devices where device_id = 'AW00001'`.execute(db);
  const tenantId = tenant.rows[0].tenant_id;
  const site = await sql<{ id: number }>`insert into sites (tenant_id, name, name_en, kind, longitude, latitude, radius_m)
    values (${tenantId}, 'bench', 'bench', 'aquaculture', ${PLACE.longitude}, ${PLACE.latitude}, 1000) returning id`.execute(db);
  const deviceIds = Array.from({ length: count }, (_, i) => `BR${String(i + 1).padStart(5, '0')}`);
  await sql`insert into devices (device_id, device_name, device_type, tenant_id, longitude, latitude, status)
    select id, 'Bench ' || id, 'AW', ${tenantId}, ${PLACE.longitude}, ${PLACE.latitude}, 'online' from unnest(${deviceIds}::text[]) as id`.execute(db);
  const params = await pickParams(db);
  for (const p of params) {
    await sql`insert into device_params (device_id, param_key, name, max, min, "isHigh", period, "maxTime", "startValue", "endValue",
                                         "waitTime", correcting, "valuePerfectL", "valuePerfectH", "isOpen")
      select id, param_key, name, max, min, "isHigh", 60, "maxTime", "startValue", "endValue", "waitTime", 0, "valuePerfectL", "valuePerfectH", 1
      from device_params cross join unnest(${deviceIds}::text[]) as id
      where device_id = ${p.device_id} and param_key = ${p.param_key}`.execute(db);
  }
  return { siteId: site.rows[0].id, deviceIds, keys: params.map((p) => p.param_key), rows: 0 };
}

/**
 * One reading a minute of every bench series over [from, to), device by device (each insert in
 * key and time order, so the primary key grows at its right edge), each device then folded into
 * the hourly and daily rollups and the latest values. `offsetHours` is the zone's offset (the
 * curves follow the local hour). Answers the raw rows written.
 */
export async function loadReadings(db: Kysely<DB>, site: BenchSite, from: Date, to: Date, offsetHours: number, onDevice: (done: number) => void): Promise<number> {
  const curves = site.keys.map((key) => {
    const p = PROFILES[key];
    return sql`(${key}::text, ${p.base}::float8, ${p.amp}::float8, ${p.peak}::float8, ${p.noise}::float8, ${10 ** p.digits}::float8)`;
  });
  let rows = 0;
  for (const [i, deviceId] of site.deviceIds.entries()) {
    const skew = ((i % 7) - 3) / 3;
    const result = await sql`insert into telemetry (device_id, param_key, ts, value, invalid)
      select ${deviceId}, c.key, g.ts,
             round((c.base * (1 + ${skew}::float8 * 0.05) + c.amp * cos(2 * pi() * (g.h - c.peak) / 24) + c.noise * (2 * random() - 1)) * c.scale) / c.scale,
             random() < ${INVALID_SHARE}
      from (values ${sql.join(curves)}) as c(key, base, amp, peak, noise, scale)
      cross join (select ts, (extract(epoch from ts)::float8 / 3600 + ${offsetHours}::float8) as h
                  from generate_series(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz - interval '1 minute', interval '1 minute') as ts) as g
      order by c.key, g.ts`.execute(db);
    rows += Number(result.numAffectedRows ?? 0);
    await foldStoredRows(db, deviceId, from, to);
    onDevice(i + 1);
  }
  return rows;
}

/** Hourly rollup rows of the bench devices straddling a limit or best-range bound (read from raw rows). */
export async function straddlingHours(db: Kysely<DB>, site: BenchSite, from: Date, to: Date) {
  const result = await sql<{ hours: number; straddling: number }>`
    select count(*)::int as hours,
           (count(*) filter (where (h.min < p.min and h.max >= p.min) or (h.max > p.max and h.min <= p.max)
                              or (h.min < p."valuePerfectL" and h.max >= p."valuePerfectL") or (h.max > p."valuePerfectH" and h.min <= p."valuePerfectH")))::int as straddling
    from telemetry_hourly h join device_params p on p.device_id = h.device_id and p.param_key = h.param_key
    where h.device_id = any(${site.deviceIds}::text[]) and h.bucket >= ${from.toISOString()}::timestamptz and h.bucket < ${to.toISOString()}::timestamptz`.execute(db);
  return result.rows[0];
}
