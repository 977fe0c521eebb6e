import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { ApiClient } from '../helpers/api-client';
import { farmCast, manage, type FarmRow, type Rows } from './farm-setup';

/**
 * The store resources of the farm registry (/personManage, /feedManage, /seedManage,
 * /controlMaterial, /stockManage, /transportManage): add, search with filters, update, delete and
 * restore; bad input named in both languages with nothing written; access and tenancy.
 */
let server: TestServer;
let cast: Awaited<ReturnType<typeof farmCast>>;
const snapshot = async (table: 'farm_persons' | 'farm_items' | 'farm_stock_moves' | 'farm_transports') =>
  JSON.stringify(await cast.db.selectFrom(table as never).selectAll().orderBy('id' as never).execute());

beforeAll(async () => {
  server = await sharedServer();
  cast = await farmCast(server);
});

describe('access', () => {
  it('answers 401 without a session and 403 without a farm code, for every call', async () => {
    for (const path of ['/personManage', '/feedManage', '/seedManage', '/controlMaterial', '/stockManage', '/transportManage', '/feedingManage', '/saleManage', '/baseManage', '/pageszhuatai']) {
      expect((await manage(new ApiClient(server.origin), path, { type: 'search' })).status, path).toBe(401);
      expect((await manage(cast.farmer, path, { type: 'search' })).status, path).toBe(403);
    }
  });
});

describe('suppliers and customers (/personManage)', () => {
  it('adds, filters by role and name, updates, deletes to the recycle bin and restores', async () => {
    const added = await manage<FarmRow>(cast.fish, '/personManage', { type: 'add', role: 'supplier', name: ' Feed Co ', contact: 'Li', phone: '13800000000' });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Added successfully');
    expect(added.body.data).toMatchObject({ role: 'supplier', name: 'Feed Co', contact: 'Li', company: null, tenant_id: cast.fishTenant });
    const customer = (await manage<FarmRow>(cast.fish, '/personManage', { type: 'add', role: 'customer', name: 'Market Wang' })).body.data!;

    const suppliers = (await manage<Rows<FarmRow>>(cast.fish, '/personManage', { type: 'search', role: 'supplier' })).body.data!;
    expect(suppliers.rows.map((r) => r.name)).toContain('Feed Co');
    expect(suppliers.rows.map((r) => r.name)).not.toContain('Market Wang');
    expect((await manage<Rows>(cast.fish, '/personManage', { type: 'search', name: 'wang' })).body.data!.total).toBe(1);

    const id = added.body.data!.id;
    const updated = await manage<FarmRow>(cast.fish, '/personManage', { type: 'update', id, role: 'supplier', name: 'Feed Co', phone: null });
    expect(updated.body).toMatchObject({ message: 'Modified successfully', data: { phone: null, contact: 'Li' } });

    expect((await manage(cast.fish, '/personManage', { type: 'delete', ids: [customer.id] })).body.data).toEqual({ ids: [customer.id] });
    expect((await manage<Rows>(cast.fish, '/personManage', { type: 'search', name: 'wang' })).body.data!.total).toBe(0);
    expect((await manage<Rows<FarmRow>>(cast.fish, '/personManage', { type: 'search', deleted: true })).body.data!.rows.map((r) => r.id)).toEqual([customer.id]);
    expect((await manage(cast.fish, '/personManage', { type: 'restore', ids: [customer.id] })).status).toBe(200);
  });

  it('names a bad field in both languages and writes nothing', async () => {
    const before = await snapshot('farm_persons');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: 'add', role: 'supplier' }, 'Name cannot be empty', '名称不能为空'],
      [{ type: 'add', role: 'supplier', name: '  ' }, 'Name cannot be empty', '名称不能为空'],
      [{ type: 'add', role: 'buyer', name: 'x' }, 'Role must be one of Supplier, Customer', '类别只能为供应商、客户'],
      [{ type: 'add', role: 'supplier', name: 'x', phone: '1'.repeat(31) }, 'Phone must be at most 30 characters', '电话最多 30 个字符'],
    ];
    for (const [body, en, zh] of cases) {
      const res = await manage(cast.fish, '/personManage', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(en);
      expect((await manage(cast.fishZh, '/personManage', body)).body.message).toBe(zh);
    }
    expect(await snapshot('farm_persons')).toBe(before);
  });

  it("keeps another company's rows invisible and unchangeable", async () => {
    const theirs = (await manage<FarmRow>(cast.admin, '/personManage', { type: 'add', role: 'customer', name: 'Greenhouse buyer', tenant_id: cast.greenhouse })).body.data!;
    expect((await manage<Rows>(cast.fish, '/personManage', { type: 'search', name: 'Greenhouse' })).body.data!.total).toBe(0);
    const before = await snapshot('farm_persons');
    expect((await manage(cast.fish, '/personManage', { type: 'update', id: theirs.id, role: 'customer', name: 'Mine' })).status).toBe(404);
    expect((await manage(cast.fish, '/personManage', { type: 'delete', ids: [theirs.id] })).status).toBe(404);
    expect((await manage(cast.fish, '/personManage', { type: 'add', role: 'customer', name: 'x', tenant_id: cast.greenhouse })).status).toBe(403);
    expect(await snapshot('farm_persons')).toBe(before);
  });
});

