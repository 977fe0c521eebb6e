import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import type { CommandCode } from '../../shared/contract/api/command-codes';

/**
 * POST /commandCodeManage (8003): platform defaults the admin edits, a company's own codes beside
 * them, the codes one device accepts (device settings 8012 and rules 8002 read them), messages in
 * both languages, a refused call writing nothing, and another company's codes out of reach.
 */
let server: TestServer;
let admin: ApiClient;
let agent: ApiClient;
let agentZh: ApiClient;
let farmer: ApiClient;
let grower: ApiClient;
let companies: Record<'fish' | 'reservoir' | 'greenhouse', number>;
const db = () => server.app.database.db;
type Page = { rows: CommandCode[]; total: number };
const manage = <T = CommandCode>(client: ApiClient, body: Record<string, unknown>) => client.post<T>('/commandCodeManage', body);
const snapshot = async () => JSON.stringify(await db().selectFrom('command_codes').selectAll().orderBy('id').execute());
const lastLogId = async () => Number((await db().selectFrom('op_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
const codesOf = async (client: ApiClient, deviceId: string) => (await manage<Page>(client, { type: 'search', device_id: deviceId })).body.data!.rows.map((r) => `${r.code}:${r.tenant_id === null ? 'platform' : 'company'}`).sort();

beforeAll(async () => {
  // Own server: adds a platform default command code (every company's AW devices offer it) and lists a device's codes as exactly the seeded defaults plus its own.
  server = await startTestServer();
  admin = new ApiClient(server.origin);
  agent = new ApiClient(server.origin);
  agentZh = new ApiClient(server.origin, 'zh-CN');
  farmer = new ApiClient(server.origin);
  grower = new ApiClient(server.origin);
  await Promise.all([admin.login(...DEMO.admin), agent.login(...DEMO.agent), agentZh.login(...DEMO.agent)]);
  const rows = await db().selectFrom('companies').select(['id', 'alias']).execute();
  const byAlias = (prefix: string) => rows.find((r) => r.alias?.startsWith(prefix))!.id;
  companies = { fish: byAlias('Nanxun'), reservoir: byAlias('Qiandao'), greenhouse: byAlias('Shouguang') };
  const userId = async (name: string) => (await db().selectFrom('users').select('id').where('user_name', '=', name).executeTakeFirstOrThrow()).id;
  // The farmer reads codes through device settings (8012); the grower keeps its own catalogue (8003).
  expect((await admin.post('/userauth/addPermission', { userId: await userId('farmer'), codes: ['8', '8012'] })).status).toBe(200);
  expect((await admin.post('/userauth/addPermission', { userId: await userId('grower'), codes: ['8', '8003'] })).status).toBe(200);
  await Promise.all([farmer.login(...DEMO.farmer), grower.login('grower', 'grower123')]);
});
afterAll(async () => {
  await server?.close();
});

describe('access', () => {
  it('answers 401 without a session, 403 without a code, and lets a reader search but not change, writing nothing', async () => {
    expect((await manage(new ApiClient(server.origin), { type: 'search' })).status).toBe(401);
    const nobody = new ApiClient(server.origin);
    await nobody.login('fishscreen', 'fish12345');
    expect((await manage(nobody, { type: 'search' })).status).toBe(403);
    const before = await snapshot();
    expect((await manage(farmer, { type: 'search', device_id: 'AW00001' })).status).toBe(200);
    for (const body of [{ type: 'add', device_type: 'AW', code: 'x', name: 'x' }, { type: 'add' }, { type: 'update', id: 1, device_type: 'AW', code: 'x', name: 'x' }, { type: 'delete', ids: [1] }]) {
      expect((await manage(farmer, body)).status, JSON.stringify(body)).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('platform defaults and company codes', () => {
  it('lets the admin add a platform default that every company sees but only the admin changes', async () => {
    const since = await lastLogId();
    const added = await manage(admin, { type: 'add', device_type: 'AW', code: 'feed_start', name: '开始投喂', name_en: 'Start feeding', params: { feeder: 1 }, reply_code: 'feed_ok' });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ tenant_id: null, code: 'feed_start', params: { feeder: 1 }, reply_code: 'feed_ok', editable: true });
    const id = added.body.data!.id;
    const seen = (await manage<Page>(agent, { type: 'search', device_type: 'AW' })).body.data!.rows.find((r) => r.id === id);
    expect(seen).toMatchObject({ editable: false });
    const before = await snapshot();
    const refused = await manage(agent, { type: 'update', id, device_type: 'AW', code: 'feed_start', name: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the platform administrator may change a platform default');
    expect((await manage(agentZh, { type: 'delete', ids: [id] })).body.message).toBe('平台默认指令只能由平台管理员修改');
    expect((await manage(agent, { type: 'add', device_type: 'AW', code: 'y', name: 'y', tenant_id: null })).status).toBe(403);
    expect(await snapshot()).toBe(before);
    await vi.waitFor(async () => {
      const log = await db().selectFrom('op_log').select(['user_name', 'action', 'resource', 'name']).where('id', '>', since).where('success', '=', true).execute();
      expect(log).toContainEqual({ user_name: 'admin', action: 'create', resource: 'command_code', name: 'feed_start' });
    });
  });

  it("offers a device its type's defaults and its company's own codes, a company code shadowing the default", async () => {
    const fishCode = await manage(agent, { type: 'add', device_type: 'AW', code: 'aerator_on', name: '开增氧（本企业）', params: { aerator: 1, level: 2 }, tenant_id: companies.fish });
    expect(fishCode.status).toBe(200);
    expect(fishCode.body.data).toMatchObject({ tenant_id: companies.fish, editable: true });
    expect(await codesOf(farmer, 'AW00001')).toEqual(['aerator_off:platform', 'aerator_on:company', 'feed_start:platform']);
    expect(await codesOf(agent, 'PTP00001')).toEqual(['relay_off:platform', 'relay_on:platform']);
    // The same code in another company does not reach the fish devices.
    expect((await manage(grower, { type: 'add', device_type: 'AW', code: 'mist_on', name: '喷雾' })).body.data).toMatchObject({ tenant_id: companies.greenhouse });
    expect(await codesOf(farmer, 'AW00001')).not.toContain('mist_on:company');
  });

  it('edits, deletes to the recycle bin and restores a company code', async () => {
    const { id } = (await manage(agent, { type: 'add', device_type: 'PTP', code: 'pump_on', name: '开泵', tenant_id: companies.fish })).body.data!;
    const updated = await manage(agent, { type: 'update', id, device_type: 'PTP', code: 'pump_start', name: '启动水泵', name_en: 'Start pump', reply_code: '' });
    expect(updated.body.data).toMatchObject({ code: 'pump_start', name_en: 'Start pump', reply_code: null });
    expect((await manage(agent, { type: 'delete', ids: [id] })).body.data).toEqual({ ids: [id] });
    expect(await codesOf(agent, 'PTP00001')).not.toContain('pump_start:company');
    expect((await manage<Page>(agent, { type: 'search', deleted: true })).body.data!.rows.map((r) => r.id)).toContain(id);
    expect((await manage(agent, { type: 'restore', ids: [id] })).status).toBe(200);
    expect(await codesOf(agent, 'PTP00001')).toContain('pump_start:company');
  });
});

describe('validation', () => {
  it('refuses bad fields in both languages and a duplicate code, writing nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string | RegExp, string | RegExp][] = [
      [{ type: 'add', code: 'x', name: 'x' }, 'Choose the device type', '请选择设备类型'],
      [{ type: 'add', device_type: 'AW', name: 'x' }, /Command code cannot be empty/, /指令编码不能为空/],
      [{ type: 'add', device_type: 'AW', code: 'has space', name: 'x' }, /Command code cannot be empty/, /指令编码不能为空/],
      [{ type: 'add', device_type: 'AW', code: 'ok', name: '  ' }, 'Command name cannot be empty', '指令名称不能为空'],
      [{ type: 'add', device_type: 'AW', code: 'ok', name: 'x', reply_code: 'a b' }, /Reply code/, /回复编码/],
      [{ type: 'add', device_type: 'AW', code: 'ok', name: 'x', params: [1] }, /params/, /params/],
      [{ type: 'add', device_type: 'AW', code: 'aerator_off', name: 'x', tenant_id: null }, /platform administrator/, /平台管理员/],
    ];
    for (const [body, en, zh] of cases) {
      const a = await manage(agent, body);
      const b = await manage(agentZh, body);
      expect(a.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(a.body.message, JSON.stringify(body)).toMatch(en);
      expect(b.body.message, JSON.stringify(body)).toMatch(zh);
    }
    const dup = await manage(agent, { type: 'add', device_type: 'AW', code: 'aerator_on', name: 'again', tenant_id: companies.fish });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Device type AW already has the command code "aerator_on"');
    expect((await manage(agentZh, { type: 'add', device_type: 'AW', code: 'aerator_on', name: 'again', tenant_id: companies.fish })).body.message).toBe('设备类型 AW 已有指令编码“aerator_on”');
    expect(await snapshot()).toBe(before);
  });
});

describe('tenancy', () => {
  it("keeps another company's codes invisible and unchangeable", async () => {
    const mist = (await manage<Page>(grower, { type: 'search', keyword: 'mist' })).body.data!.rows[0];
    expect(mist).toBeDefined();
    expect((await manage<Page>(agent, { type: 'search', pageSize: 500 })).body.data!.rows.map((r) => r.id)).not.toContain(mist.id);
    const before = await snapshot();
    expect((await manage(agent, { type: 'update', id: mist.id, device_type: 'AW', code: 'mist_on', name: 'taken' })).status).toBe(404);
    expect((await manage(agent, { type: 'delete', ids: [mist.id] })).status).toBe(404);
    expect((await manage(grower, { type: 'add', device_type: 'AW', code: 'z', name: 'z', tenant_id: companies.fish })).status).toBe(403);
    expect((await manage(grower, { type: 'search', device_id: 'AW00001' })).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});
