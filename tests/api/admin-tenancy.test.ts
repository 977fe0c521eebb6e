import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';

let server: TestServer;
let admin: ApiClient;
let agent: ApiClient;
let farmer: ApiClient;
/** The file's own agent and farmer, and the demo greenhouse's technician: a company the agent does not manage. */
let users: Record<'agent' | 'farmer' | 'grower', { id: number; user_name: string; tenant_id: number | null }>;
const db = () => server.app.database.db;
const codesOf = async (userId: number) =>
  (await db().selectFrom('user_access').select('code').where('user_id', '=', userId).orderBy('code').execute()).map((r) => r.code);

beforeAll(async () => {
  server = await sharedServer();
  const company = await freshCompany(server);
  const byName = async (name: string) => db().selectFrom('users').select(['id', 'user_name', 'tenant_id']).where('user_name', '=', name).executeTakeFirstOrThrow();
  const [agentRow, farmerRow, growerRow] = await Promise.all([byName(company.agent[0]), byName(company.farmer[0]), byName('grower')]);
  users = { agent: agentRow, farmer: farmerRow, grower: growerRow };
  [admin, agent, farmer] = [new ApiClient(server.origin), new ApiClient(server.origin), new ApiClient(server.origin)];
  await Promise.all([admin.login(...DEMO.admin), agent.login(...company.agent), farmer.login(...company.farmer)]);
});

describe('an agent on a company it does not manage (the greenhouse)', () => {
  it('gets 403 locking or editing it even when given the company code', async () => {
    await db().insertInto('user_access').values({ user_id: users.agent.id, code: '9001' }).execute();
    const greenhouse = users.grower.tenant_id!;
    const lock = await agent.post(`/companies/${greenhouse}`, { is_lock: 1 });
    expect(lock.status).toBe(403);
    expect((await agent.put(`/companies/${greenhouse}`, { name: 'renamed' })).status).toBe(403);
    const company = await db().selectFrom('companies').select(['name', 'is_lock']).where('id', '=', greenhouse).executeTakeFirstOrThrow();
    expect(company.is_lock).toBe(0);
    expect(company.name).toBe('寿光绿野蔬菜大棚合作社');
    const listed = await agent.get<{ rows: Array<{ id: number }> }>('/companies', { pageSize: 100 });
    expect(listed.body.data!.rows.map((r) => r.id)).not.toContain(greenhouse);
    await db().deleteFrom('user_access').where('user_id', '=', users.agent.id).where('code', '=', '9001').execute();
  });

  it("gets 403 reading or changing its users' routes and bindings, with nothing written", async () => {
    const grower = users.grower.id;
    const before = await codesOf(grower);
    expect((await agent.get('/users/findRoutesByUserId', { userId: grower })).status).toBe(403);
    expect((await agent.post('/userauth/addPermission', { userId: grower, codes: ['3'] })).status).toBe(403);
    expect((await agent.post('/userauth/deletePermission', { userId: grower, codes: ['1'] })).status).toBe(403);
    // One refused user in a bulk change refuses the whole change.
    const bulk = await agent.post('/userauth/bulk', { code: '3003', grant: [users.farmer.id, grower] });
    expect(bulk.status).toBe(403);
    expect(await codesOf(users.farmer.id)).not.toContain('3003');
    expect(await codesOf(grower)).toEqual(before);
    expect((await agent.post('/userdevices/updateUserDevices', { userId: grower, deviceIds: [] })).status).toBe(403);
    expect((await agent.get(`/userdevices/${grower}`)).status).toBe(403);
    expect((await agent.post('/users/resetPassword', { userId: grower, pwd: 'hacked123' })).status).toBe(403);
  });

  it('does not see its users among code holders, in the user list or in the logs', async () => {
    const holders = await agent.get<Array<{ user_name: string }>>('/userauth/holders', { code: '1' });
    expect(holders.status).toBe(200);
    expect(holders.body.data!.map((h) => h.user_name)).toContain(users.farmer.user_name);
    expect(holders.body.data!.map((h) => h.user_name)).not.toContain('grower');
    const listed = await agent.get<{ rows: Array<{ user_name: string }> }>('/users', { pageSize: 100 });
    expect(listed.body.data!.rows.map((u) => u.user_name)).not.toContain('grower');
    expect((await agent.get('/users', { tenant_id: users.grower.tenant_id })).body.data).toEqual({ rows: [], total: 0 });

    await new ApiClient(server.origin).login('grower', 'grower123');
    const logins = await agent.post<{ rows: Array<{ user_name: string }> }>('/weblog/list', { user_name: 'grower' });
    expect(logins.body.data!.rows).toEqual([]);
    const all = await admin.post<{ rows: Array<{ user_name: string }> }>('/weblog/list', { user_name: 'grower' });
    expect(all.body.data!.rows.length).toBeGreaterThan(0);
  });
});

describe('an ordinary customer', () => {
  it.each([
    ['GET', '/companies'],
    ['GET', '/users'],
    ['GET', '/userauth/holders?code=1'],
    ['POST', '/userauth/bulk'],
    ['POST', '/weblog/list'],
    ['POST', '/weblog/oplist'],
    ['GET', '/weblog/export?kind=login'],
    ['GET', '/notices'],
    ['POST', '/notices'],
    ['GET', '/site-config/edit'],
    ['PUT', '/site-config'],
    ['GET', '/site-config/company-displays'],
  ])('gets 403 for %s %s', async (method, path) => {
    const body = method === 'GET' ? undefined : {};
    const res = await farmer.request(method, path, body);
    expect(res.status).toBe(403);
  });

  it('still reads its own notices and the public site configuration', async () => {
    expect((await farmer.get('/notices/mine')).status).toBe(200);
    expect((await farmer.get('/site-config')).status).toBe(200);
  });
});
