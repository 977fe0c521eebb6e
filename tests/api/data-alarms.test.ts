import { beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { demoLikeCompanies } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import type { AlarmRow } from '../../shared/contract/api/alarms';

/**
 * The data-alarm list (7002): POST /alarmManage search with its filters, ack and clear (who and
 * when), GET /alarm/export (.xlsx in the caller's language), access, validation in both
 * languages, a refused call writing nothing, and another company's alarms out of reach.
 * The engine's side of a clear is in data-alarms-engine.test.ts.
 */
let server: TestServer;
let agent: ApiClient;
let agentZh: ApiClient;
let farmer: ApiClient;
let grower: ApiClient;
/**
 * The file's devices, as the demo's: two ponds of the fish base bound to its farmer (AW00001,
 * AW00002), a water-level station of the reservoir its agent also manages (EWL00001), a
 * greenhouse monitor of a company it does not (AG00001).
 */
let [pond1, pond2, waterLevel, greenhouseDevice] = ['', '', '', ''];
/** The file's agent's log-in name, as the operation log records it. */
let agentName = '';
const ids: Record<'fishDo' | 'fishFault' | 'reservoir' | 'greenhouse', number> = { fishDo: 0, fishFault: 0, reservoir: 0, greenhouse: 0 };
const db = () => server.app.database.db;
type List = { rows: AlarmRow[]; total: number; acknowledged?: number; cleared?: number };
const manage = (client: ApiClient, body: Record<string, unknown>) => client.post<List>('/alarmManage', body);
const snapshot = async () => JSON.stringify(await db().selectFrom('alarms').selectAll().orderBy('id').execute());
const lastLogId = async () => Number((await db().selectFrom('op_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 20, 2, 0, 0);

async function insertAlarm(deviceId: string, paramKey: string | null, kind: 'warning' | 'fault', raisedAt: number) {
  const device = await db().selectFrom('devices').select('tenant_id').where('device_id', '=', deviceId).executeTakeFirstOrThrow();
  const row = await db()
    .insertInto('alarms')
    .values({
      device_id: deviceId, tenant_id: device.tenant_id, param_key: paramKey, kind, direction: 'low',
      value: 2.5, threshold: 4, raised_at: new Date(raisedAt), last_value: 2.5, last_ts: new Date(raisedAt), last_notified_at: null, acked_at: null, acked_by: null, cleared_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Downloads the export and reads it back: sheet name, header row and data rows as text. */
async function download(client: ApiClient, lang: string, query: Record<string, string> = {}) {
  const url = new URL('/api/alarm/export', server.origin);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { cookie: `sid=${client.cookie('sid')}`, 'accept-language': lang, 'x-forwarded-for': client.ip } });
  if (res.status !== 200) return { status: res.status, sheet: '', header: [] as string[], rows: [] as string[][] };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const text = (i: number) => (sheet.getRow(i).values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)));
  const rows: string[][] = [];
  for (let i = 2; i <= sheet.rowCount; i++) rows.push(text(i));
  return { status: res.status, type: res.headers.get('content-type'), sheet: sheet.name, header: text(1), rows };
}

beforeAll(async () => {
  server = await sharedServer();
  // The agent manages the reservoir too, as the demo agent does.
  const { fish, reservoir, greenhouse } = await demoLikeCompanies(server);
  [pond1, pond2] = fish.devices;
  [waterLevel] = reservoir.devices;
  [greenhouseDevice] = greenhouse.devices;
  agentName = fish.agent[0];
  agent = new ApiClient(server.origin);
  agentZh = new ApiClient(server.origin, 'zh-CN');
  farmer = new ApiClient(server.origin);
  grower = new ApiClient(server.origin);
  const admin = new ApiClient(server.origin);
  await Promise.all([agent.login(...fish.agent), agentZh.login(...fish.agent), farmer.login(...fish.farmer), admin.login(...DEMO.admin)]);
  // The grower gets the data-alarm page for its own company (greenhouse), to show it cannot reach the agent's.
  const growerId = (await db().selectFrom('users').select('id').where('user_name', '=', greenhouse.users.grower![0]).executeTakeFirstOrThrow()).id;
  expect((await admin.post('/userauth/addPermission', { userId: growerId, codes: ['7', '7002'] })).status).toBe(200);
  await grower.login(...greenhouse.users.grower!);
  ids.fishDo = await insertAlarm(pond1, 'do', 'warning', T0);
  ids.fishFault = await insertAlarm(pond2, 'ph', 'fault', T0 + HOUR);
  ids.reservoir = await insertAlarm(waterLevel, 'water_level', 'warning', T0 + 2 * HOUR);
  ids.greenhouse = await insertAlarm(greenhouseDevice, 'soil_moisture', 'warning', T0 + 3 * HOUR);
});

describe('access', () => {
  it('answers 401 without a session; clear and export need 7002 and a refused clear writes nothing', async () => {
    const anonymous = new ApiClient(server.origin);
    expect((await manage(anonymous, { type: 'search' })).status).toBe(401);
    expect((await anonymous.get('/alarm/export')).status).toBe(401);
    const before = await snapshot();
    expect((await manage(farmer, { type: 'search', device_id: pond1 })).status).toBe(200);
    expect((await manage(farmer, { type: 'clear', ids: [ids.fishDo] })).status).toBe(403);
    // Refused before the body is read: a reader learns nothing from a bad clear.
    expect((await manage(farmer, { type: 'clear' })).status).toBe(403);
    expect((await download(farmer, 'en-US')).status).toBe(403);
    expect(await snapshot()).toBe(before);
  });
});

describe('search', () => {
  it('lists the companies the caller sees, newest first, and filters by device, parameter, level, state and time', async () => {
    const all = (await manage(agent, { type: 'search', pageSize: 100 })).body.data!;
    const mine = all.rows.map((r) => r.id);
    expect(mine).toEqual(expect.arrayContaining([ids.fishDo, ids.fishFault, ids.reservoir]));
    expect(mine).not.toContain(ids.greenhouse);
    expect(mine.indexOf(ids.reservoir)).toBeLessThan(mine.indexOf(ids.fishDo));
    const only = async (filter: Record<string, unknown>) => (await manage(agent, { type: 'search', pageSize: 100, ...filter })).body.data!.rows.map((r) => r.id);
    expect(await only({ device_id: pond1 })).toEqual([ids.fishDo]);
    expect(await only({ param_key: 'ph' })).toEqual([ids.fishFault]);
    expect(await only({ kind: 'fault' })).toEqual([ids.fishFault]);
    expect(await only({ startTime: T0 + HOUR, endTime: T0 + 2 * HOUR })).toEqual([ids.fishFault]);
    expect(await only({ startTime: new Date(T0 + 2 * HOUR).toISOString() })).toEqual([ids.reservoir]);
    const paged = (await manage(agent, { type: 'search', page: 2, pageSize: 1 })).body.data!;
    expect(paged.rows).toHaveLength(1);
    expect(paged.total).toBe(all.total);
  });

  it('refuses bad filters in both languages, naming the field', async () => {
    for (const [client, text] of [[agent, /startTime/], [agentZh, /startTime/]] as const) {
      const res = await manage(client, { type: 'search', startTime: 'yesterday-ish' });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(text);
    }
    const en = await manage(agent, { type: 'search', state: 'gone' });
    const zh = await manage(agentZh, { type: 'search', state: 'gone' });
    expect([en.status, zh.status]).toEqual([400, 400]);
    expect(en.body.message).toMatch(/state/);
    expect(zh.body.message).toMatch(/state/);
    expect(zh.body.message).not.toBe(en.body.message);
  });
});

describe('acknowledge and clear', () => {
  it('records who acknowledged and who cleared, and when, in the list and the operation log', async () => {
    const since = await lastLogId();
    const ack = await manage(agent, { type: 'ack', ids: [ids.fishDo] });
    expect(ack.body.data!.acknowledged).toBe(1);
    const acked = (await manage(agent, { type: 'search', state: 'acknowledged' })).body.data!.rows;
    expect(acked.map((r) => r.id)).toEqual([ids.fishDo]);
    expect(acked[0]).toMatchObject({ state: 'acknowledged', acked_by: '代理商王经理', cleared_by: null });

    const cleared = await manage(agent, { type: 'clear', ids: [ids.fishDo, ids.fishFault] });
    expect(cleared.status).toBe(200);
    expect(cleared.body.message).toBe('Cleared');
    expect(cleared.body.data!.cleared).toBe(2);
    const rows = (await manage(agent, { type: 'search', state: 'cleared' })).body.data!.rows;
    expect(rows.map((r) => r.id).sort()).toEqual([ids.fishDo, ids.fishFault].sort());
    for (const row of rows) {
      expect(row).toMatchObject({ state: 'cleared', cleared_by: '代理商王经理' });
      expect(Math.abs(row.cleared_at! - Date.now())).toBeLessThan(60_000);
    }
    expect((await manage(agent, { type: 'search', state: 'unacked' })).body.data!.rows.map((r) => r.id)).toEqual([ids.reservoir]);
    // Clearing again changes nothing.
    expect((await manage(agent, { type: 'clear', ids: [ids.fishDo] })).body.data!.cleared).toBe(0);

    await vi.waitFor(async () => {
      const log = await db().selectFrom('op_log').select(['user_name', 'action', 'resource', 'success']).where('id', '>', since).execute();
      expect(log).toContainEqual({ user_name: agentName, action: 'acknowledge', resource: 'alarm', success: true });
      expect(log).toContainEqual({ user_name: agentName, action: 'clear', resource: 'alarm', success: true });
    });
  });

  it('refuses a clear without ids in both languages and writes nothing', async () => {
    const before = await snapshot();
    const en = await manage(agent, { type: 'clear' });
    const zh = await manage(agentZh, { type: 'clear', ids: [] });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('Field ids is required');
    expect(zh.status).toBe(400);
    expect(zh.body.message).toBe('字段 ids 不能为空');
    expect(await snapshot()).toBe(before);
  });

  it("leaves another company's alarms alone and invisible", async () => {
    const before = await snapshot();
    expect((await manage(agent, { type: 'clear', ids: [ids.greenhouse] })).body.data!.cleared).toBe(0);
    expect((await manage(agent, { type: 'ack', ids: [ids.greenhouse] })).body.data!.acknowledged).toBe(0);
    expect(await snapshot()).toBe(before);
    const growerRows = (await manage(grower, { type: 'search', pageSize: 100 })).body.data!.rows.map((r) => r.id);
    expect(growerRows).toEqual([ids.greenhouse]);
    expect((await manage(grower, { type: 'clear', ids: [ids.reservoir] })).body.data!.cleared).toBe(0);
    expect(await snapshot()).toBe(before);
  });
});

describe('export', () => {
  it('downloads the filtered history as .xlsx with headers and words in the caller language', async () => {
    const en = await download(agent, 'en-US', { startTime: String(T0), endTime: String(T0 + 10 * HOUR) });
    expect(en.status).toBe(200);
    expect(en.type).toContain('spreadsheetml');
    expect(en.sheet).toBe('Data alarms');
    expect(en.header).toEqual(['Device', 'Device code', 'Parameter', 'Level', 'Type', 'Value', 'Threshold', 'Raised at', 'State', 'Acknowledged by', 'Acknowledged at', 'Cleared by', 'Cleared at']);
    expect(en.rows.map((r) => r[1])).toEqual([waterLevel, pond2, pond1]);
    const fishDo = en.rows.find((r) => r[1] === pond1)!;
    expect(fishDo.slice(3, 5)).toEqual(['Warning', 'Below the lower limit']);
    expect(fishDo[7]).toBe('2026-11-20 10:00:00');
    expect(fishDo[8]).toBe('Cleared');
    expect(fishDo[9]).toBe('代理商王经理');
    expect(fishDo[11]).toBe('代理商王经理');

    const zh = await download(agentZh, 'zh-CN', { kind: 'fault', startTime: String(T0) });
    expect(zh.sheet).toBe('数据报警');
    expect(zh.header[0]).toBe('设备名称');
    expect(zh.rows.map((r) => [r[1], r[3], r[8]])).toEqual([[pond2, '故障', '已清除']]);

    const growerFile = await download(grower, 'en-US', { startTime: String(T0) });
    expect(growerFile.rows.map((r) => r[1])).toEqual([greenhouseDevice]);
  });

  it('refuses a bad time in both languages', async () => {
    const en = await agent.get('/alarm/export', { startTime: 'soon' });
    const zh = await agentZh.get('/alarm/export', { startTime: 'soon' });
    expect([en.status, zh.status]).toEqual([400, 400]);
    expect(en.body.message).toBe('Field startTime is invalid');
    expect(zh.body.message).toBe('字段 startTime 不合法');
  });
});
