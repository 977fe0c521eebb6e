import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { ROUTE_ACCESS } from '../../shared/contract/access-catalogue';
import { FARM_RESOURCES, type ResourceDecl } from '../../shared/contract/farm';
import { farmCast, manage, type FarmRow, type Rows } from './farm-setup';

/**
 * Every real resource of the farm registry, and /baseManage, through the same checks: add, search
 * with one declared filter (that finds the row, and one that leaves it out), update, delete to the
 * recycle bin and restore, a bad field refused naming it in both languages with the table
 * unchanged, and another company's farm clerk who can neither see, change nor delete the row.
 * A resource whose declaration is added without an entry here fails the first test.
 */
let server: TestServer;
let cast: Awaited<ReturnType<typeof farmCast>>;
/** The greenhouse company's clerk, given every farm code: only tenancy keeps our rows from them. */
let other: ApiClient;
let deps: Deps;

interface Deps {
  pond: number;
  emptyPond: number;
  supplier: number;
  customer: number;
  fodder: number;
  seed: number;
}

interface Entry {
  path: string;
  table: string;
  /** A valid new row (the ManageBody's fields, without `type`). */
  body(d: Deps): Record<string, unknown>;
  /** One field changed by the update, and its new value. */
  change: [string, unknown];
  /** A declared filter that finds the row, and one that does not. */
  filter(d: Deps): { match: Record<string, unknown>; miss: Record<string, unknown> };
  /** A required field left out, and its refusal in English and Chinese. */
  missing: [string, string, string];
  /** The stock ledger keeps its movements: update and delete are refused. */
  fixed?: boolean;
  /** Bases are removed outright, so there is nothing to restore. */
  noBin?: boolean;
}

const text = (key: string, value: string, miss = 'no-such-row') => () => ({ match: { [key]: value }, miss: { [key]: miss } });
const atPond = (d: Deps) => ({ match: { pond_id: d.pond }, miss: { pond_id: d.emptyPond } });
const logAt = '2026-05-01 08:00';
const required = (decl: ResourceDecl, key: string): [string, string, string] => {
  const field = decl.fields.find((f) => f.key === key)!;
  return [key, `${field.label.en} cannot be empty`, `${field.label.zh}不能为空`];
};
const byPath = (path: string) => FARM_RESOURCES.find((d) => d.path === path)!;

