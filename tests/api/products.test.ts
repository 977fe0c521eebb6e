import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import type { Product } from '../../shared/contract/api/products';

/**
 * POST /productManage: the catalogue's five types, its messages in both languages, a refused call
 * writing nothing, the read-only pickers' code, and another company's products out of reach.
 */
let server: TestServer;
let agent: ApiClient;
let agentZh: ApiClient;
let admin: ApiClient;
let farmer: ApiClient;
let grower: ApiClient;
/**
 * Three companies of the file's own, as the demo's: the agent's own (`reservoir`), one it also
 * manages (`fish`, whose farmer picks products) and one it does not (`greenhouse`, with its technician).
 */
let companies: Record<'fish' | 'reservoir' | 'greenhouse', number>;
/** Log-in names of the file's agent and farmer, as the operation log records them. */
let [agentName, farmerName] = ['', ''];
const db = () => server.app.database.db;
const manage = <T = unknown>(client: ApiClient, body: Record<string, unknown>) => client.post<T>('/productManage', body);

/** Every product row as text: a refused call must leave it as it was. */
const snapshot = async () => JSON.stringify(await db().selectFrom('products').selectAll().orderBy('id').execute());
const lastLogId = async () => Number((await db().selectFrom('op_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
async function logAfter(since: number, expected: number) {
  const read = () => db().selectFrom('op_log').select(['user_name', 'action', 'resource', 'name', 'success']).where('id', '>', since).orderBy('id').execute();
  await vi.waitFor(async () => expect((await read()).length).toBeGreaterThanOrEqual(expected), { timeout: 5000 });
  return read();
}

beforeAll(async () => {
  server = await sharedServer();
  const [own, managed, green] = await Promise.all([
    freshCompany(server, { devices: 0 }),
    freshCompany(server, { devices: 0 }),
    freshCompany(server, { devices: 0, users: ['grower'] }),
  ]);
  const userId = async (name: string) => (await db().selectFrom('users').select('id').where('user_name', '=', name).executeTakeFirstOrThrow()).id;
  await db().insertInto('agent_companies').values({ user_id: await userId(own.agent[0]), company_id: managed.id }).execute();
  [agentName, farmerName] = [own.agent[0], managed.farmer[0]];
  agent = new ApiClient(server.origin);
  agentZh = new ApiClient(server.origin, 'zh-CN');
  admin = new ApiClient(server.origin);
  farmer = new ApiClient(server.origin);
  grower = new ApiClient(server.origin);
  await Promise.all([agent.login(...own.agent), agentZh.login(...own.agent), admin.login(...DEMO.admin), grower.login(...green.users.grower!)]);
  companies = { fish: managed.id, reservoir: own.id, greenhouse: green.id };
  // The farmer keeps inventory (7005) but not the catalogue (8010): it may only read products.
  const farmerId = await userId(managed.farmer[0]);
  expect((await admin.post('/userauth/addPermission', { userId: farmerId, codes: ['7', '7005'] })).status).toBe(200);
  await farmer.login(...managed.farmer);
});

describe('access', () => {
  it('answers 401 without a session and 403 without a catalogue or picker code', async () => {
    expect((await manage(new ApiClient(server.origin), { type: 'search' })).status).toBe(401);
    expect((await manage(grower, { type: 'search' })).status).toBe(403);
    expect((await manage(grower, { type: 'add', name: 'x' })).status).toBe(403);
  });

  it('lets a picker code search but not change the catalogue, even with a bad body, and logs the attempt', async () => {
    const before = await snapshot();
    const since = await lastLogId();
    expect((await manage(farmer, { type: 'search' })).status).toBe(200);
    for (const body of [{ type: 'add', name: 'Grass carp' }, { type: 'add' }, { type: 'update', id: 1, name: 'x' }, { type: 'delete', ids: [1] }, { type: 'restore', ids: [1] }]) {
      const res = await manage(farmer, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
    }
    expect(await snapshot()).toBe(before);
    const log = await logAfter(since, 5);
    expect(log.filter((r) => r.user_name === farmerName).map((r) => [r.action, r.resource, r.success])).toContainEqual(['create', 'product', false]);
  });
});

describe('validation', () => {
  it('refuses a missing, blank or over-long name, an unknown type and a bad id, in both languages, writing nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string | RegExp, string | RegExp][] = [
      [{ type: 'add' }, 'Product name cannot be empty', '产品名称不能为空'],
      [{ type: 'add', name: '   ' }, 'Product name cannot be empty', '产品名称不能为空'],
      [{ type: 'add', name: null }, 'Product name cannot be empty', '产品名称不能为空'],
      [{ type: 'add', name: 'x'.repeat(101) }, /name.*100/, /name.*100/],
      [{ type: 'add', name: 'ok', note: 'x'.repeat(501) }, /note.*500/, /note.*500/],
      [{ type: 'update', name: 'x' }, /id/, /id/],
      [{ type: 'delete', ids: [] }, /ids/, /ids/],
      [{ type: 'drop' }, /type/, /type/],
    ];
    for (const [body, en, zh] of cases) {
      const a = await manage(agent, body);
      expect(a.status, JSON.stringify(body)).toBe(400);
      expect(a.body.message).toMatch(en);
      const b = await manage(agentZh, body);
      expect(b.status).toBe(400);
      expect(b.body.message).toMatch(zh);
    }
    expect(await snapshot()).toBe(before);
  });

  it('asks the platform admin to choose the company, in both languages', async () => {
    const before = await snapshot();
    const en = await manage(admin, { type: 'add', name: 'Orphan' });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('Choose the company');
    const adminZh = new ApiClient(server.origin, 'zh-CN');
    await adminZh.login(...DEMO.admin);
    expect((await manage(adminZh, { type: 'add', name: 'Orphan' })).body.message).toBe('请选择所属企业');
    expect(await snapshot()).toBe(before);
  });
});

describe('the catalogue', () => {
  it('adds, searches, updates, deletes to the recycle bin and restores, with one log row per change', async () => {
    const since = await lastLogId();
    const added = await manage<Product>(agent, { type: 'add', name: ' Grass carp ', category: 'Fish', specification: '1-2 kg', unit: 'kg', note: '' });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Added successfully');
    const carp = added.body.data!;
    expect(carp).toMatchObject({ name: 'Grass carp', category: 'Fish', unit: 'kg', note: null, tenant_id: companies.reservoir, deleted_at: null });
    expect(carp.tenant_name).toBeTruthy();

    const inFish = await manage<Product>(agent, { type: 'add', name: 'Shrimp', category: 'Crustacean', tenant_id: companies.fish });
    expect(inFish.body.data!.tenant_id).toBe(companies.fish);

    const byCategory = await manage<{ rows: Product[]; total: number }>(agent, { type: 'search', keyword: 'crust' });
    expect(byCategory.body.data!.rows.map((r) => r.name)).toEqual(['Shrimp']);
    const byName = await manage<{ rows: Product[]; total: number }>(agent, { type: 'search', keyword: 'carp', tenant_id: companies.reservoir });
    expect(byName.body.data).toMatchObject({ total: 1, rows: [{ id: carp.id }] });
    expect((await manage<{ total: number }>(agent, { type: 'search', keyword: '%' })).body.data!.total).toBe(0);

    const updated = await manage<Product>(agent, { type: 'update', id: carp.id, name: 'Grass carp', unit: null, note: 'pond 3' });
    expect(updated.body).toMatchObject({ message: 'Modified successfully', data: { unit: null, note: 'pond 3', category: 'Fish' } });
    const moved = await manage(agent, { type: 'update', id: carp.id, name: 'Grass carp', tenant_id: companies.fish });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe("A product's company cannot be changed");

    const deleted = await manage<{ ids: number[] }>(agent, { type: 'delete', ids: [carp.id] });
    expect(deleted.body.data).toEqual({ ids: [carp.id] });
    expect((await manage<{ total: number }>(agent, { type: 'search', keyword: 'carp' })).body.data!.total).toBe(0);
    const bin = await manage<{ rows: Product[] }>(agent, { type: 'search', deleted: true });
    expect(bin.body.data!.rows.map((r) => r.id)).toEqual([carp.id]);
    expect(bin.body.data!.rows[0].deleted_at).toBeTruthy();
    // A deleted product can be neither edited nor deleted again; restoring brings it back.
    expect((await manage(agent, { type: 'update', id: carp.id, name: 'x' })).status).toBe(400);
    expect((await manage(agent, { type: 'delete', ids: [carp.id] })).status).toBe(404);
    expect((await manage(agent, { type: 'restore', ids: [carp.id] })).body.data).toEqual({ ids: [carp.id] });
    expect((await manage(agent, { type: 'restore', ids: [carp.id] })).status).toBe(404);

    const log = await logAfter(since, 5);
    expect(log.map((r) => [r.user_name, r.action, r.resource, r.name])).toEqual([
      [agentName, 'create', 'product', 'Grass carp'],
      [agentName, 'create', 'product', 'Shrimp'],
      [agentName, 'update', 'product', 'Grass carp'],
      [agentName, 'delete', 'product', 'Grass carp'],
      [agentName, 'restore', 'product', 'Grass carp'],
    ]);
  });

  it('keeps names unique among a company\'s live products (409 in both languages)', async () => {
    await manage(agent, { type: 'add', name: 'Silver carp' });
    const before = await snapshot();
    const en = await manage(agent, { type: 'add', name: 'Silver carp' });
    expect(en.status).toBe(409);
    expect(en.body.message).toBe('A product named "Silver carp" already exists');
    expect((await manage(agentZh, { type: 'add', name: ' Silver carp' })).body.message).toBe('产品名称“Silver carp”已存在');
    expect(await snapshot()).toBe(before);
    // Another company may use the name; a deleted product frees it, and cannot come back while it is taken.
    expect((await manage(agent, { type: 'add', name: 'Silver carp', tenant_id: companies.fish })).status).toBe(200);
    const { rows } = (await manage<{ rows: Product[] }>(agent, { type: 'search', keyword: 'Silver', tenant_id: companies.reservoir })).body.data!;
    await manage(agent, { type: 'delete', ids: [rows[0].id] });
    expect((await manage(agent, { type: 'add', name: 'Silver carp' })).status).toBe(200);
    const restore = await manage(agent, { type: 'restore', ids: [rows[0].id] });
    expect(restore.status).toBe(409);
    expect(restore.body.message).toBe('A product named "Silver carp" already exists');
    const rename = await manage(agent, { type: 'add', name: 'Bighead' });
    const bighead = (rename.body.data as Product).id;
    expect((await manage(agent, { type: 'update', id: bighead, name: 'Silver carp' })).status).toBe(409);
  });

  it("keeps another company's products invisible and unchangeable", async () => {
    const theirs = (await manage<Product>(admin, { type: 'add', name: 'Tomato', category: 'Vegetable', tenant_id: companies.greenhouse })).body.data!;
    expect((await manage<{ rows: Product[] }>(admin, { type: 'search', keyword: 'Tomato' })).body.data!.rows.map((r) => r.id)).toEqual([theirs.id]);
    const binned = (await manage<Product>(admin, { type: 'add', name: 'Cucumber', tenant_id: companies.greenhouse })).body.data!;
    await manage(admin, { type: 'delete', ids: [binned.id] });

    const before = await snapshot();
    expect((await manage<{ total: number }>(agent, { type: 'search', keyword: 'Tomato' })).body.data!.total).toBe(0);
    expect((await manage<{ total: number }>(agent, { type: 'search', tenant_id: companies.greenhouse })).body.data!.total).toBe(0);
    expect((await manage<{ total: number }>(agent, { type: 'search', deleted: true, keyword: 'Cucumber' })).body.data!.total).toBe(0);
    const update = await manage(agent, { type: 'update', id: theirs.id, name: 'Mine now' });
    expect(update.status).toBe(404);
    expect(update.body.message).toBe('Product not found');
    expect((await manage(agent, { type: 'delete', ids: [theirs.id] })).status).toBe(404);
    expect((await manage(agent, { type: 'restore', ids: [binned.id] })).status).toBe(404);
    // One foreign id among the caller's own refuses the whole call.
    const own = (await manage<Product>(agent, { type: 'add', name: 'Perch' })).body.data!;
    const snapshotWithOwn = await snapshot();
    expect((await manage(agent, { type: 'delete', ids: [own.id, theirs.id] })).status).toBe(404);
    expect(await snapshot()).toBe(snapshotWithOwn);
    expect((await manage(agent, { type: 'add', name: 'Tomato', tenant_id: companies.greenhouse })).status).toBe(403);
    // The greenhouse's rows are as they were.
    const greenhouseRows = (rows: string) => (JSON.parse(rows) as Product[]).filter((r) => r.tenant_id === companies.greenhouse);
    expect(greenhouseRows(await snapshot())).toEqual(greenhouseRows(before));
  });
});
