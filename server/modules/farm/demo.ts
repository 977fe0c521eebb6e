import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { SEED_COMPANIES } from '../../db/seed-data';
import { moveStock } from './stock/move';
import { untyped, type AnyDb, type Db } from './registry/repository';

/** site_config key set once the demo production data is in, so a later start (or a user who cleared it) is left alone. */
const DEMO_KEY = 'farm.demo_seeded';
/** Production runs this long before today: seeding, then a feeding a day and a sampling a week. */
const DAYS = 42;
const DAY_MS = 86_400_000;
/** The fish company's zone (Asia/Shanghai), in which the logs' local minutes are written. */
const ZONE_OFFSET_MS = 8 * 3_600_000;
/** Fingerlings stocked at this weight grow about this much a day; a day's ration is a share of the pond's biomass. */
const STOCKED_G = 5;
const GROWTH_G_PER_DAY = 1.6;
const RATION = 0.04;
/** How many of the demo base's ponds carry production records. */
const PONDS = 3;
/** Fish sold from the first pond (its stock after the sale is the breeding map's figure). */
const SALE_COUNT = 2000;
/** A figure as a person writes it down: 6.4 - 0.3 is 6.1000000000000005 in floating point. */
const tenths = (n: number) => Math.round(n * 10) / 10;

