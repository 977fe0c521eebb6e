import { sql } from 'kysely';
import type { RequestScope } from '../../auth/request-scope';
import { badRequest } from '../../http/app-error';
import { INSECT_COUNT_PARAM, INSECT_RANGE_MAX_DAYS, type AreaSummaryQuery, type TrapDaily, type TrapDailyQuery, type AreaSummaryRow, type TrapLatest, type WormStatistics, type WormStatisticsQuery } from '../../../shared/contract/api/insects';
import { zoneOfCompany } from '../../core/zones';
import { areaForScope } from './areas';
import './tables';

const DAY_MS = 86_400_000;

function checkRange(query: { beginTime: number; endTime: number }) {
  if (query.endTime <= query.beginTime || query.endTime - query.beginTime > INSECT_RANGE_MAX_DAYS * DAY_MS) throw badRequest('insects_range_invalid', { days: INSECT_RANGE_MAX_DAYS });
  return { from: new Date(query.beginTime), to: new Date(query.endTime) };
}

/**
 * GET /getWormStatisticsByGroup: counts per trap and day (the company's day) for one insect area.
 * A day's count is the sum of its pictures' counts: each picture shows one period's catch (the
 * trap advances its board or empties its tray after a picture).
 */
export async function byGroup(scope: RequestScope, query: WormStatisticsQuery): Promise<WormStatistics> {
  const { from, to } = checkRange(query);
  const area = await areaForScope(scope, query.groupId);
  const zone = await zoneOfCompany(scope.db, area.tenant_id);
  const traps = await scope.db
    .selectFrom('devices')
    .select(['device_id', 'device_name', 'longitude', 'latitude'])
    .where('device_id', 'in', area.device_ids.length ? area.device_ids : [''])
    .where(scope.whereDeviceVisible('devices.device_id'))
    .orderBy('device_id')
    .execute();
  const ids = traps.map((t) => t.device_id);
  const day = sql<string>`to_char(insect_pictures.taken_at at time zone ${zone}, 'YYYY-MM-DD')`;
  const days = ids.length
    ? await scope.db
        .selectFrom('insect_pictures')
        .select([day.as('day'), 'device_id', sql<number>`sum(count)`.as('count'), sql<number>`count(*)`.as('pictures')])
        .where('device_id', 'in', ids)
        .where('tenant_id', '=', area.tenant_id)
        .where('taken_at', '>=', from)
        .where('taken_at', '<', to)
        // By position: the zone is a bound parameter, so the expression written again would not match.
        .groupBy([sql`1`, sql`2`])
        .orderBy(sql`1`)
        .orderBy(sql`2`)
        .execute()
    : [];
  const rows = days.map((d) => ({ day: d.day, device_id: d.device_id, count: Number(d.count), pictures: Number(d.pictures) }));
  return { groupId: area.id, name: area.name, traps, days: rows, total: rows.reduce((s, d) => s + d.count, 0) };
}

/** GET /insects/daily: one visible trap's counts per day of its company. */
export async function trapDaily(scope: RequestScope, query: TrapDailyQuery): Promise<TrapDaily> {
  const { from, to } = checkRange(query);
  await scope.assertDeviceVisible(query.device_id);
  const device = await scope.db.selectFrom('devices').select('tenant_id').where('device_id', '=', query.device_id).executeTakeFirstOrThrow();
  const zone = await zoneOfCompany(scope.db, device.tenant_id);
  const rows = await scope.db
    .selectFrom('insect_pictures')
    .select([sql<string>`to_char(taken_at at time zone ${zone}, 'YYYY-MM-DD')`.as('day'), sql<number>`sum(count)`.as('count'), sql<number>`count(*)`.as('pictures')])
    .where('device_id', '=', query.device_id)
    .where('taken_at', '>=', from)
    .where('taken_at', '<', to)
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  return { rows: rows.map((r) => ({ day: r.day, count: Number(r.count), pictures: Number(r.pictures) })) };
}