const ENTRIES: Entry[] = ([
  { path: '/personManage', body: () => ({ role: 'customer', name: 'Lake Hotel', phone: '0571-1' }), change: ['phone', '0571-2'], filter: text('name', 'lake hot'), missing: ['name', 'Name cannot be empty', '名称不能为空'] },
  { path: '/seedManage', body: (d) => ({ name: 'Carp fry', unit: 'tail', supplier_id: d.supplier }), change: ['specification', '3 cm'], filter: text('name', 'carp f'), missing: ['unit', 'Unit cannot be empty', '单位不能为空'] },
  { path: '/feedManage', body: () => ({ name: 'Sinking feed', unit: 'kg', low_stock: 10 }), change: ['low_stock', 25], filter: (d) => ({ match: { name: 'sinking' }, miss: { supplier_id: d.supplier } }), missing: ['name', 'Name cannot be empty', '名称不能为空'] },
  { path: '/controlMaterial', body: () => ({ name: 'Lime', unit: 'kg' }), change: ['note', 'for pH'], filter: text('name', 'lime'), missing: ['unit', 'Unit cannot be empty', '单位不能为空'] },
  { path: '/stockManage', body: (d) => ({ item_id: d.seed, direction: 'in', quantity: 500, supplier_id: d.supplier, at: logAt }), change: ['quantity', 1], filter: (d) => ({ match: { item_id: d.seed }, miss: { item_id: d.fodder } }), missing: ['item_id', 'Item cannot be empty', '物品不能为空'], fixed: true },
  { path: '/transportManage', body: () => ({ vehicle: 'ZJ-C777', from_place: 'Base', to_place: 'Market', at: logAt }), change: ['driver', 'Qian'], filter: text('vehicle', 'c777'), missing: ['to_place', 'To cannot be empty', '终点不能为空'] },
  { path: '/seedingManage', body: (d) => ({ pond_id: d.pond, at: logAt, species: 'Bream', batch: 'BR-1', count: 300 }), change: ['size', 12], filter: atPond, missing: ['species', 'Species cannot be empty', '品种不能为空'] },
  { path: '/feedingManage', body: (d) => ({ pond_id: d.pond, at: logAt, item_id: d.fodder, quantity: 5 }), change: ['handler', 'Sun'], filter: atPond, missing: ['quantity', 'Quantity cannot be empty', '投喂量不能为空'] },
  { path: '/patrolManage', body: (d) => ({ pond_id: d.pond, at: logAt, observation: 'Fish active' }), change: ['weather', 'Sunny'], filter: atPond, missing: ['observation', 'Observation cannot be empty', '巡塘情况不能为空'] },
  { path: '/waterManage', body: (d) => ({ pond_id: d.pond, at: logAt, volume: 120 }), change: ['depth_after', 150], filter: atPond, missing: ['volume', 'Volume cannot be empty', '换水量不能为空'] },
  { path: '/sampleManage', body: (d) => ({ pond_id: d.pond, at: logAt, count: 30, mean_weight: 250 }), change: ['mean_weight', 260], filter: atPond, missing: ['mean_weight', 'Mean weight cannot be empty', '平均体重不能为空'] },
  { path: '/waterdetectManage', body: (d) => ({ pond_id: d.pond, at: logAt, ph: 7.2, oxygen: 6 }), change: ['lab', 'County lab'], filter: atPond, missing: ['pond_id', 'Pond cannot be empty', '池塘不能为空'] },
  { path: '/machineManage', body: () => ({ machine: 'Aerator 3', content: 'Changed the belt', at: logAt, handler: 'Wu' }), change: ['measures', 'Greased'], filter: text('machine', 'aerator'), missing: ['handler', 'Handler cannot be empty', '负责人不能为空'] },
  { path: '/saleManage', body: (d) => ({ pond_id: d.pond, batch: 'BR-1', customer_id: d.customer, sold_on: '2026-05-02', count: 50, weight: 40, price: 18 }), change: ['price', 19], filter: (d) => ({ match: { customer_id: d.customer, batch: 'br-' }, miss: { batch: 'GC-' } }), missing: ['customer_id', 'Customer cannot be empty', '客户不能为空'] },
  { path: '/baseManage', body: () => ({ name: 'East base', longitude: 120.2, latitude: 30.9 }), change: ['name', 'East base II'], filter: text('keyword', 'east'), missing: ['name', 'Base name cannot be empty', '基地名称不能为空'], noBin: true },
] satisfies Omit<Entry, 'table'>[]).map((entry: Omit<Entry, 'table'>) => ({ ...entry, table: entry.path === '/baseManage' ? 'sites' : byPath(entry.path).table }));

const snapshot = async (table: string) => JSON.stringify(await cast.db.selectFrom(table as never).selectAll().orderBy('id' as never).execute());
const search = async (client: ApiClient, path: string, filter: Record<string, unknown>) => (await manage<Rows<FarmRow>>(client, path, { type: 'search', pageSize: 100, ...filter })).body.data!;
const ids = (rows: Rows<FarmRow>) => rows.rows.map((r) => r.id);

beforeAll(async () => {
  server = await sharedServer();
  cast = await farmCast(server);
  const db = cast.db;
  const [growerName, growerPassword] = cast.greenCompany.users.grower!;
  const grower = await db.selectFrom('users').select('id').where('user_name', '=', growerName).executeTakeFirstOrThrow();
  const codes = [...new Set([...ROUTE_ACCESS.farm, ...ROUTE_ACCESS.farmBases])].map((code) => ({ user_id: grower.id, code }));
  await db.insertInto('user_access').values(codes).onConflict((oc) => oc.doNothing()).execute();
  other = new ApiClient(server.origin);
  await other.login(growerName, growerPassword);

  const pond = await cast.newPond('Registry pond');
  const emptyPond = await cast.newPond('Registry pond 2');
  // The sale's fish: the pond holds them before any seeding of this file.
  await db.updateTable('ponds').set({ stock_count: 10_000 }).where('id', '=', pond).execute();
  const add = async (path: string, body: Record<string, unknown>) => (await manage<FarmRow>(cast.fish, path, { type: 'add', ...body })).body.data!.id;
  const supplier = await add('/personManage', { role: 'supplier', name: 'Hatchery Zhou' });
  const customer = await add('/personManage', { role: 'customer', name: 'Market Chen' });
  const fodder = await add('/feedManage', { name: 'Pellets 2mm', unit: 'kg' });
  const seed = await add('/seedManage', { name: 'Bream fry', unit: 'tail' });
  await add('/stockManage', { item_id: fodder, direction: 'in', quantity: 100, at: '2026-04-30 08:00' });
  deps = { pond, emptyPond, supplier, customer, fodder, seed };
});