const localMinute = (ms: number) => new Date(ms + ZONE_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
const localDate = (ms: number) => localMinute(ms).slice(0, 10);
const weightOn = (day: number) => STOCKED_G + GROWTH_G_PER_DAY * day;

interface Cast {
  db: AnyDb;
  tenantId: number;
}

async function insert(c: Cast, table: string, values: Record<string, unknown>): Promise<number> {
  const row = (await c.db.insertInto(table).values({ tenant_id: c.tenantId, ...values }).returning('id').executeTakeFirstOrThrow()) as { id: number };
  return row.id;
}

/** A movement through the stock ledger, as the management calls make it (balance and all). */
const move = (c: Cast, trx: Db, itemId: number, delta: number, at: string, extra: { source: string; sourceId?: number | null; pondId?: number | null; supplierId?: number | null }) =>
  moveStock(trx, { tenantId: c.tenantId, itemId, delta, at, source: extra.source, sourceId: extra.sourceId ?? null, pondId: extra.pondId, supplierId: extra.supplierId, invalidItem: 'farm_not_found' });

/**
 * The fish company's demo production (issue 21), so the production, warehousing and sales pages and
 * the fish screen's feeding panel are not empty on a first start: suppliers and customers, fodder,
 * seedlings and a medicine received, three ponds of the demo base (the breeding map's own) seeded
 * six weeks ago, a feeding a day, a sampling a week, a patrol with a medicine, a water test, and
 * one sale linked to its batch's traceability record. Runs once, in one transaction, through the
 * stock ledger the calls use; returns whether it wrote anything.
 */
export async function seedFarmDemo(typed: Kysely<DB>, now = Date.now()): Promise<boolean> {
  return typed.transaction().execute(async (trx) => {
    const done = await trx.selectFrom('site_config').select('key').where('key', '=', DEMO_KEY).executeTakeFirst();
    if (done) return false;
    await trx.insertInto('site_config').values({ key: DEMO_KEY, value: JSON.stringify(new Date(now).toISOString()) }).execute();
    const company = await trx.selectFrom('companies').select('id').where('name', '=', SEED_COMPANIES.find((x) => x.key === 'fish')!.name).executeTakeFirst();
    const site = company && (await trx.selectFrom('sites').select(['id', 'longitude', 'latitude']).where('tenant_id', '=', company.id).orderBy('id').executeTakeFirst());
    if (!company || !site) return false;
    const ponds = await trx.selectFrom('ponds').select(['id', 'name', 'species', 'stock_count']).where('site_id', '=', site.id).orderBy('id').limit(PONDS).execute();
    if (ponds.length === 0) return false;
    const c: Cast = { db: untyped(trx), tenantId: company.id };
    const start = Math.floor((now - DAYS * DAY_MS) / DAY_MS) * DAY_MS;
    const at = (day: number, hour: number) => localMinute(start + day * DAY_MS + (hour - 8) * 3_600_000);

    // Suppliers and customers with their contacts.
    const feedMill = await insert(c, 'farm_persons', { role: 'supplier', name: '浙江海大饲料有限公司', contact: '王经理', phone: '0572-3021188', company: '海大集团', address: '浙江省湖州市吴兴区' });
    const hatchery = await insert(c, 'farm_persons', { role: 'supplier', name: '湖州菱湖水产苗种场', contact: '沈师傅', phone: '13905721234', address: '浙江省湖州市南浔区菱湖镇' });
    const vet = await insert(c, 'farm_persons', { role: 'supplier', name: '南浔渔药服务站', contact: '陈医生', phone: '0572-3012020' });
    const market = await insert(c, 'farm_persons', { role: 'customer', name: '杭州勾庄水产批发市场', contact: '李老板', phone: '13857100001', address: '浙江省杭州市余杭区' });
    await insert(c, 'farm_persons', { role: 'customer', name: '湖州农贸生鲜超市', contact: '周店长', phone: '13957200002' });

    // Items and their receipts.
    const fodder = await insert(c, 'farm_items', { kind: 'fodder', name: '膨化配合饲料', specification: '粗蛋白 42%', unit: 'kg', low_stock: 1000, supplier_id: feedMill });
    const medicine = await insert(c, 'farm_items', { kind: 'medicine', name: '聚维酮碘溶液', specification: '10%', unit: 'L', low_stock: 10, supplier_id: vet });
    const fry = await insert(c, 'farm_items', { kind: 'seed', name: '水产苗种', specification: '5 g/尾', unit: '尾', low_stock: 0, supplier_id: hatchery });
    const counts = ponds.map((p, i) => (p.stock_count ?? 40_000) + (i === 0 ? SALE_COUNT : 0));
    await move(c, trx, fry, counts.reduce((a, b) => a + b, 0), at(0, 7), { source: 'receipt', supplierId: hatchery });
    await move(c, trx, medicine, 40, at(0, 7), { source: 'receipt', supplierId: vet });
    const ration = (count: number, day: number) => Math.round(count * (weightOn(day) / 1000) * RATION);
    const feedTotal = counts.reduce((sum, count) => sum + Array.from({ length: DAYS }, (_, d) => ration(count, d)).reduce((a, b) => a + b, 0), 0);
    const half = Math.ceil(feedTotal / 2 / 1000) * 1000;
    await move(c, trx, fodder, half, at(0, 7), { source: 'receipt', supplierId: feedMill });

    const batchOf = (i: number) => `LY-2026-${String(i + 1).padStart(3, '0')}`;
    for (const [i, pond] of ponds.entries()) {
      const species = pond.species ?? '加州鲈';
      const seeding = await insert(c, 'farm_seedings', { pond_id: pond.id, at: at(0, 8), species, batch: batchOf(i), count: counts[i], size: STOCKED_G, supplier_id: hatchery, item_id: fry, note: '苗种健康，规格整齐' });
      await move(c, trx, fry, -counts[i], at(0, 8), { source: 'farm_seeding', sourceId: seeding, pondId: pond.id });
      await untyped(trx).updateTable('ponds').set({ species, stocked_at: localDate(start), stock_count: pond.stock_count ?? 40_000 }).where('id', '=', pond.id).execute();
    }
    // Day by day, so the ledger's balances read in time order; the second fodder delivery arrives half-way.
    for (let day = 0; day < DAYS; day++) {
      if (day === DAYS / 2) await move(c, trx, fodder, Math.ceil((feedTotal - half) / 1000) * 1000 + 2000, at(day, 7), { source: 'receipt', supplierId: feedMill });
      for (const [i, pond] of ponds.entries()) {
        const quantity = ration(counts[i], day);
        const feeding = await insert(c, 'farm_feedings', { pond_id: pond.id, at: at(day, 8 + i), item_id: fodder, quantity, handler: '张师傅' });
        await move(c, trx, fodder, -quantity, at(day, 8 + i), { source: 'farm_feeding', sourceId: feeding, pondId: pond.id });
        if (day > 0 && day % 7 === 0) await insert(c, 'farm_samplings', { pond_id: pond.id, at: at(day, 15), count: 30, mean_weight: Math.round(weightOn(day) * 10) / 10, handler: '张师傅' });
      }
    }
    for (const [i, pond] of ponds.entries()) {
      await insert(c, 'farm_water_tests', { pond_id: pond.id, at: at(DAYS - 3, 10), ph: tenths(7.6 + i * 0.1), oxygen: tenths(6.4 - i * 0.3), ammonia: 0.18, nitrite: 0.04, temperature: 19.5, lab: '南浔区水产技术推广站' });
    }

    const patrolPond = ponds[Math.min(1, ponds.length - 1)];
    const patrol = await insert(c, 'farm_patrols', { pond_id: patrolPond.id, at: at(DAYS - 5, 6), weather: '多云', observation: '个别鱼体表有轻微出血点', measures: '全池泼洒聚维酮碘消毒', item_id: medicine, quantity: 4, handler: '张师傅' });
    await move(c, trx, medicine, -4, at(DAYS - 5, 6), { source: 'farm_patrol', sourceId: patrol, pondId: patrolPond.id });

    // One sale from the first pond's batch, linked to that batch's traceability record.
    const first = ponds[0];
    const product = await insert(c, 'products', { name: first.species ?? '加州鲈', category: '水产品', unit: 'kg' });
    const trace = await insert(c, 'trace_records', {
      product_id: product,
      batch_no: batchOf(0),
      brand_name: '绿源',
      producing_unit: '湖州南浔绿源水产养殖基地',
      origin_address: '浙江省湖州市南浔区和孚镇',
      longitude: site.longitude,
      latitude: site.latitude,
      site_id: site.id,
      stocking_date: localDate(start),
      delivery_time: localDate(now - 2 * DAY_MS),
    });
    const weight = Math.round(SALE_COUNT * weightOn(DAYS - 2)) / 1000;
    await insert(c, 'farm_sales', { pond_id: first.id, batch: batchOf(0), customer_id: market, sold_on: localDate(now - 2 * DAY_MS), count: SALE_COUNT, weight, price: 36, trace_id: trace });
    return true;
  });
}
