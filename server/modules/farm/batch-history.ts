import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { BATCH_HISTORY_ROWS_MAX, type BatchHistory } from '../../../shared/contract/api/tracing';

interface Sale {
  pond_id: number;
  batch: string;
  sold_on: string;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * The production log of the batches sold under a traceability record (farm_sales.trace_id): for
 * each sale, the seeding of its batch in its pond, and the feeding, medicines and water tests of
 * that pond from the seeding to the sale's day. Log times are the farm's wall-clock minutes as
 * text, so the window compares as text too. Live rows only.
 */
export async function batchHistory(db: Kysely<DB>, traceId: number): Promise<BatchHistory[]> {
  const sales = (
    await sql<Sale>`
      select pond_id, batch, max(sold_on) as sold_on from farm_sales
      where trace_id = ${traceId} and deleted_at is null
      group by pond_id, batch order by max(sold_on) desc`.execute(db)
  ).rows;
  return Promise.all(sales.map((sale) => historyOf(db, sale)));
}

async function historyOf(db: Kysely<DB>, sale: Sale): Promise<BatchHistory> {
  const seeding = (
    await sql<{ at: string; species: string; count: number }>`
      select at, species, count from farm_seedings
      where pond_id = ${sale.pond_id} and batch = ${sale.batch} and deleted_at is null
      order by at limit 1`.execute(db)
  ).rows[0];
  const from = seeding?.at ?? '0000-00-00 00:00';
  const to = `${sale.sold_on} 23:59`;
  const [feeding, medicines, tests] = await Promise.all([
    sql<{ fodder: string; unit: string; total: number; times: number }>`
      select i.name as fodder, i.unit, sum(f.quantity) as total, count(*)::int as times
      from farm_feedings f join farm_items i on i.id = f.item_id
      where f.pond_id = ${sale.pond_id} and f.deleted_at is null and f.at between ${from} and ${to}
      group by i.name, i.unit order by sum(f.quantity) desc`.execute(db),
    sql<{ at: string; medicine: string; dose: number | null; unit: string }>`
      select p.at, i.name as medicine, p.quantity as dose, i.unit
      from farm_patrols p join farm_items i on i.id = p.item_id
      where p.pond_id = ${sale.pond_id} and p.deleted_at is null and p.item_id is not null and p.at between ${from} and ${to}
      order by p.at desc limit ${BATCH_HISTORY_ROWS_MAX}`.execute(db),
    sql<{ at: string; ph: number | null; oxygen: number | null; ammonia: number | null; nitrite: number | null; temperature: number | null }>`
      select at, ph, oxygen, ammonia, nitrite, temperature from farm_water_tests
      where pond_id = ${sale.pond_id} and deleted_at is null and at between ${from} and ${to}
      order by at desc limit ${BATCH_HISTORY_ROWS_MAX}`.execute(db),
  ]);
  return {
    species: seeding?.species ?? null,
    seeded_on: seeding ? seeding.at.slice(0, 10) : null,
    seeded_count: seeding ? Number(seeding.count) : null,
    sold_on: sale.sold_on,
    feeding: feeding.rows.map((r) => ({ fodder: r.fodder, unit: r.unit, total: Math.round(Number(r.total) * 1000) / 1000, times: Number(r.times) })),
    medicines: medicines.rows.map((r) => ({ on: r.at.slice(0, 10), medicine: r.medicine, dose: num(r.dose), unit: r.unit })),
    water_tests: tests.rows.map((r) => ({ on: r.at.slice(0, 10), ph: num(r.ph), oxygen: num(r.oxygen), ammonia: num(r.ammonia), nitrite: num(r.nitrite), temperature: num(r.temperature) })),
  };
}
