import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';

/**
 * The operation log records what changed, once, with what a person reads: searches sent as POST
 * and bad input write nothing, a refusal for lack of rights is kept as a failed attempt, and every
 * changing route says what it logs.
 */
let server: TestServer;
let agent: ApiClient;
let farmer: ApiClient;
let admin: ApiClient;
/** The file's own company's agent and farmer (log-in names), and the pond monitor its rules watch. */
let [agentName, farmerName, monitor] = ['', '', ''];
const db = () => server.app.database.db;

beforeAll(async () => {
  server = await sharedServer();
  const company = await freshCompany(server, { devices: 1 });
  [agentName, farmerName, [monitor]] = [company.agent[0], company.farmer[0], company.devices];
  agent = new ApiClient(server.origin);
  farmer = new ApiClient(server.origin);
  admin = new ApiClient(server.origin);
  await Promise.all([agent.login(...company.agent), farmer.login(...company.farmer), admin.login(...DEMO.admin)]);
});

const rule = (name: string) => ({
  action: 'create',
  name,
  triggers: [{ type: 'attribute', device_id: monitor, param_key: 'do', operator: 'lt', value: 4, duration_s: 60 }],
  actions: [{ type: 'rule_output', message: 'DO low' }],
});

const lastId = async () => Number((await db().selectFrom('op_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);

/** The rows written after `since`, once the log has caught up (it is written after the answer). */
async function rowsAfter(since: number, expected: number) {
  const read = () => db().selectFrom('op_log').selectAll().where('id', '>', since).orderBy('id').execute();
  await vi.waitFor(async () => expect((await read()).length).toBeGreaterThanOrEqual(expected), { timeout: 5000 });
  return read();
}

async function download(client: ApiClient, lang: 'en-US' | 'zh-CN', query: Record<string, string>) {
  const url = new URL('/api/weblog/export', server.origin);
  for (const [k, v] of Object.entries({ kind: 'op', ...query })) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { cookie: `sid=${client.cookie('sid')}`, 'accept-language': lang, 'x-forwarded-for': client.ip } });
  expect(res.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

describe('what the operation log records', () => {
  it('writes one entry for one rule created, labelled in the reader\'s language, in the list and the export', async () => {
    const since = await lastId();
    const created = await agent.post<{ id: number }>('/rule', rule('DO low'));
    expect(created.status).toBe(200);
    const rows = await rowsAfter(since, 1);
    expect(rows.map((r) => [r.user_name, r.action, r.resource, r.name])).toEqual([[agentName, 'create', 'rule', 'DO low']]);

    const listed = await agent.post<{ rows: Array<{ action: string; resource: string; name: string }> }>('/weblog/oplist', { user_name: agentName });
    expect(listed.body.data!.rows[0]).toMatchObject({ action: 'create', resource: 'rule', name: 'DO low' });

    const english = await download(agent, 'en-US', { user_name: agentName });
    const chinese = await download(agent, 'zh-CN', { user_name: agentName });
    expect(english[0]).toEqual(['Account', 'IP', 'Time', 'Action', 'Target', 'Result']);
    expect(english[1][3]).toBe('created rule DO low');
    expect(chinese[0]).toEqual(['账号', 'IP', '时间', '操作', '对象', '结果']);
    expect(chinese[1][3]).toBe('新建规则 DO low');
  });

  it('writes nothing for lists and searches sent as POST', async () => {
    const since = await lastId();
    for (const [client, path, body] of [
      [agent, '/rule', { action: 'list' }],
      [agent, '/weblog/oplist', {}],
      [agent, '/weblog/list', {}],
      [agent, '/alarmManage', { type: 'search', state: 'all' }],
      [agent, '/userdevices/getDeviceListByPage', { page: 1, pageSize: 10 }],
      [admin, '/notices', { action: 'list' }],
      [admin, '/codeManage', { action: 'list' }],
      [admin, '/p2pManage', { action: 'list' }],
    ] as const) {
      const res = await client.post(path, body);
      expect(res.status, `${path} ${res.body.message}`).toBe(200);
    }
    // A change afterwards proves the hook has run for the calls before it.
    await agent.post('/rule', rule('Barrier'));
    const rows = await rowsAfter(since, 1);
    expect(rows.map((r) => `${r.method} ${r.path} ${r.action} ${r.name}`)).toEqual(['POST /api/rule create Barrier']);
  });

  it('writes nothing for bad input, and records a refusal for lack of rights as a failed attempt', async () => {
    const since = await lastId();
    expect((await agent.post('/rule', { ...rule('  '), name: '  ' })).status).toBe(400);
    expect((await farmer.post('/rule', rule('Not mine'))).status).toBe(403);
    expect((await agent.delete('/users/1')).status).toBe(403);
    await agent.post('/rule', rule('Barrier 2'));
    const rows = await rowsAfter(since, 3);
    expect(rows.map((r) => [r.user_name, r.method, r.path, r.status_code, r.success])).toEqual([
      [farmerName, 'POST', '/api/rule', 403, false],
      [agentName, 'DELETE', '/api/users/:id', 403, false],
      [agentName, 'POST', '/api/rule', 200, true],
    ]);
    expect(rows[2].name).toBe('Barrier 2');
  });

  it('names the thing deleted', async () => {
    const created = await agent.post<{ id: number }>('/rule', rule('Night oxygen'));
    const id = created.body.data!.id;
    await rowsAfter(await lastId() - 1, 1);
    const since = await lastId();
    expect((await agent.post('/rule', { action: 'delete', id })).status).toBe(200);
    const rows = await rowsAfter(since, 1);
    expect(rows.map((r) => [r.action, r.resource, r.name, r.target])).toEqual([['delete', 'rule', 'Night oxygen', `rule:${id}`]]);
    const english = await download(agent, 'en-US', { user_name: agentName });
    expect(english[1][3]).toBe('deleted rule Night oxygen');
    expect((await download(agent, 'zh-CN', { user_name: agentName }))[1][3]).toBe('删除规则 Night oxygen');
  });

  it('shows rows written before actions were stored with their raw method and route', async () => {
    const legacy = `legacy-${agentName}`; // a name no other file's rows have on the shared server
    await db()
      .insertInto('op_log')
      .values({ user_id: null, user_name: legacy, ip: null, method: 'POST', path: '/api/rule', target: 'rule:1', status_code: 200, success: true })
      .execute();
    const rows = await download(admin, 'en-US', { user_name: legacy });
    expect(rows[1][3]).toBe('POST /api/rule');
  });
});

describe('every changing route says what it logs', () => {
  it('declares config.oplog, or readOnly for a search, or oplog: false', () => {
    const api = server.app.oplogRoutes.filter((r) => r.url.startsWith('/api'));
    expect(api.length).toBeGreaterThan(40);
    expect(api.filter((r) => r.declared === 'none').map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });
});
