import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { farmCast, manage, type FarmRow, type Rows } from './farm-setup';

/**
 * Production logs and sales: a feeding draws its fodder in its own transaction (never below zero,
 * also when two race), the time rule of spec section 5 (409 naming the time), seeding and sales
 * moving the pond's stock on the breeding map's row, the overview's FCR, and the .xlsx export.
 */
let server: TestServer;
let cast: Awaited<ReturnType<typeof farmCast>>;
let pond: number;
let fodder: number;
let customer: number;
const stockOf = async (id: number) => (await cast.db.selectFrom('farm_items' as never).select('stock' as never).where('id' as never, '=', id as never).executeTakeFirstOrThrow()) as { stock: number };
const pondStock = async (id: number) => (await cast.db.selectFrom('ponds').select('stock_count').where('id', '=', id).executeTakeFirstOrThrow()).stock_count;
const feedings = async () => JSON.stringify(await cast.db.selectFrom('farm_feedings' as never).selectAll().orderBy('id' as never).execute());

beforeAll(async () => {
  server = await sharedServer();
  cast = await farmCast(server);
  pond = await cast.newPond('Log pond 1');
  fodder = (await manage<FarmRow>(cast.fish, '/feedManage', { type: 'add', name: 'Floating feed', unit: 'kg', low_stock: 20 })).body.data!.id;
  await manage(cast.fish, '/stockManage', { type: 'add', item_id: fodder, direction: 'in', quantity: 100, at: '2026-04-01 07:00' });
  customer = (await manage<FarmRow>(cast.fish, '/personManage', { type: 'add', role: 'customer', name: 'Fish market' })).body.data!.id;
});

