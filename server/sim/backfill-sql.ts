import { sql, type RawBuilder } from 'kysely';
import type { DeviceEntry } from '../ingest/device-registry';
import type { Incident } from './incidents';
import { PROFILES, SEASON_PEAK_DAY, YEAR_DAYS, deviceSkew } from './profiles';
import { modelledKeys } from './pond-history';

/**
 * SQL pieces of the backfill: the profiles of profiles.ts as a VALUES list and the same curves as
 * expressions, so that a year of history is generated inside the database instead of row by row
 * in JS. Columns of the list `p`: key, kind, base, amp, peak, noise, scale, lo, hi, season.
 */

/** Per-series curve parameters, one row per open parameter of the device with a profile and not modelled in JS (pond-history.ts). */
export function profileValues(device: DeviceEntry): RawBuilder<unknown> | null {
  const skew = deviceSkew(device.deviceId);
  const modelled = modelledKeys(device);
  const rows = [];
  for (const param of device.params.values()) {
    const profile = PROFILES[param.param_key];
    if (!profile || param.isOpen !== 1 || modelled.includes(param.param_key)) continue;
    rows.push(
      sql`(${param.param_key}::text, ${profile.kind}::text, ${profile.base * (1 + skew * 0.05)}::float8, ${profile.amp}::float8,
        ${profile.peak}::float8, ${profile.noise}::float8, ${10 ** profile.digits}::float8, ${param.startValue ?? -1e12}::float8,
        ${param.endValue ?? 1e12}::float8, ${profile.season}::float8)`,
    );
  }
  if (rows.length === 0) return null;
  return sql`(values ${sql.join(rows)}) as p(key, kind, base, amp, peak, noise, scale, lo, hi, season)`;
}

/** The local hour of day (0..24, float) of a timestamptz expression in the device's zone. */
export const localHourSql = (ts: RawBuilder<unknown>, timezone: string) =>
  sql`(extract(epoch from (${ts} at time zone ${timezone})::time)::float8 / 3600)`;

/** seasonFactor(seasonDay(ts)) of profiles.ts at a timestamptz: computed once per instant, not per series. */
export const seasonFactorSql = (ts: RawBuilder<unknown>) =>
  sql`cos(2 * pi() * (extract(epoch from ${ts})::float8 / 86400 - ${SEASON_PEAK_DAY}) / ${YEAR_DAYS})`;

/** A local hour `h0 + minutes`, wrapped into 0..24. */
export const wrapHourSql = (h0: RawBuilder<unknown>, minutes: number) =>
  sql`(${h0} + ${minutes / 60}::float8 - 24 * floor((${h0} + ${minutes / 60}::float8) / 24))`;

/** One reading at local hour `h` and seasonal term `s`, with noise: profileValue in SQL. */
export const readingSql = (h: RawBuilder<unknown>, s: RawBuilder<unknown>) => sql`(case p.kind
    when 'switch' then case when ${h} >= 21 or ${h} < 6 then 1 else 0 end
    when 'rain' then case when random() < p.noise + ${s} then random() * p.amp else 0 end
    when 'sun' then case when ${h} > 6 and ${h} < 18 then (p.amp + ${s}) * sin(pi() * (${h} - 6) / 12) * (1 + p.noise * (2 * random() - 1)) else 0 end
    else p.base + ${s} + p.amp * cos(2 * pi() * (${h} - p.peak) / 24) + p.noise * (2 * random() - 1)
  end)`;

/** The curve without noise at local hour `h` (0..24, wrapped): the expected reading, for hourly rollups. */
export const curveSql = (h: RawBuilder<unknown>, s: RawBuilder<unknown>) => sql`(case p.kind
    when 'switch' then case when ${h} >= 21 or ${h} < 6 then 1 else 0 end
    when 'rain' then (p.noise + ${s}) * p.amp / 2
    when 'sun' then case when ${h} > 6 and ${h} < 18 then (p.amp + ${s}) * sin(pi() * (${h} - 6) / 12) else 0 end
    else p.base + ${s} + p.amp * cos(2 * pi() * (${h} - p.peak) / 24)
  end)`;

/** Rounded to the sensor's digits and clamped to the reasonable range, so nothing is flagged invalid. */
export const finishSql = (v: RawBuilder<unknown>) => sql`least(p.hi, greatest(p.lo, round((${v} * p.scale)::numeric)::float8 / p.scale))`;

const ms = (ts: RawBuilder<unknown>) => sql`(extract(epoch from ${ts})::float8 * 1000)`;

/** The incidents of one device that change values: `case when ... then <incident value> ... else v end`. */
export function withIncidents(device: DeviceEntry, incidents: readonly Incident[], v: RawBuilder<unknown>, ts: RawBuilder<unknown>) {
  const whens = [];
  for (const incident of incidents) {
    if (incident.kind === 'power_cut' || !incident.deviceIds.includes(device.deviceId)) continue;
    const inside = sql`p.key = ${incident.paramKey} and ${ms(ts)} >= ${incident.from} and ${ms(ts)} < ${incident.to}`;
    if (incident.kind === 'sensor_fault') whens.push(sql`when ${inside} then ${incident.value}::float8`);
    else {
      const half = (incident.to - incident.from) / 2;
      whens.push(sql`when ${inside} then ${incident.low}::float8 + (greatest(${v}, ${incident.low}::float8) - ${incident.low}::float8)
        * abs((${ms(ts)} - ${incident.from + half}::float8) / ${half}::float8)`);
    }
  }
  return whens.length === 0 ? v : sql`(case ${sql.join(whens, sql` `)} else ${v} end)`;
}

/** `and not (...)` for each power cut of this device overlapping [start, end). */
export function outsideCuts(device: DeviceEntry, incidents: readonly Incident[], start: RawBuilder<unknown>, end: RawBuilder<unknown>) {
  const cuts = incidents.filter((i) => i.kind === 'power_cut' && i.deviceIds.includes(device.deviceId));
  if (cuts.length === 0) return sql``;
  return sql.join(
    cuts.map((c) => sql`and not (${ms(start)} < ${c.to} and ${ms(end)} > ${c.from})`),
    sql` `,
  );
}
