import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import type { Point } from '../../../shared/contract/api/optimisation';
import type { Bucket } from './suggest-stats';
import '../../db/core-tables';
import '../../db/alarm-tables';
import '../../ingest/telemetry-tables';
import './tables';

/** Tips and schedules look at this many devices at most per call: a big tenant pages by device. */
export const DEVICE_CAP = 500;

/** Open parameter configurations of the visible, live devices, with names, unit, type and time zone. */
export function configsOfVisible(db: Kysely<DB>, visible: Expression<SqlBool>, deviceId?: string, paramKeys?: string[]) {
  let query = db
    .selectFrom('devices as d')
    .innerJoin('companies as c', 'c.id', 'd.tenant_id')
    .innerJoin('device_params as dp', 'dp.device_id', 'd.device_id')
    .innerJoin('param_defs as pd', 'pd.param_key', 'dp.param_key')
    .select([
      'd.device_id', 'd.device_name', 'd.device_type', 'd.tenant_id', 'c.timezone',
      'dp.param_key', 'dp.name', 'dp.min', 'dp.max', 'dp.isHigh', 'dp.valuePerfectL', 'dp.valuePerfectH',
      'pd.param_name', 'pd.param_name_en', 'pd.param_unit', 'pd.param_type',
    ])
    .where('d.deleted_at', 'is', null)
    .where('dp.isOpen', '=', 1)
    .where(visible);
  if (deviceId) query = query.where('d.device_id', '=', deviceId);
  if (paramKeys) query = query.where('dp.param_key', 'in', paramKeys);
  return query.orderBy('d.device_id').orderBy('dp.param_key').execute();
}

export type ConfigRow = Awaited<ReturnType<typeof configsOfVisible>>[number];

/** Valid readings since `since`, oldest first, grouped per device and parameter. */
export async function recentSeries(db: Kysely<DB>, deviceIds: string[], paramKeys: string[], since: Date) {
  const series = new Map<string, Point[]>();
  if (deviceIds.length === 0 || paramKeys.length === 0) return series;
  const rows = await db
    .selectFrom('telemetry')
    .select(['device_id', 'param_key', 'ts', 'value'])
    .where('device_id', 'in', deviceIds)
    .where('param_key', 'in', paramKeys)
    .where('ts', '>=', since)
    .where('invalid', '=', false)
    .orderBy('ts')
    .execute();
  for (const r of rows) {
    const key = `${r.device_id}\u0000${r.param_key}`;
    let list = series.get(key);
    if (!list) series.set(key, (list = []));
    list.push({ ts: new Date(r.ts).getTime(), value: r.value });
  }
  return series;
}

export async function activeDismissals(db: Kysely<DB>, userId: number, now: Date) {
  const rows = await db.selectFrom('tip_dismissals').select(['device_id', 'rule_id', 'param_key']).where('user_id', '=', userId).where('until', '>', now).execute();
  return new Set(rows.map((r) => `${r.rule_id}\u0000${r.device_id}\u0000${r.param_key}`));
}

export async function dismiss(db: Kysely<DB>, row: { user_id: number; device_id: string; rule_id: string; param_key: string; until: Date }) {
  await db
    .insertInto('tip_dismissals')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'device_id', 'rule_id', 'param_key']).doUpdateSet({ until: row.until }))
    .execute();
}

/** Hourly buckets of one device parameter since `from`, ascending. */
export async function hourlyBuckets(db: Kysely<DB>, deviceId: string, paramKey: string, from: Date): Promise<Bucket[]> {
  const rows = await db
    .selectFrom('telemetry_hourly')
    .select(['bucket', 'min', 'max', 'sum', 'count'])
    .where('device_id', '=', deviceId)
    .where('param_key', '=', paramKey)
    .where('bucket', '>=', from)
    .where('count', '>', 0)
    .orderBy('bucket')
    .execute();
  return rows.map((r) => ({ ts: new Date(r.bucket).getTime(), min: r.min, max: r.max, mean: r.sum / r.count }));
}