describe('seeding and feeding', () => {
  it("seeds the pond: its stock, species and stocking date are the breeding map's", async () => {
    const seeded = await manage<FarmRow>(cast.fish, '/seedingManage', { type: 'add', pond_id: pond, at: '2026-04-01 08:00', species: 'Grass carp', batch: 'GC-2026-01', count: 1000, size: 50 });
    expect(seeded.status).toBe(200);
    expect(seeded.body.data).toMatchObject({ pond_id_name: 'Log pond 1', count: 1000, tenant_id: cast.fishTenant });
    const row = await cast.db.selectFrom('ponds').select(['stock_count', 'species', 'stocked_at']).where('id', '=', pond).executeTakeFirstOrThrow();
    expect(row).toEqual({ stock_count: 1000, species: 'Grass carp', stocked_at: '2026-04-01' });
  });

  it('draws fodder with each feeding, refuses a conflicting time naming it, and returns stock on delete', async () => {
    const first = await manage<FarmRow>(cast.fish, '/feedingManage', { type: 'add', pond_id: pond, at: '2026-04-02 08:00', item_id: fodder, quantity: 30 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ item_id_name: 'Floating feed', item_unit: 'kg', quantity: 30 });
    expect((await stockOf(fodder)).stock).toBe(70);

    const before = await feedings();
    const clash = await manage(cast.fish, '/feedingManage', { type: 'add', pond_id: pond, at: '2026-04-02 08:00', item_id: fodder, quantity: 5 });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('The time conflicts with an existing entry at 2026-04-02 08:00');
    const zh = await manage(cast.fishZh, '/feedingManage', { type: 'add', pond_id: pond, at: '2026-04-02 08:00', item_id: fodder, quantity: 5 });
    expect(zh.body.message).toBe('该时间与已有数据冲突（已有数据时间 2026-04-02 08:00）');
    const short = await manage(cast.fish, '/feedingManage', { type: 'add', pond_id: pond, at: '2026-04-02 17:00', item_id: fodder, quantity: 71 });
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('Not enough Floating feed in stock: 70 kg left');
    const missing = await manage(cast.fishZh, '/feedingManage', { type: 'add', pond_id: pond, at: '2026-04-02 17:00', item_id: fodder });
    expect(missing.body.message).toBe('投喂量不能为空');
    expect(await feedings()).toBe(before);
    expect((await stockOf(fodder)).stock).toBe(70);

    // Changing the quantity moves the difference; the ledger shows the draw and its correction.
    const changed = await manage<FarmRow>(cast.fish, '/feedingManage', { type: 'update', id: first.body.data!.id, pond_id: pond, at: '2026-04-02 08:00', item_id: fodder, quantity: 20 });
    expect(changed.status).toBe(200);
    expect((await stockOf(fodder)).stock).toBe(80);
    expect((await manage(cast.fish, '/feedingManage', { type: 'delete', ids: [first.body.data!.id] })).status).toBe(200);
    expect((await stockOf(fodder)).stock).toBe(100);
    expect((await manage(cast.fish, '/feedingManage', { type: 'restore', ids: [first.body.data!.id] })).status).toBe(200);
    expect((await stockOf(fodder)).stock).toBe(80);
    const ledger = (await manage<Rows<FarmRow>>(cast.fish, '/stockManage', { type: 'search', item_id: fodder })).body.data!;
    expect(ledger.rows.map((r) => [r.direction, r.quantity, r.balance, r.source])).toEqual([
      ['out', 20, 80, 'farm_feeding'],
      ['in', 20, 100, 'farm_feeding'],
      ['out', 20, 80, 'farm_feeding'],
      ['in', 30, 100, 'farm_feeding'],
      ['out', 30, 70, 'farm_feeding'],
      ['in', 100, 100, 'receipt'],
    ]);
  });

  it('lets exactly one of two concurrent feedings that together exceed the stock through', async () => {
    const [one, other] = [await cast.newPond('Race pond 1'), await cast.newPond('Race pond 2')];
    const item = (await manage<FarmRow>(cast.fish, '/feedManage', { type: 'add', name: 'Race feed', unit: 'kg' })).body.data!.id;
    await manage(cast.fish, '/stockManage', { type: 'add', item_id: item, direction: 'in', quantity: 10, at: '2026-04-01 07:00' });
    const results = await Promise.all([
      manage(cast.fish, '/feedingManage', { type: 'add', pond_id: one, at: '2026-04-03 08:00', item_id: item, quantity: 6 }),
      manage(cast.fish, '/feedingManage', { type: 'add', pond_id: other, at: '2026-04-03 08:00', item_id: item, quantity: 6 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await stockOf(item)).stock).toBe(4);
    const recorded = (await manage<Rows>(cast.fish, '/feedingManage', { type: 'search', item_id: item })).body.data!;
    expect(recorded.total).toBe(1);
  });

  it('filters logs by pond and time, and exports the feeding log as .xlsx in the caller\'s language', async () => {
    await manage(cast.fish, '/feedingManage', { type: 'add', pond_id: pond, at: '2026-04-04 08:00', item_id: fodder, quantity: 10, handler: 'Liu' });
    const range = (await manage<Rows<FarmRow>>(cast.fish, '/feedingManage', { type: 'search', pond_id: pond, at_from: '2026-04-04 00:00', at_to: '2026-04-04 23:59' })).body.data!;
    expect(range.rows.map((r) => r.at)).toEqual(['2026-04-04 08:00']);
    const res = await fetch(`${server.origin}/api/feedingManage/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US', cookie: await cookieOf() },
      body: JSON.stringify({ pond_id: pond }),
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Time', 'Pond', 'Fodder', 'Quantity (kg)', 'Handler', 'Note']);
    expect(sheet.getRow(2).values).toEqual([undefined, '2026-04-04 08:00', 'Log pond 1', 'Floating feed', 10, 'Liu', '']);
    // A number cell is a number with the console's two decimals (issue 42: 52.906666666666666 had been written as is).
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('0.00');
  });
});

describe('sales and the overview', () => {
  it('sells from the pond, lowering its stock, refuses more than it holds, and shows biomass and FCR', async () => {
    await manage(cast.fish, '/sampleManage', { type: 'add', pond_id: pond, at: '2026-04-10 09:00', count: 30, mean_weight: 150 });
    const sale = await manage<FarmRow>(cast.fish, '/saleManage', { type: 'add', pond_id: pond, batch: 'GC-2026-01', customer_id: customer, sold_on: '2026-04-11', count: 200, weight: 30, price: 16 });
    expect(sale.status).toBe(200);
    expect(sale.body.data).toMatchObject({ customer_id_name: 'Fish market', pond_id_name: 'Log pond 1' });
    expect(await pondStock(pond)).toBe(800);
    const over = await manage(cast.fish, '/saleManage', { type: 'add', pond_id: pond, batch: 'GC-2026-01', customer_id: customer, sold_on: '2026-04-11', count: 801, weight: 1, price: 1 });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Pond "Log pond 1" holds only 800 fish');

    const overview = (await manage<Rows<Record<string, unknown>>>(cast.fish, '/pageszhuatai', { site_id: cast.siteId, pageSize: 500 })).body.data!;
    const row = overview.rows.find((r) => r.pond_id === pond)!;
    // Feed 20 + 10 kg; biomass 800 x 150 g = 120 kg; sold 30 kg; seeded 1000 x 50 g = 50 kg: gain 100 kg.
    expect(row).toMatchObject({ stock_count: 800, seeded_at: '2026-04-01 08:00', feed_kg: 30, biomass_kg: 120, sold_kg: 30, seeded_kg: 50, fcr: 0.3 });
    expect(row.days_since_seeding).toBeGreaterThan(0);

    expect((await manage(cast.fish, '/saleManage', { type: 'delete', ids: [sale.body.data!.id] })).status).toBe(200);
    expect(await pondStock(pond)).toBe(1000);
  });

  it("tells the consumer scanning a sold batch its seeding, feeding, medicines and water tests", async () => {
    const db = cast.db;
    const product = (await db.insertInto('products').values({ tenant_id: cast.fishTenant, name: 'Grass carp' }).returning('id').executeTakeFirstOrThrow()).id;
    const trace = (await db.insertInto('trace_records').values({ tenant_id: cast.fishTenant, product_id: product, batch_no: 'GC-TRACE-1' }).returning('id').executeTakeFirstOrThrow()).id;
    const medicine = (await manage<FarmRow>(cast.fish, '/controlMaterial', { type: 'add', name: 'Povidone iodine', unit: 'kg' })).body.data!.id;
    await manage(cast.fish, '/stockManage', { type: 'add', item_id: medicine, direction: 'in', quantity: 5, at: '2026-04-01 07:00' });
    expect((await manage(cast.fish, '/patrolManage', { type: 'add', pond_id: pond, at: '2026-04-05 07:00', observation: 'Gill spots on a few fish', item_id: medicine, quantity: 0.5 })).status).toBe(200);
    expect((await manage(cast.fish, '/waterdetectManage', { type: 'add', pond_id: pond, at: '2026-04-06 10:00', ph: 7.6, ammonia: 0.2, lab: 'County lab' })).status).toBe(200);
    const sale = await manage<FarmRow>(cast.fish, '/saleManage', { type: 'add', pond_id: pond, batch: 'GC-2026-01', customer_id: customer, sold_on: '2026-04-12', count: 100, weight: 15, price: 16, trace_id: trace });
    expect(sale.status).toBe(200);

    const visitor = new ApiClient(server.origin);
    const res = await visitor.get<{ records: Array<{ production: Array<Record<string, unknown>> }> }>('/tracing/search', { batch: 'GC-TRACE-1' });
    expect(res.status).toBe(200);
    expect(res.body.data!.records[0].production).toEqual([
      {
        species: 'Grass carp',
        seeded_on: '2026-04-01',
        seeded_count: 1000,
        sold_on: '2026-04-12',
        // The feedings left after the earlier test's update, delete and restore: 20 and 10 kg.
        feeding: [{ fodder: 'Floating feed', unit: 'kg', total: 30, times: 2 }],
        medicines: [{ on: '2026-04-05', medicine: 'Povidone iodine', dose: 0.5, unit: 'kg' }],
        water_tests: [{ on: '2026-04-06', ph: 7.6, oxygen: null, ammonia: 0.2, nitrite: null, temperature: null }],
      },
    ]);
    // Nothing names the pond, the site or the company.
    expect(JSON.stringify(res.body.data)).not.toContain('Log pond 1');
    expect((await manage(cast.fish, '/saleManage', { type: 'delete', ids: [sale.body.data!.id] })).status).toBe(200);
    expect((await visitor.get<{ records: Array<{ production: unknown[] }> }>('/tracing/search', { batch: 'GC-TRACE-1' })).body.data!.records[0].production).toEqual([]);
  });

  it('refuses to delete a pond with records, and removes one without', async () => {
    const refused = await manage(cast.fish, '/delZhutaiPage', { id: pond });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Pond "Log pond 1" has production records and cannot be deleted');
    const empty = await cast.newPond('Empty pond');
    expect((await manage(cast.fish, '/delZhutaiPage', { id: empty })).body.data).toEqual({ ids: [empty] });
    const theirs = await cast.newPond('Greenhouse pond', cast.greenhouse, cast.greenSiteId);
    expect((await manage(cast.fish, '/delZhutaiPage', { id: theirs })).status).toBe(404);
  });
});

describe('tenancy of logs', () => {
  it("refuses another company's pond and keeps its logs out of reach", async () => {
    const theirs = await cast.newPond('Their pond', cast.greenhouse, cast.greenSiteId);
    const before = await feedings();
    const bad = await manage(cast.fish, '/feedingManage', { type: 'add', pond_id: theirs, at: '2026-05-01 08:00', item_id: fodder, quantity: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Pond is invalid');
    expect(await feedings()).toBe(before);
    const log = (await manage<FarmRow>(cast.admin, '/patrolManage', { type: 'add', pond_id: theirs, at: '2026-05-01 08:00', observation: 'calm' })).body.data!;
    expect(log.tenant_id).toBe(cast.greenhouse);
    expect((await manage<Rows>(cast.fish, '/patrolManage', { type: 'search', pond_id: theirs })).body.data!.total).toBe(0);
    expect((await manage(cast.fish, '/patrolManage', { type: 'update', id: log.id, pond_id: theirs, at: '2026-05-01 09:00', observation: 'x' })).status).toBe(404);
    expect((await manage(cast.fish, '/patrolManage', { type: 'delete', ids: [log.id] })).status).toBe(404);
  });
});

/** The fish user's session cookie, for the raw fetch of the export. */
async function cookieOf() {
  const res = await fetch(`${server.origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' }, body: JSON.stringify({ username: cast.fishCompany.users.fishscreen![0], password: cast.fishCompany.users.fishscreen![1] }) });
  return res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}
