import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import type { InventoryRow, InventorySearchResult } from '../../shared/contract/api/inventory';
import { INVENTORY_RULE_MESSAGES } from '../../shared/contract/inventory-rules';

/**
 * POST /inventoryManage: the spec's rules ("all fields must be completed", "factory number must
 * be a number") and the stock rule in both languages with nothing written, remaining stock, the
 * recycle bin, and another company's records out of reach.
 */
let server: TestServer;
let agent: ApiClient;
let agentZh: ApiClient;
let admin: ApiClient;
let grower: ApiClient;
let carp: number;
let shrimp: number;
let tomato: number;
const db = () => server.app.database.db;
const manage = <T = unknown>(client: ApiClient, body: Record<string, unknown>) => client.post<T>('/inventoryManage', body);
const snapshot = async () => JSON.stringify(await db().selectFrom('inventory_records').selectAll().orderBy('id').execute());
const lastLogId = async () => Number((await db().selectFrom('op_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);

const VALID = { product_id: 0, import_num: 100, import_date: '2026-03-01', export_num: 40, export_date: '2026-03-05', person: '李师傅', phone: '13800000011', factory_no: '00123' };
const record = (patch: Record<string, unknown> = {}) => ({ ...VALID, product_id: carp, ...patch });

beforeAll(async () => {
  server = await sharedServer();
  // The file's own fish company (its agent manages only it) and a greenhouse company with its technician (no 7005).
  const [fishCompany, greenCompany] = await Promise.all([freshCompany(server, { devices: 0 }), freshCompany(server, { devices: 0, users: ['grower'] })]);
  agent = new ApiClient(server.origin);
  agentZh = new ApiClient(server.origin, 'zh-CN');
  admin = new ApiClient(server.origin);
  grower = new ApiClient(server.origin);
  await Promise.all([agent.login(...fishCompany.agent), agentZh.login(...fishCompany.agent), admin.login(...DEMO.admin), grower.login(...greenCompany.users.grower!)]);
  const [greenhouse, fish] = [greenCompany.id, fishCompany.id];
  const add = async (client: ApiClient, body: Record<string, unknown>) => (await client.post<{ id: number }>('/productManage', { type: 'add', ...body })).body.data!.id;
  carp = await add(agent, { name: '草鱼', unit: 'kg' });
  shrimp = await add(agent, { name: '南美白对虾', unit: 'kg', tenant_id: fish });
  tomato = await add(admin, { name: '番茄', tenant_id: greenhouse });
});

describe('access', () => {
  it('answers 401 without a session and 403 without code 7005, writing nothing', async () => {
    const before = await snapshot();
    expect((await manage(new ApiClient(server.origin), { type: 'search' })).status).toBe(401);
    expect((await manage(grower, { type: 'search' })).status).toBe(403);
    expect((await manage(grower, { type: 'add', ...record() })).status).toBe(403);
    expect(await snapshot()).toBe(before);
  });
});

describe("the spec's rules", () => {
  const en = (key: string) => INVENTORY_RULE_MESSAGES[key]['en-US'];
  const zh = (key: string) => INVENTORY_RULE_MESSAGES[key]['zh-CN'];

  it('says "all fields must be completed", naming the field, for each missing or blank field, in both languages', async () => {
    const before = await snapshot();
    const fields = ['product_id', 'import_num', 'import_date', 'export_num', 'export_date', 'person', 'phone', 'factory_no'] as const;
    for (const field of fields) {
      for (const value of [undefined, null, '', '  ']) {
        if (value === '  ' && (field === 'import_num' || field === 'export_num' || field === 'product_id')) continue;
        const body: Record<string, unknown> = { type: 'add', ...record({ [field]: value }) };
        if (value === undefined) delete body[field];
        const a = await manage(agent, body);
        expect(a.status, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(a.body.message).toBe(en(`inventory_required_${field}`));
        expect((await manage(agentZh, body)).body.message).toBe(zh(`inventory_required_${field}`));
      }
    }
    expect(en('inventory_required_person')).toBe('All fields must be completed (responsible person)');
    expect(zh('inventory_required_factory_no')).toBe('所有字段必须填写完整（出厂编号）');
    expect(await snapshot()).toBe(before);
  });

  it('says "factory number must be a number", and refuses bad phones, quantities and dates, in both languages', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ factory_no: 'AB-123' }, 'inventory_factory_no_number'],
      [{ factory_no: '12.5' }, 'inventory_factory_no_number'],
      [{ factory_no: '1'.repeat(33) }, 'inventory_factory_no_long'],
      [{ phone: '12345' }, 'inventory_phone_invalid'],
      [{ import_num: -1 }, 'inventory_range_import_num'],
      [{ import_num: 'many' }, 'inventory_range_import_num'],
      [{ export_num: 2e9 }, 'inventory_range_export_num'],
      [{ import_date: '2026-02-30' }, 'inventory_range_import_date'],
      [{ export_date: '2150-01-01' }, 'inventory_range_export_date'],
      [{ import_date: '1969-12-31' }, 'inventory_range_import_date'],
      [{ export_date: '2026-02-01' }, 'inventory_export_before_import'],
    ];
    for (const [patch, key] of cases) {
      const a = await manage(agent, { type: 'add', ...record(patch) });
      expect(a.status, JSON.stringify(patch)).toBe(400);
      expect(a.body.message).toBe(en(key));
      expect((await manage(agentZh, { type: 'add', ...record(patch) })).body.message).toBe(zh(key));
    }
    expect(en('inventory_factory_no_number')).toBe('Factory number must be a number');
    expect(zh('inventory_factory_no_number')).toBe('出厂编号必须为数字');
    expect(await snapshot()).toBe(before);
  });

  it('refuses an export beyond the import, naming both quantities, in both languages', async () => {
    const before = await snapshot();
    const a = await manage(agent, { type: 'add', ...record({ import_num: 50, export_num: 80.5 }) });
    expect(a.status).toBe(400);
    expect(a.body.message).toBe('Export quantity 80.5 is more than import quantity 50: the remaining stock cannot be negative');
    const b = await manage(agentZh, { type: 'add', ...record({ import_num: 50, export_num: 80.5 }) });
    expect(b.body.message).toBe('出库数量 80.5 超过入库数量 50，剩余库存不能为负数');
    expect(await snapshot()).toBe(before);
  });

  it('refuses a product that is not in the catalogue, in the recycle bin, or of another company', async () => {
    const before = await snapshot();
    const missing = await manage(agent, { type: 'add', ...record({ product_id: 999_999 }) });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Product not found');
    expect((await manage(agent, { type: 'add', ...record({ product_id: tomato }) })).status).toBe(404);
    const binned = (await agent.post<{ id: number }>('/productManage', { type: 'add', name: '鲢鱼' })).body.data!.id;
    await agent.post('/productManage', { type: 'delete', ids: [binned] });
    const deleted = await manage(agentZh, { type: 'add', ...record({ product_id: binned }) });
    expect(deleted.status).toBe(400);
    expect(deleted.body.message).toBe('该产品已在回收站中，请先恢复');
    expect(await snapshot()).toBe(before);
  });
});