/** Alarm spells of a device since `from` (a fault spell covers every parameter): known incidents. */
export async function incidentSpells(db: Kysely<DB>, deviceId: string, from: Date) {
  const rows = await db
    .selectFrom('alarms')
    .select(['param_key', 'raised_at', 'cleared_at'])
    .where('device_id', '=', deviceId)
    .where((eb) => eb.or([eb('cleared_at', 'is', null), eb('cleared_at', '>=', from)]))
    .execute();
  return rows.map((r) => ({
    paramKey: r.param_key,
    from: new Date(r.raised_at).getTime(),
    to: r.cleared_at ? new Date(r.cleared_at).getTime() : Number.POSITIVE_INFINITY,
  }));
}

/** The newest maintenance per visible device. */
export async function lastMaintenance(db: Kysely<DB>, deviceIds: string[]) {
  if (deviceIds.length === 0) return new Map<string, Date>();
  const rows = await db
    .selectFrom('maintenance_records')
    .select(['device_id', (eb) => eb.fn.max('done_at').as('done_at')])
    .where('device_id', 'in', deviceIds)
    .where('deleted_at', 'is', null)
    .groupBy('device_id')
    .execute();
  return new Map(rows.map((r) => [r.device_id, new Date(r.done_at as unknown as string)]));
}

/** Hours on of switch parameters per device since each device's cycle start (from the hourly means). */
export async function runHours(db: Kysely<DB>, since: Map<string, Date>) {
  return perDeviceSince(db, since, (ids, from) => sql<{ device_id: string; n: number }>`
    select h.device_id, coalesce(sum(h.sum / nullif(h.count, 0)), 0)::float8 as n
    from telemetry_hourly h join param_defs pd on pd.param_key = h.param_key
    where pd.param_type = 'switch' and h.device_id in (${sql.join(ids)}) and h.bucket >= ${from}
    group by h.device_id`);
}

export async function alarmCounts(db: Kysely<DB>, since: Map<string, Date>, kind: 'warning' | 'fault') {
  return perDeviceSince(db, since, (ids, from) => sql<{ device_id: string; n: number }>`
    select device_id, count(*)::int as n from alarms
    where kind = ${kind} and device_id in (${sql.join(ids)}) and raised_at >= ${from}
    group by device_id`);
}

/**
 * Mean gap between each manual lab test and the sensor's own readings within half an hour of it,
 * as a share of the parameter's best range, per device (the worst parameter), over `from`..now.
 * The sensor readings' constant lower bound lets the planner skip telemetry's older partitions.
 */
export async function driftShares(db: Kysely<DB>, deviceIds: string[], from: Date) {
  if (deviceIds.length === 0) return new Map<string, number>();
  const { rows } = await sql<{ device_id: string; n: number }>`
    select device_id, max(share)::float8 as n from (
      select m.device_id, m.param_key,
             avg(abs(m.value - (select avg(t.value) from telemetry t
                   where t.device_id = m.device_id and t.param_key = m.param_key and not t.manual and not t.invalid
                     and t.ts between m.ts - interval '30 minutes' and m.ts + interval '30 minutes'
                     and t.ts >= ${from}::timestamptz - interval '30 minutes')))
               / nullif(dp."valuePerfectH" - dp."valuePerfectL", 0) as share
      from telemetry m join device_params dp on dp.device_id = m.device_id and dp.param_key = m.param_key
      where m.manual and not m.invalid and m.ts >= ${from} and m.device_id in (${sql.join(deviceIds)})
      group by m.device_id, m.param_key, dp."valuePerfectH", dp."valuePerfectL"
    ) s where share is not null group by device_id`.execute(db);
  return new Map(rows.map((r) => [r.device_id, Number(r.n)]));
}

/**
 * Runs one grouped query per distinct cycle start (most devices share "never maintained"), so the
 * number of queries follows the maintenance dates, not the devices.
 */
async function perDeviceSince(
  db: Kysely<DB>,
  since: Map<string, Date>,
  query: (ids: string[], from: Date) => ReturnType<typeof sql<{ device_id: string; n: number }>>,
) {
  const groups = new Map<number, string[]>();
  for (const [id, from] of since) {
    const list = groups.get(from.getTime()) ?? [];
    list.push(id);
    groups.set(from.getTime(), list);
  }
  const result = new Map<string, number>();
  for (const [from, ids] of groups) {
    const { rows } = await query(ids, new Date(from)).execute(db);
    for (const r of rows) result.set(r.device_id, Number(r.n));
  }
  return result;
}
