import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';

let server: TestServer;
let admin: ApiClient;
let ids: Record<'fish' | 'reservoir' | 'greenhouse', number>;

const db = () => server.app.database.db;
const countCompanies = async () => Number((await db().selectFrom('companies').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** The operation log is written after the response; wait for the row instead of sleeping. */
async function waitForOpLog(match: { method: string; path: string; target?: string }) {
  const deadline = Date.now() + 5000;
  for (;;) {
    let query = db().selectFrom('op_log').selectAll().where('method', '=', match.method).where('path', '=', match.path);
    if (match.target) query = query.where('target', '=', match.target);
    const row = await query.orderBy('id', 'desc').executeTakeFirst();
    if (row || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  // Own server: asserts the seeded demo accounts and companies themselves (logins, names, user counts), locks a demo company and reads the whole login log.
  server = await startTestServer();
  admin = new ApiClient(server.origin);
  await admin.login(...DEMO.admin);
  const rows = await db().selectFrom('companies').select(['id', 'alias']).execute();
  const byAlias = (text: string) => rows.find((r) => r.alias?.includes(text))!.id;
  ids = { fish: byAlias('Aquaculture'), reservoir: byAlias('Reservoir'), greenhouse: byAlias('Greenhouse') };
});
afterAll(async () => {
  await server?.close();
});

describe('demo accounts', () => {
  it.each([
    ['admin', 'admin123', 'admin', 'fish', null],
    ['agent', 'agent123', 'agent', 'waterConservancy', 'Reservoir'],
    ['farmer', 'farmer123', 'customer', 'agriculture', 'Aquaculture'],
    ['fishscreen', 'fish12345', 'customer', 'fishScreen', 'Aquaculture'],
    ['grower', 'grower123', 'customer', 'agriculture', 'Greenhouse'],
  ])('%s logs in and gets its own user', async (userName, password, userType, screenType, company) => {
    const client = new ApiClient(server.origin);
    const user = (await client.login(userName, password)) as unknown as { userName: string; userType: string; screen_type: string; tenant: { id: number } | null };
    expect(user).toMatchObject({ userName, userType, screen_type: screenType });
    if (company === null) expect(user.tenant).toBeNull();
    else expect(user.tenant!.id).toBe(ids[company === 'Reservoir' ? 'reservoir' : company === 'Aquaculture' ? 'fish' : 'greenhouse']);
    const me = await client.post<{ user_name: string }>('/users/findUserinfo', {});
    expect(me.status).toBe(200);
    expect(me.body.data!.user_name).toBe(userName);
  });
});

describe('sessions and access codes', () => {
  it.each([
    ['GET', '/companies'],
    ['GET', '/users'],
    ['POST', '/users/findUserinfo'],
    ['POST', '/userdevices/findDeviceList'],
    ['POST', '/weblog/list'],
    ['POST', '/userManage'],
  ])('%s %s answers 401 without a session', async (method, path) => {
    const res = await new ApiClient(server.origin).request(method, path, method === 'POST' ? {} : undefined);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('A0401');
  });

  it('refuses GET /companies to the farmer (no 9001) and to the agent (every code but 9001)', async () => {
    for (const [userName, password] of [DEMO.farmer, DEMO.agent]) {
      const client = new ApiClient(server.origin);
      await client.login(userName, password);
      const res = await client.get('/companies');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Insufficient permission');
    }
  });
});

describe('companies', () => {
  it('lists companies with their user and device counts, filtered by name', async () => {
    const res = await admin.get<{ rows: Array<{ id: number; userCount: number; deviceCount: number; is_lock: number }>; total: number }>('/companies', { page: 1, pageSize: 10 });
    expect(res.status).toBe(200);
    expect(res.body.data!.total).toBeGreaterThanOrEqual(3);
    const fish = res.body.data!.rows.find((r) => r.id === ids.fish)!;
    const live = await db()
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', ids.fish)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(fish).toMatchObject({ userCount: 2, deviceCount: Number(live.n), is_lock: 0 });
    expect(fish.deviceCount).toBeGreaterThan(0);
    const filtered = await admin.get<{ rows: Array<{ id: number }>; total: number }>('/companies', { name: '千岛湖' });
    expect(filtered.body.data!.rows.map((r) => r.id)).toEqual([ids.reservoir]);
    expect(filtered.body.data!.total).toBe(1);
  });

  it('gives the select-box list to callers with a user or device code, scoped to their companies', async () => {
    const agent = new ApiClient(server.origin);
    await agent.login(...DEMO.agent);
    const res = await agent.get<Array<{ id: number }>>('/companies/list');
    expect(res.status).toBe(200);
    expect(res.body.data!.map((c) => c.id).sort()).toEqual([ids.fish, ids.reservoir].sort());
    const farmer = new ApiClient(server.origin);
    await farmer.login(...DEMO.farmer);
    expect((await farmer.get('/companies/list')).status).toBe(403);
  });

  it('creates through POST /companies and PUT /companies/create, and edits through PUT /companies/{id}', async () => {
    const a = await admin.post<{ id: number }>('/companies', { name: '  太湖蟹业  ', alias: 'Taihu Crab' });
    expect(a.status).toBe(200);
    const b = await admin.put<{ id: number }>('/companies/create', { name: '洞庭湖渔场' });
    expect(b.status).toBe(200);
    const edit = await admin.put(`/companies/${b.body.data!.id}`, { alias: 'Dongting Fishery' });
    expect(edit.status).toBe(200);
    const rows = await db().selectFrom('companies').select(['id', 'name', 'alias']).where('id', 'in', [a.body.data!.id, b.body.data!.id]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: a.body.data!.id, name: '太湖蟹业', alias: 'Taihu Crab' },
      { id: b.body.data!.id, name: '洞庭湖渔场', alias: 'Dongting Fishery' },
    ]);
  });

  it('rejects an empty enterprise name in both languages and writes nothing', async () => {
    const before = await countCompanies();
    for (const [path, method, body] of [
      ['/companies', 'POST', { name: '   ' }],
      ['/companies/create', 'PUT', { name: '' }],
      ['/companies', 'POST', { alias: 'no name' }],
    ] as const) {
      const res = await admin.request(method, path, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Enterprise name cannot be empty');
    }
    const zh = new ApiClient(server.origin, 'zh-CN');
    await zh.login(...DEMO.admin);
    const res = await zh.post('/companies', { name: '' });
    expect(res.body.message).toBe('企业名称不能为空');
    expect(await countCompanies()).toBe(before);
    const rename = await admin.post(`/companies/${ids.fish}`, { name: ' ' });
    expect(rename.status).toBe(400);
    expect((await db().selectFrom('companies').select('name').where('id', '=', ids.fish).executeTakeFirstOrThrow()).name).toBe('湖州南浔绿源水产养殖基地');
  });

  it('locks a company so that its users are signed out and cannot log in, and unlocks it again', async () => {
    const signedIn = new ApiClient(server.origin);
    await signedIn.login('grower', 'grower123');
    expect((await admin.post(`/companies/${ids.greenhouse}`, { is_lock: 1 })).status).toBe(200);
    expect((await signedIn.post('/userdevices/findDeviceList', {})).status).toBe(401);
    const locked = await new ApiClient(server.origin).post('/login', { username: 'grower', password: 'grower123' });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe('Your company is locked and cannot log in. Please contact the administrator.');
    expect((await admin.put(`/companies/${ids.greenhouse}`, { is_lock: 0 })).status).toBe(200);
    const open = await new ApiClient(server.origin).post('/login', { username: 'grower', password: 'grower123' });
    expect(open.status).toBe(200);
  });

  it('refuses to delete a company that still owns users or devices, and deletes an empty one', async () => {
    const before = await countCompanies();
    const refused = await admin.delete(`/companies/${ids.greenhouse}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^The company still has 1 user\(s\) and [1-9]\d* device\(s\)/);
    expect(await countCompanies()).toBe(before);
    const empty = await admin.post<{ id: number }>('/companies', { name: '临时企业' });
    expect((await admin.delete(`/companies/${empty.body.data!.id}`)).status).toBe(200);
    expect(await countCompanies()).toBe(before);
    expect((await admin.delete(`/companies/${empty.body.data!.id}`)).status).toBe(404);
  });

  it('keeps creation and deletion for the platform admin and scopes an agent holding 9001', async () => {
    const agent = new ApiClient(server.origin);
    const { userId } = await agent.login(...DEMO.agent);
    expect((await admin.post('/userauth/addPermission', { userId, codes: ['9001'] })).status).toBe(200);
    const list = await agent.get<{ rows: Array<{ id: number }> }>('/companies');
    expect(list.body.data!.rows.map((r) => r.id).sort()).toEqual([ids.fish, ids.reservoir].sort());
    const foreign = await agent.post(`/companies/${ids.greenhouse}`, { is_lock: 1 });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('You may not access this data');
    expect((await db().selectFrom('companies').select('is_lock').where('id', '=', ids.greenhouse).executeTakeFirstOrThrow()).is_lock).toBe(0);
    expect((await agent.post(`/companies/${ids.fish}`, { alias: 'Nanxun Base' })).status).toBe(200);
    expect((await agent.post(`/companies/${ids.reservoir}`, { is_lock: 1 })).status).toBe(400);
    const create = await agent.post('/companies', { name: '代理商自建企业' });
    expect(create.status).toBe(403);
    expect(create.body.message).toBe('Only the platform administrator may create or delete companies');
    expect((await agent.delete(`/companies/${ids.fish}`)).status).toBe(403);
    expect((await admin.post('/userauth/deletePermission', { userId, codes: ['9001'] })).status).toBe(200);
    expect((await agent.get('/companies')).status).toBe(403);
  });
});

describe('operation log', () => {
  it('records a mutation with its user, target and result, refused ones too, but not searches', async () => {
    const created = await admin.post<{ id: number }>('/companies', { name: '审计测试企业' });
    const row = await waitForOpLog({ method: 'POST', path: '/api/companies', target: `company:${created.body.data!.id}` });
    expect(row).toMatchObject({ user_name: 'admin', status_code: 200, success: true, ip: admin.ip });

    const farmer = new ApiClient(server.origin);
    await farmer.login(...DEMO.farmer);
    expect((await farmer.delete(`/users/1`)).status).toBe(403);
    const refused = await waitForOpLog({ method: 'DELETE', path: '/api/users/:id' });
    expect(refused).toMatchObject({ user_name: 'farmer', status_code: 403, success: false });

    await admin.post('/weblog/list', {});
    const listed = await admin.post<{ rows: Array<{ path: string; target: string | null; success: boolean }> }>('/weblog/oplist', { user_name: 'admin' });
    expect(listed.body.data!.rows.some((r) => r.path === '/api/companies' && r.target === `company:${created.body.data!.id}`)).toBe(true);
    expect(await db().selectFrom('op_log').select('id').where('path', 'in', ['/api/weblog/list', '/api/weblog/oplist']).execute()).toEqual([]);
  });
});

describe('login log', () => {
  it('shows the admin every login, an agent its companies, a customer only its own', async () => {
    const grower = new ApiClient(server.origin);
    await grower.login('grower', 'grower123');
    const farmer = new ApiClient(server.origin);
    await farmer.login(...DEMO.farmer);
    const agent = new ApiClient(server.origin);
    await agent.login(...DEMO.agent);

    type Page = { rows: Array<{ user_name: string; ip: string | null; login_type: string; success: boolean }>; total: number };
    const all = await admin.post<Page>('/weblog/list', { pageSize: 200 });
    const names = new Set(all.body.data!.rows.map((r) => r.user_name));
    expect([...names]).toEqual(expect.arrayContaining(['admin', 'agent', 'farmer', 'grower']));
    expect(all.body.data!.rows[0]).toMatchObject({ login_type: 'platform' });

    const agentView = await agent.post<Page>('/weblog/list', { pageSize: 200 });
    const agentNames = new Set(agentView.body.data!.rows.map((r) => r.user_name));
    expect(agentNames.has('farmer')).toBe(true);
    expect(agentNames.has('grower')).toBe(false);
    expect(agentNames.has('admin')).toBe(false);

    expect((await farmer.post('/weblog/list', {})).status).toBe(403);
    const fishscreen = new ApiClient(server.origin);
    const { userId } = await fishscreen.login('fishscreen', 'fish12345');
    await admin.post('/userauth/addPermission', { userId, codes: ['9004'] });
    const own = await fishscreen.post<Page>('/weblog/list', { pageSize: 200 });
    expect(new Set(own.body.data!.rows.map((r) => r.user_name))).toEqual(new Set(['fishscreen']));

    const filtered = await admin.post<Page>('/weblog/list', { user_name: 'grow', startTime: '2000-01-01', endTime: '2099-12-31 23:59:59' });
    expect(filtered.body.data!.rows.length).toBeGreaterThan(0);
    expect(filtered.body.data!.rows.every((r) => r.user_name === 'grower')).toBe(true);
    const future = await admin.post<Page>('/weblog/list', { startTime: '2099-01-01T00:00:00Z' });
    expect(future.body.data).toEqual({ rows: [], total: 0 });
    expect((await admin.post('/weblog/list', { startTime: 'yesterday' })).status).toBe(400);
    expect((await admin.post('/weblog/list', { startTime: '2999-01-01T00:00:00Z' })).status).toBe(400);
  });
});
