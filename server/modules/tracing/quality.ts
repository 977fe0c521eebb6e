import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { QualityParam } from '../../../shared/contract/api/tracing';
import '../../ingest/telemetry-tables';
import '../../db/core-tables';

const RAD = Math.PI / 180;
const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres (the sites module places devices in a site by the same rule). */
export function distanceM(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const a = Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lon2 - lon1) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The local calendar day today in the company's time zone (the rollups' day keys). */
async function todayOf(db: Kysely<DB>, tenantId: number): Promise<string> {
  const { rows } = await sql<{ day: string }>`
    select to_char(now() at time zone coalesce((select timezone from companies where id = ${tenantId}), 'Asia/Shanghai'), 'YYYY-MM-DD') as day`.execute(db);
  return rows[0].day;
}

export interface QualitySummary {
  from: string | null;
  to: string | null;
  params: QualityParam[];
}

/**
 * The batch's water-quality summary: per measured parameter, the average, lowest and highest over
 * the growing period (stocking date to delivery, or to today while not delivered), folded from
 * the daily rollups (invalid readings are already left out of them) of the enabled devices of the
 * batch's company within its base's radius. Empty when the batch names no base or start day, or
 * the devices have no data then. Device ids never leave this function.
 */
export async function qualitySummary(
  db: Kysely<DB>,
  record: { tenant_id: number; site_id: number | null; stocking_date: string | null; delivery_time: string | null },
): Promise<QualitySummary> {
  const from = record.stocking_date;
  const to = record.delivery_time ?? (from ? await todayOf(db, record.tenant_id) : null);
  const empty = { from, to, params: [] };
  if (record.site_id === null || !from || !to || from > to) return empty;
  const site = await db.selectFrom('sites').select(['longitude', 'latitude', 'radius_m']).where('id', '=', record.site_id).where('tenant_id', '=', record.tenant_id).executeTakeFirst();
  if (!site) return empty;
  const devices = await db
    .selectFrom('devices')
    .select(['device_id', 'longitude', 'latitude'])
    .where('tenant_id', '=', record.tenant_id)
    .where('deleted_at', 'is', null)
    .where('is_enable', '=', 1)
    .where('longitude', 'is not', null)
    .where('latitude', 'is not', null)
    .execute();
  const ids = devices.filter((d) => distanceM(site.longitude, site.latitude, d.longitude!, d.latitude!) <= site.radius_m).map((d) => d.device_id);
  if (ids.length === 0) return empty;
  const { rows } = await sql<{ param_key: string; name: string; name_en: string | null; unit: string | null; avg: number; min: number; max: number; days: number }>`
    select t.param_key, pd.param_name as name, pd.param_name_en as name_en, pd.param_unit as unit,
           sum(t.sum) / sum(t.count) as avg, min(t.min) as min, max(t.max) as max, count(distinct t.day)::int as days
    from telemetry_daily t
    join param_defs pd on pd.param_key = t.param_key and pd.param_type = 'float'
    where t.device_id = any(${ids}::text[]) and t.day >= ${from}::date and t.day <= ${to}::date and t.count > 0
    group by t.param_key, pd.param_name, pd.param_name_en, pd.param_unit
    order by t.param_key`.execute(db);
  const round = (n: number) => Math.round(Number(n) * 100) / 100;
  return { from, to, params: rows.map((r) => ({ ...r, avg: round(r.avg), min: round(r.min), max: round(r.max), days: Number(r.days) })) };
}