/** GET /insects/areaSummary: every visible live area's total, daily mean and peak day over a range. */
export async function areaSummary(scope: RequestScope, query: AreaSummaryQuery): Promise<AreaSummaryRow[]> {
  const { from, to } = checkRange(query);
  const days = Math.max(1, Math.ceil((to.getTime() - from.getTime()) / DAY_MS));
  const areas = await scope.db
    .selectFrom('insect_areas')
    .leftJoin('companies', 'companies.id', 'insect_areas.tenant_id')
    .select(['insect_areas.id', 'insect_areas.name', 'insect_areas.outline', 'companies.name as tenant_name', 'companies.timezone'])
    .where(scope.whereTenant('insect_areas.tenant_id'))
    .where('insect_areas.deleted_at', 'is', null)
    .orderBy('insect_areas.id')
    .execute();
  if (areas.length === 0) return [];
  const perDay = await scope.db
    .selectFrom('insect_pictures')
    .innerJoin('insect_area_traps', 'insect_area_traps.device_id', 'insect_pictures.device_id')
    .innerJoin('insect_areas', 'insect_areas.id', 'insect_area_traps.area_id')
    .innerJoin('companies', 'companies.id', 'insect_areas.tenant_id')
    .select([
      'insect_area_traps.area_id',
      sql<string>`to_char(insect_pictures.taken_at at time zone companies.timezone, 'YYYY-MM-DD')`.as('day'),
      sql<number>`sum(insect_pictures.count)`.as('count'),
      sql<number>`count(*)`.as('pictures'),
    ])
    .where('insect_area_traps.area_id', 'in', areas.map((a) => a.id))
    .whereRef('insect_pictures.tenant_id', '=', 'insect_areas.tenant_id')
    .where(scope.whereDeviceVisible('insect_pictures.device_id'))
    .where('insect_pictures.taken_at', '>=', from)
    .where('insect_pictures.taken_at', '<', to)
    .groupBy(['insect_area_traps.area_id', sql`2`])
    .execute();
  const members = await scope.db
    .selectFrom('insect_area_traps')
    .select(['area_id', sql<number>`count(*)`.as('n')])
    .where('area_id', 'in', areas.map((a) => a.id))
    .groupBy('area_id')
    .execute();
  return areas.map((area) => {
    const mine = perDay.filter((d) => d.area_id === area.id).map((d) => ({ ...d, count: Number(d.count), pictures: Number(d.pictures) }));
    const total = mine.reduce((s, d) => s + d.count, 0);
    const peak = mine.reduce<(typeof mine)[number] | null>((best, d) => (!best || d.count > best.count ? d : best), null);
    return {
      id: area.id,
      name: area.name,
      tenant_name: area.tenant_name,
      outline: area.outline,
      traps: Number(members.find((m) => m.area_id === area.id)?.n ?? 0),
      pictures: mine.reduce((s, d) => s + d.pictures, 0),
      total,
      daily_mean: Math.round((total / days) * 10) / 10,
      peak_day: peak?.day ?? null,
    };
  });
}

/** GET /insects/traps: the visible devices that report insect counts, their latest count and today's sum. */
export async function traps(scope: RequestScope): Promise<TrapLatest[]> {
  const rows = await scope.db
    .selectFrom('devices')
    .innerJoin('device_params', (j) => j.onRef('device_params.device_id', '=', 'devices.device_id').on('device_params.param_key', '=', INSECT_COUNT_PARAM))
    .leftJoin('companies', 'companies.id', 'devices.tenant_id')
    .select(['devices.device_id', 'devices.device_name', 'devices.longitude', 'devices.latitude', 'companies.timezone'])
    .where(scope.whereDeviceVisible('devices.device_id'))
    .orderBy('devices.device_id')
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.device_id);
  const latest = await scope.db
    .selectFrom('insect_pictures')
    .distinctOn('device_id')
    .select(['device_id', 'count', 'taken_at'])
    .where('device_id', 'in', ids)
    .orderBy('device_id')
    .orderBy('taken_at', 'desc')
    .execute();
  const today = await scope.db
    .selectFrom('insect_pictures')
    .innerJoin('companies', 'companies.id', 'insect_pictures.tenant_id')
    .select(['insect_pictures.device_id', sql<number>`sum(insect_pictures.count)`.as('n')])
    .where('insect_pictures.device_id', 'in', ids)
    .where(sql<boolean>`(insect_pictures.taken_at at time zone companies.timezone)::date = (now() at time zone companies.timezone)::date`)
    .groupBy('insect_pictures.device_id')
    .execute();
  return rows.map(({ timezone: _zone, ...r }) => {
    const last = latest.find((l) => l.device_id === r.device_id);
    return {
      ...r,
      last_count: last ? last.count : null,
      last_at: last ? new Date(last.taken_at).toISOString() : null,
      today: Number(today.find((t) => t.device_id === r.device_id)?.n ?? 0),
    };
  });
}
