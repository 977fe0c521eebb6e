import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient } from '../helpers/api-client';
import { seedFarmDemo } from '../../server/modules/farm/demo';
import type { PondOverview } from '../../shared/contract/api/farm';
import type { BatchHistory } from '../../shared/contract/api/tracing';
import type { FarmRow, Rows } from './farm-setup';

/**
 * The fish company's demo production (written on a first start with the simulator on): the
 * pages' calls answer with it, its stock ledger adds up, the breeding map's stock is kept, and it
 * is written once.
 */
let server: TestServer;
let fish: ApiClient;
const DAYS = 42;
const search = async <T = FarmRow>(path: string, body: Record<string, unknown> = {}) => (await fish.post<Rows<T>>(path, { type: 'search', pageSize: 500, ...body })).body.data!;

beforeAll(async () => {
  // Own server: asserts the seed's own farm demo of the fish company and writes it again, which on a shared server is no one file's.
  server = await startTestServer();
  fish = new ApiClient(server.origin);
  await fish.login('fishscreen', 'fish12345');
});
afterAll(async () => {
  await server?.close();
});

describe('the farm demo data', () => {
  it('fills the production, warehousing and sales pages of the fish company, once', async () => {
    const db = server.app.database.db;
    const mapStock = await db.selectFrom('ponds').select(['id', 'stock_count']).orderBy('id').limit(3).execute();
    expect(await seedFarmDemo(db)).toBe(true);

    const ponds = (await fish.post<{ rows: PondOverview[] }>('/pageszhuatai', { pageSize: 500 })).body.data!.rows.filter((p) => p.feed_kg > 0);
    expect(ponds).toHaveLength(3);
    for (const pond of ponds) {
      expect(pond.days_since_seeding).toBeGreaterThanOrEqual(DAYS);
      expect(pond.fcr).toBeGreaterThan(0.5);
      expect(pond.fcr).toBeLessThan(2);
      expect(pond.stock_count).toBe(mapStock.find((m) => m.id === pond.pond_id)!.stock_count);
    }
    expect((await search('/feedingManage')).total).toBe(3 * DAYS);
    expect((await search('/sampleManage')).total).toBe(3 * 5);
    expect((await search('/waterdetectManage')).total).toBe(3);
    expect((await search('/personManage', { role: 'supplier' })).total).toBe(3);
    expect((await search('/personManage', { role: 'customer' })).total).toBe(2);

    // Every item's stock is what its ledger says: received minus drawn, never below zero on the way.
    for (const path of ['/feedManage', '/seedManage', '/controlMaterial']) {
      const [item] = (await search(path)).rows;
      const moves = (await search('/stockManage', { item_id: item.id })).rows;
      const net = moves.reduce((sum, m) => sum + (m.direction === 'in' ? 1 : -1) * Number(m.quantity), 0);
      expect(Number(item.stock), path).toBeCloseTo(net, 3);
      expect(moves.every((m) => Number(m.balance) >= 0)).toBe(true);
    }
    const [fodder] = (await search('/feedManage')).rows;
    expect(Number(fodder.stock)).toBeGreaterThan(Number(fodder.low_stock));

    // The sale is linked to its batch's traceability record, which a consumer can scan.
    const [sale] = (await search('/saleManage')).rows;
    expect(sale).toMatchObject({ batch: 'LY-2026-001', count: 2000 });
    expect(sale.trace_id).toEqual(expect.any(Number));
    const scanned = await new ApiClient(server.origin).get<{ production: BatchHistory | null }[] | { production: BatchHistory | null }>('/tracing/search', { batch: 'LY-2026-001' });
    expect(scanned.status).toBe(200);
    expect(JSON.stringify(scanned.body.data)).toContain('膨化配合饲料');

    const before = await search('/feedingManage');
    expect(await seedFarmDemo(db)).toBe(false);
    expect((await search('/feedingManage')).total).toBe(before.total);
  });
});
