import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';

let server: TestServer;
let admin: ApiClient;
let agent: ApiClient;
let zhAgent: ApiClient;
let farmer: ApiClient;

beforeAll(async () => {
  // Own server: works on the demo companies' accounts and devices as seeded, which on a shared server are no one file's.
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

/** A location in the demo's fish-farm area; a device is added with one (shared/contract/field-rules.ts). */
const HERE = { longitude: 120.2, latitude: 30.7 };

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
    const empty = await zhAgent.post('/userdevices/create', { device_id: '  ', device_name: 'x', device_type: 'AW', ...HERE });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('设备编号不能为空');
    const missing = await agent.post('/userdevices/create', { device_name: 'x', device_type: 'AW', ...HERE });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Device code cannot be empty');

    const dup = await agent.post('/userdevices/create', { device_id: 'AW00001', device_name: 'x', device_type: 'AW', ...HERE });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Device code already exists');
    const dupZh = await zhAgent.post('/userdevices/create', { device_id: 'AW00001', device_name: 'x', device_type: 'AW', ...HERE });
    expect(dupZh.body.message).toBe('设备编号已存在');

    const greenhouse = await companyId('Shouguang Greenhouse Cooperative');
    const foreign = await agent.post('/userdevices/create', { device_id: 'AG09999', device_name: 'x', device_type: 'AG', tenant_id: greenhouse, ...HERE });
    expect(foreign.status).toBe(403);

    const badType = await agent.post('/userdevices/create', { device_id: 'ZZ1', device_name: 'x', device_type: 'ZZ', ...HERE });
    expect(badType.status).toBe(400);
    expect(await deviceCount()).toBe(before);
  });

  it('binds the new device only to a user the caller may manage and whose company holds it, writing nothing otherwise', async () => {
    const before = await deviceCount();
    const db = server.app.database.db;
    const idOf = async (name: string) => (await db.selectFrom('users').select('id').where('user_name', '=', name).executeTakeFirstOrThrow()).id;
    const reservoir = await companyId('Qiandao Lake Reservoir Authority');
    // The agent manages the reservoir and the fish base; the farmer is a customer of the fish base only.
    const elsewhere = await agent.post('/userdevices/create', {
      device_id: 'EWL00199', device_name: 'x', device_type: 'EWL', tenant_id: reservoir, user_id: await idOf('farmer'), ...HERE,
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('The user to bind does not belong to the device\'s company');
    const toAdmin = await agent.post('/userdevices/create', { device_id: 'EWL00198', device_name: 'x', device_type: 'EWL', tenant_id: reservoir, user_id: await idOf('admin'), ...HERE });
    expect(toAdmin.status).toBe(403);
    expect(await deviceCount()).toBe(before);
    expect(await db.selectFrom('device_users').select('device_id').where('device_id', 'in', ['EWL00199', 'EWL00198']).execute()).toEqual([]);
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

describe('SIM, ICCID and location rules (shared/contract/field-rules.ts)', () => {
  const body = (extra: Record<string, unknown>) => ({ device_id: 'AW00150', device_name: '150号塘', device_type: 'AW', ...HERE, ...extra });
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a 5-digit ICCID', { iccid: '89860' }, 'The ICCID must be 19 or 20 digits', 'ICCID 应为 19 或 20 位数字'],
    ['a lettered ICCID', { iccid: '8986000000000000010A' }, 'The ICCID must be 19 or 20 digits', 'ICCID 应为 19 或 20 位数字'],
    ['a lettered SIM number', { sim_number: '1440abc000001' }, 'The SIM number must be 11 to 15 digits', 'SIM 卡号应为 11 到 15 位数字'],
    ['no location', { longitude: undefined, latitude: undefined }, 'Choose the device location (longitude and latitude)', '请选择设备位置（经度和纬度）'],
    ['a latitude only', { longitude: null }, 'Choose the device location (longitude and latitude)', '请选择设备位置（经度和纬度）'],
  ];

  it.each(cases)('refuses %s on creation, naming the field, writing nothing', async (_what, extra, en, zh) => {
    const before = await deviceCount();
    const res = await agent.post('/userdevices/create', body(extra));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(en);
    expect((await zhAgent.post('/userdevices/create', body(extra))).body.message).toBe(zh);
    expect(await deviceCount()).toBe(before);
  });

  it('accepts 19- and 20-digit ICCIDs and an IoT SIM number', async () => {
    const res = await agent.post('/userdevices/create', body({ iccid: '8986041920000000001', sim_number: '1440012345678' }));
    expect(res.status).toBe(200);
    const edit = await agent.post('/userdevices/updateDevice', { oldData: { device_id: 'AW00150', iccid: '8986041920000000001' }, newData: { iccid: '89860419200000000012' } });
    expect(edit.status).toBe(200);
    // 0° is a place (the equator, Greenwich), not "no location".
    const equator = await agent.post('/userdevices/updateDevice', { oldData: { device_id: 'AW00150' }, newData: { longitude: 0, latitude: 0.5 } });
    expect(equator.status).toBe(200);
    expect(equator.body.data).toMatchObject({ longitude: 0, latitude: 0.5 });
  });

  it('refuses the same on an edit, and does not let a location be cleared; a device without one still lists and edits', async () => {
    const db = server.app.database.db;
    const edits: [Record<string, unknown>, string][] = [
      [{ iccid: '12345' }, 'The ICCID must be 19 or 20 digits'],
      [{ sim_number: 'abc' }, 'The SIM number must be 11 to 15 digits'],
      [{ longitude: null, latitude: null }, 'Choose the device location (longitude and latitude)'],
    ];
    for (const [newData, message] of edits) {
      const res = await agent.post('/userdevices/updateDevice', { oldData: { device_id: 'AW00003' }, newData });
      expect(res.status, JSON.stringify(newData)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const stored = await db.selectFrom('devices').select(['iccid', 'sim_number', 'longitude']).where('device_id', '=', 'AW00003').executeTakeFirstOrThrow();
    expect(stored.longitude).not.toBeNull();
    expect(stored.iccid ?? '').not.toBe('12345');

    // A row from before the rule (or pre-provisioned by /codeRegister) without a location.
    await db.updateTable('devices').set({ longitude: null, latitude: null }).where('device_id', '=', 'AW00007').execute();
    const listed = await agent.post<{ rows: { device_id: string; longitude: number | null }[] }>('/userdevices/getDeviceListByPage', { keyword: 'AW00007' });
    expect(listed.body.data!.rows).toEqual([expect.objectContaining({ device_id: 'AW00007', longitude: null })]);
    const half = await agent.post('/userdevices/updateDevice', { oldData: { device_id: 'AW00007', longitude: null }, newData: { longitude: 120.3 } });
    expect(half.status).toBe(400);
    expect(half.body.message).toBe('Choose the device location (longitude and latitude)');
    const renamed = await agent.post('/userdevices/updateDevice', { oldData: { device_id: 'AW00007' }, newData: { device_name: '7号塘' } });
    expect(renamed.status).toBe(200);
    const placed = await agent.post('/userdevices/updateDevice', { oldData: { device_id: 'AW00007', longitude: null, latitude: null }, newData: HERE });
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject(HERE);
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

  it('keeps the alarm switch and the device switch apart: each refuses the other\'s type and changes nothing', async () => {
    const db = server.app.database.db;
    const before = await db.selectFrom('devices').select('is_enable').where('device_id', '=', 'AW00006').executeTakeFirstOrThrow();
    const paramsBefore = await db.selectFrom('device_params').select(['param_key', 'isOpen']).where('device_id', '=', 'AW00006').orderBy('param_key').execute();
    const deviceViaAlarm = await agent.post('/userdevices/modifyAl', { device_id: 'AW00006', alarm: 1 - before.is_enable, type: 'enable' });
    expect(deviceViaAlarm.status).toBe(400);
    expect(deviceViaAlarm.body.message).toContain('modifyPa');
    const alarmViaDevice = await zhAgent.post('/userdevices/modifyPa', { device_id: 'AW00006', alarm: 1, type: 'all' });
    expect(alarmViaDevice.status).toBe(400);
    expect(alarmViaDevice.body.message).toBe('设备开关只接受 enable；参数报警请使用 modifyAl');
    expect((await db.selectFrom('devices').select('is_enable').where('device_id', '=', 'AW00006').executeTakeFirstOrThrow()).is_enable).toBe(before.is_enable);
    expect(await db.selectFrom('device_params').select(['param_key', 'isOpen']).where('device_id', '=', 'AW00006').orderBy('param_key').execute()).toEqual(paramsBefore);
  });
});
