import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';

let server: TestServer;
let admin: ApiClient;
let agent: ApiClient;
let zhAgent: ApiClient;
let farmer: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.origin);
  agent = new ApiClient(server.origin);
  zhAgent = new ApiClient(server.origin, 'zh-CN');
  farmer = new ApiClient(server.origin);
  await Promise.all([admin.login(...DEMO.admin), agent.login(...DEMO.agent), zhAgent.login(...DEMO.agent), farmer.login(...DEMO.farmer)]);
});
afterAll(async () => {
  await server?.close();
});

const deviceCount = async () => {
  const row = await server.app.database.db
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

async function companyId(name: string) {
  const row = await server.app.database.db.selectFrom('companies').select('id').where('alias', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

type Created = { device: { device_id: string; tenant_id: number; is_enable: number }; secret: string };

describe('POST /userdevices/create', () => {
  it('creates a device with its type parameters, binds it and shows the MQTT secret once', async () => {
    const fish = await companyId('Nanxun Aquaculture Base');
    const farmerId = (await server.app.database.db.selectFrom('users').select('id').where('user_name', '=', 'farmer').executeTakeFirstOrThrow()).id;
    const configs: string[] = [];
    server.app.bus.on('config', (e) => configs.push(e.deviceId));
    const res = await agent.post<Created>('/userdevices/create', {
      device_id: 'AW00101', device_name: '101号塘', device_type: 'AW', tenant_id: fish, user_id: farmerId,
      sim_type: '50M', iccid: '89860000000000000101', expiry_date: '2027-01-31', longitude: 120.2, latitude: 30.7,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Added successfully');
    expect(res.body.data!.device).toMatchObject({ device_id: 'AW00101', tenant_id: fish, is_enable: 1, expiry_date: '2027-01-31' });
    expect(res.body.data!.secret).toMatch(/^[\w-]{43}$/);
    expect(configs).toContain('AW00101');
    const row = await server.app.database.db.selectFrom('devices').select('secret_hash').where('device_id', '=', 'AW00101').executeTakeFirstOrThrow();
    expect(row.secret_hash).toMatch(/^sha256\$[0-9a-f]{64}$/);
    expect(row.secret_hash).not.toContain(res.body.data!.secret);

    const withParams = await farmer.post<{ device_id: string; params: { param_key: string }[] }[]>('/userdevices/getDeviceAndParams', { deviceId: 'AW00101' });
    expect(withParams.status).toBe(403); // farmer lacks 8001/8007
    const mine = await agent.post<{ device_id: string; params: { param_key: string; param_unit: string | null }[] }[]>(
      '/userdevices/getDeviceAndParams', { deviceId: 'AW00101' },
    );
    expect(mine.body.data![0].params.map((p) => p.param_key).sort()).toEqual(['aerator', 'do', 'nh3n', 'ph', 'turbidity', 'water_temp']);
    const users = await agent.post<{ user_name: string }[]>('/userdevices/deviceOfUser', { deviceId: 'AW00101' });
    expect(users.body.data!.map((u) => u.user_name)).toEqual(['farmer']);
  });

  it('refuses an empty code, a duplicate code and an invisible tenant, writing nothing', async () => {
    const before = await deviceCount();
    const empty = await zhAgent.post('/userdevices/create', { device_id: '  ', device_name: 'x', device_type: 'AW' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('设备编号不能为空');
    const missing = await agent.post('/userdevices/create', { device_name: 'x', device_type: 'AW' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Device code cannot be empty');

    const dup = await agent.post('/userdevices/create', { device_id: 'AW00001', device_name: 'x', device_type: 'AW' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Device code already exists');
    const dupZh = await zhAgent.post('/userdevices/create', { device_id: 'AW00001', device_name: 'x', device_type: 'AW' });
    expect(dupZh.body.message).toBe('设备编号已存在');

    const greenhouse = await companyId('Shouguang Greenhouse Cooperative');
    const foreign = await agent.post('/userdevices/create', { device_id: 'AG09999', device_name: 'x', device_type: 'AG', tenant_id: greenhouse });
    expect(foreign.status).toBe(403);

    const badType = await agent.post('/userdevices/create', { device_id: 'ZZ1', device_name: 'x', device_type: 'ZZ' });
    expect(badType.status).toBe(400);
    expect(await deviceCount()).toBe(before);
  });
});

describe('POST /userdevices/updateDevice', () => {
  it('applies newData when oldData matches and answers 409 when the device changed meanwhile', async () => {
    const first = await agent.post<{ device_name: string; city: string }>('/userdevices/updateDevice', {
      oldData: { device_id: 'AW00005', device_name: '5号塘水质监测仪' },
      newData: { device_name: '5号塘（新）', city: '湖州' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ device_name: '5号塘（新）', city: '湖州' });
    const stale = await agent.post('/userdevices/updateDevice', {
      oldData: { device_id: 'AW00005', device_name: '5号塘水质监测仪' },
      newData: { device_name: 'again' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('device_name');
    const unseen = await agent.post('/userdevices/updateDevice', { oldData: { device_id: 'AG00001' }, newData: { device_name: 'x' } });
    expect(unseen.status).toBe(404);
  });
});

describe('delete, recycle bin and restore', () => {
  it('soft-deletes into the recycle bin, restores with bindings, and purges', async () => {
    const del = await agent.post('/userdevices/destroy', { device_id: 'AW00004', userId: 2 });
    expect(del.status).toBe(200);
    const live = await agent.post<unknown[]>('/userdevices/getDeviceAndParams', { deviceId: 'AW00004' });
    expect(live.status).toBe(404);
    const bin = await agent.get<{ rows: { device_id: string; deleted_at: string }[]; total: number }>('/recycle/list');
    expect(bin.body.data!.rows.map((r) => r.device_id)).toContain('AW00004');
    expect((await farmer.get('/recycle/list')).status).toBe(403);

    expect((await agent.post('/recycle/restore', { device_id: 'AW00004' })).status).toBe(200);
    const users = await agent.post<{ user_name: string }[]>('/userdevices/deviceOfUser', { deviceId: 'AW00004' });
    expect(users.body.data!.map((u) => u.user_name).sort()).toEqual(['farmer', 'fishscreen']);
    expect((await agent.post('/recycle/restore', { device_id: 'AW00004' })).status).toBe(404);

    await agent.post('/userdevices/destroy', { device_id: 'AW00008' });
    expect((await agent.post('/recycle/purge', { device_id: 'AW00008' })).status).toBe(200);
    const gone = await server.app.database.db.selectFrom('devices').select('device_id').where('device_id', '=', 'AW00008').executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});

describe('modifyAl / modifyPa', () => {
  it('switches alarms per parameter or all, and the device itself, emitting config', async () => {
    const configs: string[] = [];
    server.app.bus.on('config', (e) => configs.push(e.deviceId));
    const db = server.app.database.db;
    const one = await agent.post('/userdevices/modifyAl', { device_id: 'AW00006', alarm: 0, type: 'do' });
    expect(one.body.message).toBe('status switch succeeded');
    const rows = await db.selectFrom('device_params').select(['param_key', 'isOpen']).where('device_id', '=', 'AW00006').execute();
    expect(rows.find((r) => r.param_key === 'do')!.isOpen).toBe(0);
    expect(rows.filter((r) => r.isOpen === 1)).toHaveLength(rows.length - 1);
    await agent.post('/userdevices/modifyAl', { device_id: 'AW00006', alarm: 0, type: 'all' });
    const all = await db.selectFrom('device_params').select('isOpen').where('device_id', '=', 'AW00006').execute();
    expect(all.every((r) => r.isOpen === 0)).toBe(true);
    const off = await zhAgent.post('/userdevices/modifyPa', { device_id: 'AW00006', alarm: 0, type: 'enable' });
    expect(off.body.message).toBe('状态切换成功');
    const device = await db.selectFrom('devices').select('is_enable').where('device_id', '=', 'AW00006').executeTakeFirstOrThrow();
    expect(device.is_enable).toBe(0);
    expect(configs.filter((d) => d === 'AW00006')).toHaveLength(3);
    const unknown = await agent.post('/userdevices/modifyAl', { device_id: 'AW00006', alarm: 1, type: 'co2' });
    expect(unknown.status).toBe(400);
  });
});
