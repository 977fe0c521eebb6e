import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';

let server: TestServer;
let admin: ApiClient;
let agent: ApiClient;
let zhAgent: ApiClient;
let farmer: ApiClient;
/** The file's companies in the demo's roles: the fish base (eight ponds, its farmer and duty staff), the reservoir its agent also manages, the greenhouses. */
let fish: TestCompany;
let reservoir: TestCompany;
let greenhouse: TestCompany;
/** The fish base's ponds, numbered as the demo's AW00001 to AW00008 are used here. */
let pond: Record<1 | 3 | 4 | 5 | 6 | 7 | 8, string>;
/** Device codes the file creates: its own, as codes are unique across the platform. */
const NEW = randomUUID().slice(0, 8);
const [AW101, AW150, AG9999, EWL199, EWL198] = [`AW-${NEW}-101`, `AW-${NEW}-150`, `AG-${NEW}-9999`, `EWL-${NEW}-199`, `EWL-${NEW}-198`];

beforeAll(async () => {
  server = await sharedServer();
  [fish, reservoir, greenhouse] = await Promise.all([
    freshCompany(server, { devices: 8, users: ['fishscreen'] }),
    freshCompany(server, { devices: 1, like: 'EWL00001' }),
    freshCompany(server, { devices: 1, like: 'AG00001', users: ['grower'] }),
  ]);
  const [p1, , p3, p4, p5, p6, p7, p8] = fish.devices;
  pond = { 1: p1, 3: p3, 4: p4, 5: p5, 6: p6, 7: p7, 8: p8 };
  // The agent manages the reservoir too, as the demo agent does.
  const agentId = (await server.app.database.db.selectFrom('users').select('id').where('user_name', '=', fish.agent[0]).executeTakeFirstOrThrow()).id;
  await server.app.database.db.insertInto('agent_companies').values({ user_id: agentId, company_id: reservoir.id }).execute();
  admin = new ApiClient(server.origin);
  agent = new ApiClient(server.origin);
  zhAgent = new ApiClient(server.origin, 'zh-CN');
  farmer = new ApiClient(server.origin);
  await Promise.all([admin.login(...DEMO.admin), agent.login(...fish.agent), zhAgent.login(...fish.agent), farmer.login(...fish.farmer)]);
});