it('covers every declared resource', () => {
  expect(ENTRIES.map((e) => e.path).sort()).toEqual([...FARM_RESOURCES.map((d) => d.path), '/baseManage'].sort());
});

describe.each(ENTRIES)('$path', (entry) => {
  let row: FarmRow;
  const decl = FARM_RESOURCES.find((d) => d.path === entry.path);

  it('adds a row of the caller\'s company', async () => {
    const added = await manage<FarmRow>(cast.fish, entry.path, { type: 'add', ...entry.body(deps) });
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.message).toBe('Added successfully');
    row = added.body.data!;
    expect(row).toMatchObject({ tenant_id: cast.fishTenant, ...(decl ? entry.body(deps) : { name: entry.body(deps).name }) });
  });

  it('searches with a declared filter', async () => {
    const { match, miss } = entry.filter(deps);
    expect(Object.keys(match).every((key) => !decl || decl.filters.includes(key))).toBe(true);
    expect(ids(await search(cast.fish, entry.path, match))).toContain(row.id);
    expect(ids(await search(cast.fish, entry.path, miss))).not.toContain(row.id);
  });

  it('updates it, or refuses to where the row is a fixed movement', async () => {
    const [key, value] = entry.change;
    const res = await manage<FarmRow>(cast.fish, entry.path, { type: 'update', id: row.id, ...entry.body(deps), [key]: value });
    if (entry.fixed) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Stock movements cannot be changed or deleted; record a correcting movement');
      return;
    }
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data![key]).toBe(value);
    expect((await search(cast.fish, entry.path, entry.filter(deps).match)).rows.find((r) => r.id === row.id)?.[key]).toBe(value);
  });

  it('refuses a bad field, naming it in both languages, and writes nothing', async () => {
    const before = await snapshot(entry.table);
    const [key, en, zh] = decl ? required(decl, entry.missing[0]) : entry.missing;
    expect([en, zh]).toEqual(entry.missing.slice(1));
    const body = { type: 'add', ...entry.body(deps) } as Record<string, unknown>;
    delete body[key];
    const res = await manage(cast.fish, entry.path, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(en);
    expect((await manage(cast.fishZh, entry.path, { ...body, type: 'add' })).body.message).toBe(zh);
    const blank = await manage(cast.fish, entry.path, { type: 'update', id: row.id, ...entry.body(deps), [key]: null });
    expect(blank.status).toBe(400);
    expect(await snapshot(entry.table)).toBe(before);
  });

  it("keeps the row from another company's clerk: not listed, not changed, not deleted", async () => {
    const before = await snapshot(entry.table);
    expect(ids(await search(other, entry.path, {}))).not.toContain(row.id);
    expect(ids(await search(other, entry.path, { deleted: true }))).not.toContain(row.id);
    const update = await manage(other, entry.path, { type: 'update', id: row.id, ...entry.body(deps), [entry.change[0]]: entry.change[1] });
    expect(update.status).not.toBe(200);
    const del = await manage(other, entry.path, { type: 'delete', ids: [row.id] });
    expect(del.status).not.toBe(200);
    if (!entry.fixed) {
      expect(update.status).toBe(404);
      expect(del.status).toBe(404);
    }
    expect(await snapshot(entry.table)).toBe(before);
  });

  it('deletes it to the recycle bin and restores it (a base outright; a movement not at all)', async () => {
    const del = await manage(cast.fish, entry.path, { type: 'delete', ids: [row.id] });
    if (entry.fixed) {
      expect(del.status).toBe(400);
      expect(ids(await search(cast.fish, entry.path, {}))).toContain(row.id);
      return;
    }
    expect(del.status, del.body.message).toBe(200);
    expect(del.body.data).toEqual({ ids: [row.id] });
    expect(ids(await search(cast.fish, entry.path, {}))).not.toContain(row.id);
    if (entry.noBin) {
      expect((await manage(cast.fish, entry.path, { type: 'restore', ids: [row.id] })).status).toBe(404);
      return;
    }
    expect(ids(await search(cast.fish, entry.path, { deleted: true }))).toContain(row.id);
    expect((await manage(cast.fish, entry.path, { type: 'restore', ids: [row.id] })).status).toBe(200);
    expect(ids(await search(cast.fish, entry.path, {}))).toContain(row.id);
  });
});
