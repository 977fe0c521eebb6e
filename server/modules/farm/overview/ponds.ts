import { sql } from 'kysely';
import type { RequestScope } from '../../../auth/request-scope';
import { conflict, notFound } from '../../../http/app-error';
import { DEFAULT_PAGE_SIZE } from '../../../../shared/contract/paging';
import { FARM_RESOURCES } from '../../../../shared/contract/farm';
import type { PondOverview, PondOverviewQuery } from '../../../../shared/contract/api/farm';
import { untyped, type Db } from '../registry/repository';
import '../messages';

/** The farm's calendar is China time, as the console shows it. */
const ZONE_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

type Sums = Map<number, number>;
async function sumBy(db: Db, table: string, expression: string, pondIds: number[]): Promise<Sums> {
  if (pondIds.length === 0) return new Map();
  const rows = (await untyped(db)
    .selectFrom(table)
    .select(['pond_id', sql<number>`coalesce(sum(${sql.raw(expression)}), 0)`.as('total')])
    .where('pond_id', 'in', pondIds)
    .where('deleted_at', 'is', null)
    .groupBy('pond_id')
    .execute()) as { pond_id: number; total: number | string }[];
  return new Map(rows.map((r) => [r.pond_id, Number(r.total)]));
}

/** Days from a 'YYYY-MM-DD…' date to today (China time). */
export function daysSince(date: string, now = Date.now()): number {
  const start = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  const today = Date.parse(new Date(now + ZONE_OFFSET_MS).toISOString().slice(0, 10) + 'T00:00:00Z');
  return Math.max(0, Math.round((today - start) / DAY_MS));
}

/** Feed used over weight gained; null while nothing has been gained (or nothing sampled). */
export function feedConversion(feedKg: number, biomassKg: number | null, soldKg: number, seededKg: number): number | null {
  if (biomassKg === null) return null;
  const gain = biomassKg + soldKg - seededKg;
  return gain > 0 ? round(feedKg / gain) : null;
}

/**
 * POST /pageszhuatai: a page of the ponds the caller sees (of one base, or all), each with days
 * since seeding, feed used, the last sampling's biomass estimate and the feed conversion ratio.
 */
export async function pondOverview(scope: RequestScope, query: PondOverviewQuery): Promise<{ rows: PondOverview[]; total: number }> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  let base = scope.db.selectFrom('ponds').innerJoin('sites', 'sites.id', 'ponds.site_id').where(scope.whereTenant('ponds.tenant_id'));
  if (query.site_id) base = base.where('ponds.site_id', '=', query.site_id);
  const [ponds, total] = await Promise.all([
    base
      .select(['ponds.id', 'ponds.name', 'ponds.site_id', 'sites.name as site_name', 'ponds.device_id', 'ponds.species', 'ponds.stock_count', 'ponds.stocked_at'])
      .orderBy('ponds.site_id')
      .orderBy('ponds.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = ponds.map((p) => p.id);
  const [feed, sold, seeded, firstSeeding, lastSampling] = await Promise.all([
    sumBy(scope.db, 'farm_feedings', 'quantity', ids),
    sumBy(scope.db, 'farm_sales', 'weight', ids),
    sumBy(scope.db, 'farm_seedings', 'count * coalesce(size, 0) / 1000.0', ids),
    ids.length === 0
      ? []
      : (untyped(scope.db).selectFrom('farm_seedings').select(['pond_id', sql<string>`min(at)`.as('at')]).where('pond_id', 'in', ids).where('deleted_at', 'is', null).groupBy('pond_id').execute() as Promise<{ pond_id: number; at: string }[]>),
    ids.length === 0
      ? []
      : (untyped(scope.db)
          .selectFrom('farm_samplings')
          .distinctOn('pond_id')
          .select(['pond_id', 'mean_weight'])
          .where('pond_id', 'in', ids)
          .where('deleted_at', 'is', null)
          .orderBy('pond_id')
          .orderBy('at', 'desc')
          .execute() as Promise<{ pond_id: number; mean_weight: number }[]>),
  ]);
  const firstAt = new Map(firstSeeding.map((r) => [r.pond_id, r.at]));
  const meanWeight = new Map(lastSampling.map((r) => [r.pond_id, r.mean_weight]));
  const rows = ponds.map((p): PondOverview => {
    const seededAt = firstAt.get(p.id) ?? p.stocked_at ?? null;
    const mean = meanWeight.get(p.id) ?? null;
    const biomass = mean === null ? null : round((mean * (p.stock_count ?? 0)) / 1000);
    const feedKg = round(feed.get(p.id) ?? 0);
    const soldKg = round(sold.get(p.id) ?? 0);
    const seededKg = round(seeded.get(p.id) ?? 0);
    return {
      pond_id: p.id,
      pond_name: p.name,
      site_id: p.site_id,
      site_name: p.site_name,
      device_id: p.device_id,
      species: p.species,
      stock_count: p.stock_count,
      seeded_at: seededAt,
      days_since_seeding: seededAt ? daysSince(seededAt) : null,
      seeded_kg: seededKg,
      feed_kg: feedKg,
      sold_kg: soldKg,
      mean_weight_g: mean,
      biomass_kg: biomass,
      fcr: feedConversion(feedKg, biomass, soldKg, seededKg),
    };
  });
  return { rows, total: Number(total.n) };
}

/** The registry tables whose rows point at a pond. */
const POND_TABLES = [...new Set(FARM_RESOURCES.filter((d) => d.fields.some((f) => f.kind === 'pond')).map((d) => d.table))];

/**
 * POST /delZhutaiPage: removes a pond (the breeding map's row) when no production record, live or
 * in a recycle bin, points at it; a pond with history is refused (409 naming it), so the logs and
 * sales of a batch stay traceable.
 */
export async function deletePond(scope: RequestScope, id: number) {
  return scope.db.transaction().execute(async (trx) => {
    const pond = await trx.selectFrom('ponds').select(['id', 'name']).where('id', '=', id).where(scope.whereTenant('ponds.tenant_id')).executeTakeFirst();
    if (!pond) throw notFound('farm_pond_not_found');
    for (const table of POND_TABLES) {
      const used = await untyped(trx).selectFrom(table).select('id').where('pond_id', '=', id).limit(1).executeTakeFirst();
      if (used) throw conflict('farm_pond_has_records', { name: pond.name });
    }
    await trx.deleteFrom('ponds').where('id', '=', id).execute();
    return { ids: [id] };
  });
}