describe('records', () => {
  it('adds, searches with remaining stock, updates, deletes and restores, logging each change', async () => {
    const since = await lastLogId();
    const added = await manage<InventoryRow>(agent, { type: 'add', ...record({ factory_no: ' 00123 ', phone: ' 13800000011 ', import_num: 10.1234, export_num: 0.1 }) });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Added successfully');
    const first = added.body.data!;
    expect(first).toMatchObject({ product_name: '草鱼', unit: 'kg', import_num: 10.123, export_num: 0.1, remaining: 10.023, import_date: '2026-03-01', export_date: '2026-03-05', factory_no: '00123', phone: '13800000011' });
    await manage(agent, { type: 'add', ...record({ import_num: 20, export_num: 20, import_date: '2026-04-01', export_date: '2026-04-02', factory_no: '7' }) });
    await manage(agent, { type: 'add', ...record({ product_id: shrimp, import_num: 5, export_num: 1, person: '王五', factory_no: '8' }) });

    const all = (await manage<InventorySearchResult>(agent, { type: 'search' })).body.data!;
    expect(all.total).toBe(3);
    expect(all.remaining).toEqual([
      { product_id: shrimp, product_name: '南美白对虾', unit: 'kg', remaining: 4 },
      { product_id: carp, product_name: '草鱼', unit: 'kg', remaining: 10.023 },
    ].sort((a, b) => a.product_name.localeCompare(b.product_name, 'en')));
    const byProduct = (await manage<InventorySearchResult>(agent, { type: 'search', product_id: shrimp })).body.data!;
    expect(byProduct.rows.map((r) => r.person)).toEqual(['王五']);
    const april = (await manage<InventorySearchResult>(agent, { type: 'search', start_date: '2026-04-01', end_date: '2026-04-30' })).body.data!;
    expect(april.rows.map((r) => r.factory_no)).toEqual(['7']);
    expect((await manage<InventorySearchResult>(agent, { type: 'search', keyword: '王' })).body.data!.total).toBe(1);
    expect((await manage<InventorySearchResult>(agent, { type: 'search', keyword: '0012' })).body.data!.total).toBe(1);
    const paged = (await manage<InventorySearchResult>(agent, { type: 'search', pageSize: 1, page: 2 })).body.data!;
    expect([paged.rows.length, paged.total]).toEqual([1, 3]);

    const updated = await manage<InventoryRow>(agent, { type: 'update', id: first.id, ...record({ export_num: 60 }) });
    expect(updated.body).toMatchObject({ message: 'Modified successfully', data: { remaining: 40, export_num: 60 } });
    const tooMuch = await manage(agent, { type: 'update', id: first.id, ...record({ export_num: 160 }) });
    expect(tooMuch.body.message).toBe('Export quantity 160 is more than import quantity 100: the remaining stock cannot be negative');
    expect((await manage<InventoryRow>(agent, { type: 'search', keyword: '00123' })).body.data).toMatchObject({ rows: [{ export_num: 60 }] });

    expect((await manage(agent, { type: 'delete', ids: [first.id] })).body.data).toEqual({ ids: [first.id] });
    expect((await manage<InventorySearchResult>(agent, { type: 'search' })).body.data!.total).toBe(2);
    const bin = (await manage<InventorySearchResult>(agent, { type: 'search', deleted: true })).body.data!;
    expect(bin.rows.map((r) => r.id)).toEqual([first.id]);
    expect((await manage(agent, { type: 'update', id: first.id, ...record() })).status).toBe(404);
    expect((await manage(agent, { type: 'restore', ids: [first.id] })).body.data).toEqual({ ids: [first.id] });

    await vi.waitFor(async () => {
      const log = await db().selectFrom('op_log').select(['action', 'resource', 'name']).where('id', '>', since).where('resource', '=', 'inventory_record').orderBy('id').execute();
      expect(log.map((r) => r.action)).toEqual(['create', 'create', 'create', 'update', 'delete', 'restore']);
      expect(log[0].name).toBe('草鱼 00123');
    });
  });

  it("keeps another company's records invisible and unchangeable", async () => {
    const theirs = (await manage<InventoryRow>(admin, { type: 'add', ...record({ product_id: tomato, factory_no: '4242' }) })).body.data!;
    expect(theirs.product_name).toBe('番茄');
    const binned = (await manage<InventoryRow>(admin, { type: 'add', ...record({ product_id: tomato, factory_no: '4343' }) })).body.data!;
    await manage(admin, { type: 'delete', ids: [binned.id] });
    const before = await snapshot();
    expect((await manage<InventorySearchResult>(agent, { type: 'search', keyword: '42' })).body.data!.total).toBe(0);
    expect((await manage<InventorySearchResult>(agent, { type: 'search', product_id: tomato })).body.data!).toMatchObject({ total: 0, remaining: [] });
    expect((await manage<InventorySearchResult>(agent, { type: 'search', deleted: true, keyword: '4343' })).body.data!.total).toBe(0);
    const update = await manage(agent, { type: 'update', id: theirs.id, ...record() });
    expect(update.status).toBe(404);
    expect(update.body.message).toBe('Inventory record not found');
    expect((await manage(agent, { type: 'delete', ids: [theirs.id] })).status).toBe(404);
    expect((await manage(agent, { type: 'restore', ids: [binned.id] })).status).toBe(404);
    // Moving one's own record onto their product is refused too.
    const own = (await manage<InventorySearchResult>(agent, { type: 'search' })).body.data!.rows[0];
    expect((await manage(agent, { type: 'update', id: own.id, ...record({ product_id: tomato }) })).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});