describe('stores and the ledger', () => {
  it('receives fodder from a supplier, shows the balance and low-stock level, and keeps movements fixed', async () => {
    const supplier = (await manage<FarmRow>(cast.fish, '/personManage', { type: 'add', role: 'supplier', name: 'Pellet Mill' })).body.data!;
    const fodder = await manage<FarmRow>(cast.fish, '/feedManage', { type: 'add', name: 'Pellets 3mm', unit: 'kg', low_stock: 50, supplier_id: supplier.id, stock: 999 });
    expect(fodder.status).toBe(200);
    // Stock is kept by movements only: a stock sent with the item is not a field.
    expect(fodder.body.data).toMatchObject({ name: 'Pellets 3mm', stock: 0, low_stock: 50, supplier_id: supplier.id, supplier_id_name: 'Pellet Mill', kind: 'fodder' });
    const item = fodder.body.data!.id;

    const receipt = await manage<FarmRow>(cast.fish, '/stockManage', { type: 'add', item_id: item, direction: 'in', quantity: 200, supplier_id: supplier.id, at: '2026-03-01 08:00' });
    expect(receipt.status).toBe(200);
    expect(receipt.body.data).toMatchObject({ direction: 'in', quantity: 200, balance: 200, source: 'receipt', item_id_name: 'Pellets 3mm', supplier_id_name: 'Pellet Mill' });
    const issue = await manage<FarmRow>(cast.fish, '/stockManage', { type: 'add', item_id: item, direction: 'out', quantity: 500, at: '2026-03-01 09:00' });
    expect(issue.status).toBe(409);
    expect(issue.body.message).toBe('Not enough Pellets 3mm in stock: 200 kg left');

    const listed = (await manage<Rows<FarmRow>>(cast.fish, '/feedManage', { type: 'search', name: 'pellets' })).body.data!;
    expect(listed.rows).toMatchObject([{ id: item, stock: 200 }]);
    // The same table holds seedlings and medicines, each on its own call.
    expect((await manage<Rows>(cast.fish, '/seedManage', { type: 'search', name: 'pellets' })).body.data!.total).toBe(0);
    expect((await manage(cast.fish, '/controlMaterial', { type: 'update', id: item, name: 'x', unit: 'kg' })).status).toBe(404);

    const ledger = (await manage<Rows<FarmRow>>(cast.fish, '/stockManage', { type: 'search', item_id: item })).body.data!;
    expect(ledger.total).toBe(1);
    const fixed = await manage(cast.fish, '/stockManage', { type: 'delete', ids: [receipt.body.data!.id] });
    expect(fixed.status).toBe(400);
    expect(fixed.body.message).toBe('Stock movements cannot be changed or deleted; record a correcting movement');
    expect((await manage(cast.fishZh, '/stockManage', { type: 'update', id: receipt.body.data!.id, item_id: item, direction: 'in', quantity: 1, at: '2026-03-01 08:00' })).body.message).toBe(
      '出入库记录不能修改或删除，请录入一笔反向出入库',
    );
  });

  it('refuses an item of the wrong kind or company, and a bad quantity, writing nothing', async () => {
    const medicine = (await manage<FarmRow>(cast.fish, '/controlMaterial', { type: 'add', name: 'Salt', unit: 'kg' })).body.data!;
    const theirs = (await manage<FarmRow>(cast.admin, '/feedManage', { type: 'add', name: 'Foreign feed', unit: 'kg', tenant_id: cast.greenhouse })).body.data!;
    const before = await snapshot('farm_stock_moves');
    const bad = await manage(cast.fish, '/stockManage', { type: 'add', item_id: theirs.id, direction: 'in', quantity: 5, at: '2026-03-01 08:00' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Item is invalid');
    const zero = await manage(cast.fishZh, '/stockManage', { type: 'add', item_id: medicine.id, direction: 'in', quantity: 0, at: '2026-03-01 08:00' });
    expect(zero.body.message).toBe('数量应为 0.001 至 1000000000 之间的数');
    const time = await manage(cast.fish, '/stockManage', { type: 'add', item_id: medicine.id, direction: 'in', quantity: 1, at: '2026-03-01' });
    expect(time.body.message).toBe('Time must be a time (YYYY-MM-DD HH:mm)');
    expect(await snapshot('farm_stock_moves')).toBe(before);
  });

  it('records transport with filters by vehicle and time', async () => {
    await manage(cast.fish, '/transportManage', { type: 'add', vehicle: 'ZJ-A1234', driver: 'Zhao', from_place: 'Base', to_place: 'Market', cargo: 'Carp', at: '2026-03-02 06:00' });
    await manage(cast.fish, '/transportManage', { type: 'add', vehicle: 'ZJ-B9', from_place: 'Mill', to_place: 'Base', at: '2026-03-05 06:00' });
    const byTime = (await manage<Rows<FarmRow>>(cast.fish, '/transportManage', { type: 'search', at_from: '2026-03-04 00:00', at_to: '2026-03-06 00:00' })).body.data!;
    expect(byTime.rows.map((r) => r.vehicle)).toEqual(['ZJ-B9']);
    expect((await manage<Rows>(cast.fish, '/transportManage', { type: 'search', vehicle: 'a12' })).body.data!.total).toBe(1);
    const missing = await manage(cast.fishZh, '/transportManage', { type: 'add', vehicle: 'X', from_place: 'A', at: '2026-03-05 06:00' });
    expect(missing.body.message).toBe('终点不能为空');
  });
});
