import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';

let server: TestServer;
let admin: ApiClient;
let agent: ApiClient;
let farmer: ApiClient;
const users: Record<string, { id: number; tenant_id: number | null }> = {};
const companies: Record<'fish' | 'reservoir' | 'greenhouse', number> = { fish: 0, reservoir: 0, greenhouse: 0 };

const db = () => server.app.database.db;
type DeviceList = { rows: Array<{ device_id: string; deviceid: string; tenant_id: number; expiry_date: string | null; company_name: string }>; total: number };
const idsOf = (list: DeviceList | undefined) => list!.rows.map((r) => r.device_id).sort();
const snapshot = () => db().selectFrom('users').selectAll().orderBy('id').execute();
const bindings = (userId: number) =>
  db().selectFrom('device_users').select('device_id').where('user_id', '=', userId).orderBy('device_id').execute().then((rows) => rows.map((r) => r.device_id));

beforeAll(async () => {
  // Own server: asserts the seeded demo bindings (the farmer's five devices, their SIM expiry and company name) and code 11's holders across the whole platform.
  server = await startTestServer();
  for (const row of await db().selectFrom('users').select(['id', 'user_name', 'tenant_id']).execute()) users[row.user_name] = row;
  companies.fish = users.farmer.tenant_id!;
  companies.reservoir = users.agent.tenant_id!;
  companies.greenhouse = users.grower.tenant_id!;
  admin = new ApiClient(server.origin);
  await admin.login(...DEMO.admin);
  agent = new ApiClient(server.origin);
  await agent.login(...DEMO.agent);
  farmer = new ApiClient(server.origin);
  await farmer.login(...DEMO.farmer);
});
afterAll(async () => {
  await server?.close();
});