const deviceCount = async () => {
  const row = await server.app.database.db
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** The bus's 'config' announcements from now on; the listener leaves the shared server's bus when the test ends. */
function collectConfigs(): string[] {
  const configs: string[] = [];
  const listener = (e: { deviceId: string }) => void configs.push(e.deviceId);
  server.app.bus.on('config', listener);
  onTestFinished(() => void server.app.bus.off('config', listener));
  return configs;
}

/** A location in the demo's fish-farm area; a device is added with one (shared/contract/field-rules.ts). */
const HERE = { longitude: 120.2, latitude: 30.7 };

type Created = { device: { device_id: string; tenant_id: number; is_enable: number }; secret: string };

describe('POST /userdevices/create', () => {
  it('creates a device with its type parameters, binds it and shows the MQTT secret once', async () => {
    const farmerId = (await server.app.database.db.selectFrom('users').select('id').where('user_name', '=', fish.farmer[0]).executeTakeFirstOrThrow()).id;
    const configs = collectConfigs();
    const res = await agent.post<Created>('/userdevices/create', {
      device_id: AW101, device_name: '101号塘', device_type: 'AW', tenant_id: fish.id, user_id: farmerId,
      sim_type: '50M', iccid: '89860000000000000101', expiry_date: '2027-01-31', longitude: 120.2, latitude: 30.7,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Added successfully');
    expect(res.body.data!.device).toMatchObject({ device_id: AW101, tenant_id: fish.id, is_enable: 1, expiry_date: '2027-01-31' });
    expect(res.body.data!.secret).toMatch(/^[\w-]{43}$/);
    expect(configs).toContain(AW101);
    const row = await server.app.database.db.selectFrom('devices').select('secret_hash').where('device_id', '=', AW101).executeTakeFirstOrThrow();
    expect(row.secret_hash).toMatch(/^sha256\$[0-9a-f]{64}$/);
    expect(row.secret_hash).not.toContain(res.body.data!.secret);

    const withParams = await farmer.post<{ device_id: string; params: { param_key: string }[] }[]>('/userdevices/getDeviceAndParams', { deviceId: AW101 });
    expect(withParams.status).toBe(403); // farmer lacks 8001/8007
    const mine = await agent.post<{ device_id: string; params: { param_key: string; param_unit: string | null }[] }[]>(
      '/userdevices/getDeviceAndParams', { deviceId: AW101 },
    );
    expect(mine.body.data![0].params.map((p) => p.param_key).sort()).toEqual(['aerator', 'do', 'nh3n', 'ph', 'turbidity', 'water_temp']);
    const users = await agent.post<{ user_name: string }[]>('/userdevices/deviceOfUser', { deviceId: AW101 });
    expect(users.body.data!.map((u) => u.user_name)).toEqual([fish.farmer[0]]);
  });

  it('refuses an empty code, a duplicate code and an invisible tenant, writing nothing', async () => {
    const before = await deviceCount();
    const empty = await zhAgent.post('/userdevices/create', { device_id: '  ', device_name: 'x', device_type: 'AW', ...HERE });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('设备编号不能为空');
    const missing = await agent.post('/userdevices/create', { device_name: 'x', device_type: 'AW', ...HERE });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Device code cannot be empty');

    const dup = await agent.post('/userdevices/create', { device_id: pond[1], device_name: 'x', device_type: 'AW', ...HERE });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Device code already exists');
    const dupZh = await zhAgent.post('/userdevices/create', { device_id: pond[1], device_name: 'x', device_type: 'AW', ...HERE });
    expect(dupZh.body.message).toBe('设备编号已存在');

    const foreign = await agent.post('/userdevices/create', { device_id: AG9999, device_name: 'x', device_type: 'AG', tenant_id: greenhouse.id, ...HERE });
    expect(foreign.status).toBe(403);

    const badType = await agent.post('/userdevices/create', { device_id: 'ZZ1', device_name: 'x', device_type: 'ZZ', ...HERE });
    expect(badType.status).toBe(400);
    expect(await deviceCount()).toBe(before);
  });

  it('binds the new device only to a user the caller may manage and whose company holds it, writing nothing otherwise', async () => {
    const before = await deviceCount();
    const db = server.app.database.db;
    const idOf = async (name: string) => (await db.selectFrom('users').select('id').where('user_name', '=', name).executeTakeFirstOrThrow()).id;
    // The agent manages the reservoir and the fish base; the farmer is a customer of the fish base only.
    const elsewhere = await agent.post('/userdevices/create', {
      device_id: EWL199, device_name: 'x', device_type: 'EWL', tenant_id: reservoir.id, user_id: await idOf(fish.farmer[0]), ...HERE,
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('The user to bind does not belong to the device\'s company');
    const toAdmin = await agent.post('/userdevices/create', { device_id: EWL198, device_name: 'x', device_type: 'EWL', tenant_id: reservoir.id, user_id: await idOf(DEMO.admin[0]), ...HERE });
    expect(toAdmin.status).toBe(403);
    expect(await deviceCount()).toBe(before);
    expect(await db.selectFrom('device_users').select('device_id').where('device_id', 'in', [EWL199, EWL198]).execute()).toEqual([]);
  });
});

describe('POST /userdevices/updateDevice', () => {
  it('applies newData when oldData matches and answers 409 when the device changed meanwhile', async () => {
    const name = (await server.app.database.db.selectFrom('devices').select('device_name').where('device_id', '=', pond[5]).executeTakeFirstOrThrow()).device_name;
    const first = await agent.post<{ device_name: string; city: string }>('/userdevices/updateDevice', {
      oldData: { device_id: pond[5], device_name: name },
      newData: { device_name: '5号塘（新）', city: '湖州' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ device_name: '5号塘（新）', city: '湖州' });
    const stale = await agent.post('/userdevices/updateDevice', {
      oldData: { device_id: pond[5], device_name: name },
      newData: { device_name: 'again' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('device_name');
    const unseen = await agent.post('/userdevices/updateDevice', { oldData: { device_id: greenhouse.devices[0] }, newData: { device_name: 'x' } });
    expect(unseen.status).toBe(404);
  });
});

describe('SIM, ICCID and location rules (shared/contract/field-rules.ts)', () => {
  const body = (extra: Record<string, unknown>) => ({ device_id: AW150, device_name: '150号塘', device_type: 'AW', ...HERE, ...extra });
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
    const edit = await agent.post('/userdevices/updateDevice', { oldData: { device_id: AW150, iccid: '8986041920000000001' }, newData: { iccid: '89860419200000000012' } });
    expect(edit.status).toBe(200);
    // 0° is a place (the equator, Greenwich), not "no location".
    const equator = await agent.post('/userdevices/updateDevice', { oldData: { device_id: AW150 }, newData: { longitude: 0, latitude: 0.5 } });
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
      const res = await agent.post('/userdevices/updateDevice', { oldData: { device_id: pond[3] }, newData });
      expect(res.status, JSON.stringify(newData)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const stored = await db.selectFrom('devices').select(['iccid', 'sim_number', 'longitude']).where('device_id', '=', pond[3]).executeTakeFirstOrThrow();
    expect(stored.longitude).not.toBeNull();
    expect(stored.iccid ?? '').not.toBe('12345');

    // A row from before the rule (or pre-provisioned by /codeRegister) without a location.
    await db.updateTable('devices').set({ longitude: null, latitude: null }).where('device_id', '=', pond[7]).execute();
    const listed = await agent.post<{ rows: { device_id: string; longitude: number | null }[] }>('/userdevices/getDeviceListByPage', { keyword: pond[7] });
    expect(listed.body.data!.rows).toEqual([expect.objectContaining({ device_id: pond[7], longitude: null })]);
    const half = await agent.post('/userdevices/updateDevice', { oldData: { device_id: pond[7], longitude: null }, newData: { longitude: 120.3 } });
    expect(half.status).toBe(400);
    expect(half.body.message).toBe('Choose the device location (longitude and latitude)');
    const renamed = await agent.post('/userdevices/updateDevice', { oldData: { device_id: pond[7] }, newData: { device_name: '7号塘' } });
    expect(renamed.status).toBe(200);
    const placed = await agent.post('/userdevices/updateDevice', { oldData: { device_id: pond[7], longitude: null, latitude: null }, newData: HERE });
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject(HERE);
  });
});

describe('delete, recycle bin and restore', () => {
  it('soft-deletes into the recycle bin, restores with bindings, and purges', async () => {
    const del = await agent.post('/userdevices/destroy', { device_id: pond[4], userId: 2 });
    expect(del.status).toBe(200);
    const live = await agent.post<unknown[]>('/userdevices/getDeviceAndParams', { deviceId: pond[4] });
    expect(live.status).toBe(404);
    const bin = await agent.get<{ rows: { device_id: string; deleted_at: string }[]; total: number }>('/recycle/list');
    expect(bin.body.data!.rows.map((r) => r.device_id)).toContain(pond[4]);
    expect((await farmer.get('/recycle/list')).status).toBe(403);

    expect((await agent.post('/recycle/restore', { device_id: pond[4] })).status).toBe(200);
    const users = await agent.post<{ user_name: string }[]>('/userdevices/deviceOfUser', { deviceId: pond[4] });
    expect(users.body.data!.map((u) => u.user_name).sort()).toEqual([fish.farmer[0], fish.users.fishscreen![0]].sort());
    expect((await agent.post('/recycle/restore', { device_id: pond[4] })).status).toBe(404);

    await agent.post('/userdevices/destroy', { device_id: pond[8] });
    expect((await agent.post('/recycle/purge', { device_id: pond[8] })).status).toBe(200);
    const gone = await server.app.database.db.selectFrom('devices').select('device_id').where('device_id', '=', pond[8]).executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});

describe('modifyAl / modifyPa', () => {
  it('switches alarms per parameter or all, and the device itself, emitting config', async () => {
    const configs = collectConfigs();
    const db = server.app.database.db;
    const one = await agent.post('/userdevices/modifyAl', { device_id: pond[6], alarm: 0, type: 'do' });
    expect(one.body.message).toBe('status switch succeeded');
    const rows = await db.selectFrom('device_params').select(['param_key', 'isOpen']).where('device_id', '=', pond[6]).execute();
    expect(rows.find((r) => r.param_key === 'do')!.isOpen).toBe(0);
    expect(rows.filter((r) => r.isOpen === 1)).toHaveLength(rows.length - 1);
    await agent.post('/userdevices/modifyAl', { device_id: pond[6], alarm: 0, type: 'all' });
    const all = await db.selectFrom('device_params').select('isOpen').where('device_id', '=', pond[6]).execute();
    expect(all.every((r) => r.isOpen === 0)).toBe(true);
    const off = await zhAgent.post('/userdevices/modifyPa', { device_id: pond[6], alarm: 0, type: 'enable' });
    expect(off.body.message).toBe('状态切换成功');
    const device = await db.selectFrom('devices').select('is_enable').where('device_id', '=', pond[6]).executeTakeFirstOrThrow();
    expect(device.is_enable).toBe(0);
    expect(configs.filter((d) => d === pond[6])).toHaveLength(3);
    const unknown = await agent.post('/userdevices/modifyAl', { device_id: pond[6], alarm: 1, type: 'co2' });
    expect(unknown.status).toBe(400);
  });

  it('keeps the alarm switch and the device switch apart: each refuses the other\'s type and changes nothing', async () => {
    const db = server.app.database.db;
    const before = await db.selectFrom('devices').select('is_enable').where('device_id', '=', pond[6]).executeTakeFirstOrThrow();
    const paramsBefore = await db.selectFrom('device_params').select(['param_key', 'isOpen']).where('device_id', '=', pond[6]).orderBy('param_key').execute();
    const deviceViaAlarm = await agent.post('/userdevices/modifyAl', { device_id: pond[6], alarm: 1 - before.is_enable, type: 'enable' });
    expect(deviceViaAlarm.status).toBe(400);
    expect(deviceViaAlarm.body.message).toContain('modifyPa');
    const alarmViaDevice = await zhAgent.post('/userdevices/modifyPa', { device_id: pond[6], alarm: 1, type: 'all' });
    expect(alarmViaDevice.status).toBe(400);
    expect(alarmViaDevice.body.message).toBe('设备开关只接受 enable；参数报警请使用 modifyAl');
    expect((await db.selectFrom('devices').select('is_enable').where('device_id', '=', pond[6]).executeTakeFirstOrThrow()).is_enable).toBe(before.is_enable);
    expect(await db.selectFrom('device_params').select(['param_key', 'isOpen']).where('device_id', '=', pond[6]).orderBy('param_key').execute()).toEqual(paramsBefore);
  });
});