describe('an ordinary customer (farmer)', () => {
  it('sees only its bound devices, whatever userId it sends', async () => {
    const bound = ['AW00001', 'AW00002', 'AW00003', 'AW00004', 'ET000001'];
    const own = await farmer.post<DeviceList>('/userdevices/findDeviceList', { userId: users.farmer.id, userType: 'customer' });
    expect(own.status).toBe(200);
    expect(idsOf(own.body.data)).toEqual(bound);
    expect(own.body.data!.total).toBe(5);
    expect(own.body.data!.rows[0]).toMatchObject({ deviceid: 'AW00001', expiry_date: '2026-10-01', company_name: '湖州南浔绿源水产养殖基地' });
    const asAdmin = await farmer.post<DeviceList>('/userdevices/findDeviceList', { userId: users.admin.id });
    expect(idsOf(asAdmin.body.data)).toEqual(bound);
    const paged = await farmer.post<DeviceList>('/userdevices/getDeviceListByPage', { page: 1, pageSize: 2 });
    expect(paged.body.data!.total).toBe(5);
    expect(paged.body.data!.rows).toHaveLength(2);
    expect((await farmer.post<DeviceList['rows']>('/userdevices/searchDevice', { keyword: 'AG' })).body.data).toEqual([]);
    expect((await farmer.post<DeviceList['rows']>('/userdevices/searchDevice', { keyword: '1号塘' })).body.data!.map((d) => d.device_id)).toEqual(['AW00001']);
  });

  it('cannot read or change another company\'s users or devices', async () => {
    const before = await snapshot();
    const info = await farmer.post('/users/findUserinfo', { userId: users.grower.id });
    expect(info.status).toBe(403);
    expect((await farmer.post('/users/findUserinfo', { userId: users.fishscreen.id })).status).toBe(403);
    expect((await farmer.get('/users')).status).toBe(403);
    expect((await farmer.post('/users', { id: users.grower.id, user_name: 'grower', real_name: 'hacked' })).status).toBe(403);
    expect((await farmer.delete(`/users/${users.grower.id}`)).status).toBe(403);
    expect((await farmer.post('/users/resetPassword', { userId: users.grower.id, pwd: 'hacked123' })).status).toBe(403);
    expect((await farmer.get(`/userdevices/${users.grower.id}`)).status).toBe(403);
    expect((await farmer.post('/userdevices/updateUserDevices', { userId: users.farmer.id, deviceIds: ['AG00001'] })).status).toBe(403);
    expect((await farmer.post('/userauth/addPermission', { userId: users.farmer.id, codes: ['9002'] })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect(await bindings(users.farmer.id)).toEqual(['AW00001', 'AW00002', 'AW00003', 'AW00004', 'ET000001']);
    const self = await farmer.get<DeviceList>(`/userdevices/${users.farmer.id}`);
    expect(self.status).toBe(200);
    expect(self.body.data!.total).toBe(5);
  });
});

describe('an agent', () => {
  it('sees the devices and users of the companies it manages, never the greenhouse or the admin', async () => {
    const devices = await agent.post<DeviceList>('/userdevices/findDeviceList', {});
    const tenants = new Set(devices.body.data!.rows.map((r) => r.tenant_id));
    expect([...tenants].sort()).toEqual([companies.fish, companies.reservoir].sort());
    const listed = await agent.get<{ rows: Array<{ user_name: string }> }>('/users', { pageSize: 100 });
    expect(listed.body.data!.rows.map((r) => r.user_name).sort()).toEqual(['agent', 'farmer', 'fishscreen']);
    const greenhouseUsers = await agent.get<{ rows: unknown[]; total: number }>('/users', { tenant_id: companies.greenhouse });
    expect(greenhouseUsers.body.data).toEqual({ rows: [], total: 0 });
    const page = await agent.post<DeviceList>('/userdevices/getDeviceListByPage', { tenant_id: companies.greenhouse });
    expect(page.body.data!.total).toBe(0);
  });

  it('cannot touch the greenhouse company or its users', async () => {
    const before = await snapshot();
    expect((await agent.post(`/companies/${companies.greenhouse}`, { is_lock: 1 })).status).toBe(403);
    expect((await agent.post('/users/findUserinfo', { userId: users.grower.id })).status).toBe(403);
    expect((await agent.post('/users', { id: users.grower.id, user_name: 'grower', real_name: 'x' })).status).toBe(403);
    expect((await agent.delete(`/users/${users.grower.id}`)).status).toBe(403);
    expect((await agent.post('/users/resetPassword', { userId: users.grower.id, pwd: 'hacked123' })).status).toBe(403);
    expect((await agent.get(`/userdevices/${users.grower.id}`)).status).toBe(403);
    expect((await agent.get('/users/findRoutesByUserId', { userId: users.grower.id })).status).toBe(403);
    expect((await agent.post('/userauth/deletePermission', { userId: users.grower.id, codes: ['1'] })).status).toBe(403);
    expect((await agent.post('/users/findUserinfo', { userId: users.admin.id })).status).toBe(403);
    expect((await agent.post('/users', { ...newCustomer('agent_made'), tenant_id: companies.greenhouse })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect((await db().selectFrom('companies').select('is_lock').where('id', '=', companies.greenhouse).executeTakeFirstOrThrow()).is_lock).toBe(0);
  });

  it('creates customers (not agents) in its companies, who start without codes', async () => {
    const agentType = await agent.post('/users', { ...newCustomer('sub_agent'), user_type: 'agent' });
    expect(agentType.status).toBe(403);
    expect(agentType.body.message).toBe('Only the platform administrator may create or appoint agent customers');
    const created = await agent.post<{ id: number }>('/users', newCustomer('reservoir_clerk'));
    expect(created.status).toBe(200);
    const routes = await agent.get<{ allocated: unknown[]; assignable: Array<{ code: string }> }>('/users/findRoutesByUserId', { userId: created.body.data!.id });
    expect(routes.body.data!.allocated).toEqual([]);
    const assignable = routes.body.data!.assignable.map((e) => e.code);
    expect(assignable).toContain('9002');
    expect(assignable).not.toContain('9001');
  });
});

function newCustomer(userName: string) {
  return { user_name: userName, real_name: '职员', pwd: 'clerk1234', tenant_id: companies.reservoir, user_type: 'customer' };
}

describe('access codes', () => {
  it('give a rule editor (8002 alone) the user and company pickers of its own company', async () => {
    expect((await farmer.get('/users/findUsers')).status).toBe(403);
    expect((await admin.post('/userauth/addPermission', { userId: users.farmer.id, codes: ['8002'] })).status).toBe(200);
    try {
      const pickedUsers = await farmer.get<Array<{ user_name: string }>>('/users/findUsers');
      expect(pickedUsers.status).toBe(200);
      expect(pickedUsers.body.data!.map((u) => u.user_name)).toContain('farmer');
      expect(pickedUsers.body.data!.map((u) => u.user_name)).not.toContain('agent');
      const pickedCompanies = await farmer.get<Array<{ id: number }>>('/companies/list');
      expect(pickedCompanies.status).toBe(200);
      expect(pickedCompanies.body.data!.map((c) => c.id)).toEqual([companies.fish]);
    } finally {
      await admin.post('/userauth/deletePermission', { userId: users.farmer.id, codes: ['8002'] });
    }
  });

  it('let a user who holds only the AI page (15) read the live values and history its curve draws', async () => {
    const held = (await db().selectFrom('user_access').select('code').where('user_id', '=', users.farmer.id).execute()).map((r) => r.code);
    const live = ['3001', '3002', '3003', '3004', '3005', '4001', '1001', '2001', '11', '5001', '5002', '5003', '5004', '5005', '5006'].filter((c) => held.includes(c));
    expect((await admin.post('/userauth/deletePermission', { userId: users.farmer.id, codes: live })).status).toBe(200);
    try {
      const history = { startTime: Date.now() - 3_600_000, endTime: Date.now(), ids: 'AW00001' };
      expect((await farmer.get('/userdevices/realtime/AW00001')).status).toBe(403);
      expect((await farmer.get('/datahis/getHisDataByTime', history)).status).toBe(403);
      expect((await admin.post('/userauth/addPermission', { userId: users.farmer.id, codes: ['15'] })).status).toBe(200);
      expect((await farmer.get('/userdevices/realtime/AW00001')).status).toBe(200);
      expect((await farmer.get('/datahis/getHisDataByTime', history)).status).toBe(200);
    } finally {
      await admin.post('/userauth/addPermission', { userId: users.farmer.id, codes: live });
      if (!held.includes('15')) await admin.post('/userauth/deletePermission', { userId: users.farmer.id, codes: ['15'] });
    }
  });

  it('take effect at the next request and cannot be handed out by someone who lacks them', async () => {
    expect((await farmer.get('/users')).status).toBe(403);
    expect((await admin.post('/userauth/addPermission', { userId: users.farmer.id, codes: ['9002', '9002'] })).status).toBe(200);
    const nowAllowed = await farmer.get<{ rows: Array<{ user_name: string }> }>('/users');
    expect(nowAllowed.status).toBe(200);
    expect(nowAllowed.body.data!.rows.map((r) => r.user_name).sort()).toEqual(['farmer', 'fishscreen']);
    expect((await admin.post('/userauth/deletePermission', { userId: users.farmer.id, codes: ['9002'] })).status).toBe(200);
    expect((await farmer.get('/users')).status).toBe(403);

    const notHeld = await agent.post('/userauth/addPermission', { userId: users.farmer.id, codes: ['1', '9001'] });
    expect(notHeld.status).toBe(403);
    expect(notHeld.body.message).toBe('You cannot assign an access code you do not hold: 9001');
    const unknown = await admin.post('/userauth/addPermission', { userId: users.farmer.id, codes: ['424242'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown access code: 424242');
    const own = await admin.post('/userauth/deletePermission', { userId: users.admin.id, codes: ['9003'] });
    expect(own.status).toBe(403);
    expect(await db().selectFrom('user_access').select('code').where('user_id', '=', users.farmer.id).where('code', 'in', ['9001', '9002', '424242']).execute()).toEqual([]);
  });

  it('lists who holds a code among the users the caller sees', async () => {
    const holders = await agent.get<Array<{ user_name: string }>>('/userauth/holders', { code: '11' });
    expect(holders.body.data!.map((u) => u.user_name).sort()).toEqual(['agent', 'fishscreen']);
    const all = await admin.get<Array<{ user_name: string }>>('/userauth/holders', { code: '11' });
    expect(all.body.data!.map((u) => u.user_name).sort()).toEqual(['admin', 'agent', 'fishscreen', 'grower']);
  });
});

describe('device binding', () => {
  const liveDevicesOf = async (...tenants: number[]) =>
    (await db().selectFrom('devices').select('device_id').where('tenant_id', 'in', tenants).where('deleted_at', 'is', null).orderBy('device_id').execute()).map((r) => r.device_id);

  it('offers for binding exactly the devices the caller sees in the companies the user sees', async () => {
    // An ordinary customer of the fish farm: its company's devices, none of the agent's own reservoir.
    const forFarmer = await agent.get<DeviceList>(`/userdevices/${users.farmer.id}/assignable`);
    expect(forFarmer.status).toBe(200);
    expect(idsOf(forFarmer.body.data)).toEqual(await liveDevicesOf(companies.fish));
    expect(idsOf(forFarmer.body.data)).not.toContain('EWL00001');
    expect(idsOf((await admin.get<DeviceList>(`/userdevices/${users.farmer.id}/assignable`)).body.data)).toEqual(await liveDevicesOf(companies.fish));
    // An agent: its own and its managed companies, not the greenhouse.
    const forAgent = await admin.get<DeviceList>(`/userdevices/${users.agent.id}/assignable`);
    expect(idsOf(forAgent.body.data)).toEqual((await liveDevicesOf(companies.fish, companies.reservoir)).sort());
    // Another company's user, and a caller without the binding codes, get nothing.
    expect((await agent.get(`/userdevices/${users.grower.id}/assignable`)).status).toBe(403);
    expect((await farmer.get(`/userdevices/${users.farmer.id}/assignable`)).status).toBe(403);
  });

  it('binds only devices the caller sees and that lie in a company the user may see', async () => {
    const hidden = await agent.post('/userdevices/updateUserDevices', { userId: users.farmer.id, deviceIds: ['AW00001', 'AG00001'] });
    expect(hidden.status).toBe(403);
    expect(hidden.body.message).toBe('You may not bind device AG00001');
    const outside = await agent.post('/userdevices/updateUserDevices', { userId: users.farmer.id, deviceIds: ['EWL00001'] });
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('Device EWL00001 does not belong to a company this user may see');
    expect((await admin.post('/userdevices/updateUserDevices', { userId: users.farmer.id, deviceIds: ['AG00001'] })).status).toBe(403);
    expect(await bindings(users.farmer.id)).toEqual(['AW00001', 'AW00002', 'AW00003', 'AW00004', 'ET000001']);

    expect((await agent.post('/userdevices/updateUserDevices', { userId: users.farmer.id, deviceIds: ['AW00001', 'AW00005'] })).status).toBe(200);
    expect(await bindings(users.farmer.id)).toEqual(['AW00001', 'AW00005']);
    const viaAgent = await agent.get<DeviceList>(`/userdevices/${users.farmer.id}`);
    expect(idsOf(viaAgent.body.data)).toEqual(['AW00001', 'AW00005']);
    expect(idsOf((await farmer.post<DeviceList>('/userdevices/findDeviceList', {})).body.data)).toEqual(['AW00001', 'AW00005']);
    const viewedByAdmin = await admin.post<DeviceList>('/userdevices/findDeviceList', { userId: users.farmer.id });
    expect(idsOf(viewedByAdmin.body.data)).toEqual(['AW00001', 'AW00005']);
  });
});
