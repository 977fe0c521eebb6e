import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate } from '../../server/db/migrate';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';

/**
 * Issue 32 item 7: Ajv coerces the text "Infinity" (and "-Infinity", "1e400") to a non-finite
 * number and then skips minimum/maximum for it, so a bounded field stored Infinity and every read
 * of the row answered 500 afterwards. Non-finite numbers and times outside 1970..2100 are now
 * refused with 400 naming the field, on every route, and nothing is written.
 */
const SERVER_HOOK_MS = 180_000;
const TWO_53 = 2 ** 53;
let server: TestServer;
let agent: ApiClient;
let agentZh: ApiClient;
let admin: ApiClient;

const db = () => server.app.database.db;

beforeAll(async () => {
  // Own server: deletes a migration's record and runs it again over its whole database.
  server = await startTestServer();
  agent = new ApiClient(server.origin, 'en-US');
  agentZh = new ApiClient(server.origin, 'zh-CN');
  admin = new ApiClient(server.origin, 'en-US');
  await Promise.all([agent.login(...DEMO.agent), agentZh.login(...DEMO.agent), admin.login(...DEMO.admin)]);
}, SERVER_HOOK_MS);

afterAll(async () => {
  await server?.close();
}, SERVER_HOOK_MS);

const configOf = async () =>
  db().selectFrom('device_params').selectAll().where('device_id', '=', 'AW00002').where('param_key', '=', 'ph').executeTakeFirstOrThrow();

describe('a non-finite number written as text', () => {
  it('is refused for every threshold of a parameter configuration, nothing is stored, and the reads still answer', async () => {
    const before = await configOf();
    const fields = ['max', 'min', 'startValue', 'endValue', 'correcting', 'valuePerfectL', 'valuePerfectH'];
    for (const field of fields) {
      for (const value of ['Infinity', '-Infinity', '1e400', '-1e400']) {
        const res = await agent.post('/deviceParam/update', { kind: 'config', deviceId: 'AW00002', paramKey: 'ph', [field]: value });
        expect(res.status, `${field} = ${value}`).toBe(400);
        expect(res.body.message, `${field} = ${value}`).toContain(field);
      }
    }
    const zh = await agentZh.post('/deviceParam/update', { kind: 'config', deviceId: 'AW00002', paramKey: 'ph', max: 'Infinity' });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toContain('max');
    expect(zh.body.message).toMatch(/有限|范围/);
    expect(await configOf()).toEqual(before);
    expect((await agent.get('/deviceParam/deviceParam', { deviceId: 'AW00002' })).status).toBe(200);
    expect((await agent.post('/userdevices/getDeviceAndParams', { deviceId: 'AW00002' })).status).toBe(200);
  });

  it('is refused in a query, in a manual reading and for a dismissal, and nothing is written', async () => {
    const worms = await admin.get('/getWormDataList', { beginTime: 'Infinity' });
    expect(worms.status).toBe(400);
    expect(worms.body.message).toContain('beginTime');
    const dismiss = await agent.post('/optimisation/tips/dismiss', { deviceId: 'AW00001', ruleId: 'do-low', paramKey: 'do', hours: 'Infinity' });
    expect(dismiss.status).toBe(400);
    expect(dismiss.body.message).toContain('hours');
    expect(await db().selectFrom('tip_dismissals').selectAll().execute()).toEqual([]);
    const entry = await admin.post('/datahis/create', { device_id: 'AW00001', data: { ph: 'Infinity' }, datetime: Date.UTC(2025, 0, 1) });
    expect(entry.status).toBe(400);
    expect(entry.body.message).toContain('data.ph');
    const manual = await db().selectFrom('telemetry').select('value').where('device_id', '=', 'AW00001').where('manual', '=', true).execute();
    expect(manual.filter((r) => !Number.isFinite(r.value))).toEqual([]);
  });
});

describe('a time outside 1970..2100', () => {
  it('is refused as a number, as digits and as a date, on the alarm list and the history', async () => {
    for (const startTime of [TWO_53, -TWO_53, 8.64e15 + 1, String(TWO_53), '+275760-09-13T00:00:00.001Z', '9999-12-31 00:00:00', '1969-01-01T00:00:00Z', 'Infinity']) {
      const res = await agent.post('/alarmManage', { type: 'search', startTime });
      expect(res.status, `startTime = ${startTime}`).toBe(400);
      expect(res.body.message, `startTime = ${startTime}`).toContain('startTime');
    }
    const history = await agent.get('/datahis/getHisDataByTime', { startTime: String(TWO_53), endTime: String(TWO_53 + 2), ids: 'AW00001' });
    expect(history.status).toBe(400);
    expect((await agent.post('/alarmManage', { type: 'search', startTime: Date.UTC(2025, 0, 1) })).status).toBe(200);
  });

  it('is refused in a field declared as a date, and nothing is written', async () => {
    const edit = (expiry_date: string) => admin.post('/userdevices/updateDevice', { newData: { expiry_date }, oldData: { device_id: 'AW00001' } });
    const expiry = async () => (await db().selectFrom('devices').select('expiry_date').where('device_id', '=', 'AW00001').executeTakeFirstOrThrow()).expiry_date;
    const before = await expiry();
    for (const date of ['9999-12-31', '0001-01-01', '1969-12-31', '2100-01-01']) {
      const res = await edit(date);
      expect(res.status, date).toBe(400);
      expect(res.body.message, date).toContain('expiry_date');
    }
    expect(await expiry()).toEqual(before);
    expect((await edit('2099-12-31')).status).toBe(200);
  });
});

describe('a non-finite number stored before the fix', () => {
  it('is cleaned by the migration, after which the reads that failed on it answer', async () => {
    const at = new Date(Date.UTC(2025, 0, 2, 3));
    await sql`update device_params set max = 'Infinity', correcting = '-Infinity', "valuePerfectL" = 'NaN' where device_id = 'AW00003' and param_key = 'ph'`.execute(db());
    await sql`insert into telemetry (device_id, param_key, ts, value, manual) values ('AW00003', 'ph', ${at}, 'Infinity', true)`.execute(db());
    expect((await agent.get('/deviceParam/deviceParam', { deviceId: 'AW00003' })).status).toBe(500);

    await sql`delete from schema_migrations where version = '0285_non_finite_numbers'`.execute(db());
    expect(await migrate(server.app.database)).toEqual(['0285_non_finite_numbers']);

    const config = await db().selectFrom('device_params').selectAll().where('device_id', '=', 'AW00003').where('param_key', '=', 'ph').executeTakeFirstOrThrow();
    expect(config).toMatchObject({ max: null, correcting: 0, valuePerfectL: null });
    expect(await db().selectFrom('telemetry').select('value').where('device_id', '=', 'AW00003').where('ts', '=', at).execute()).toEqual([]);
    expect((await agent.get('/deviceParam/deviceParam', { deviceId: 'AW00003' })).status).toBe(200);
    expect((await agent.post('/userdevices/getDeviceAndParams', { deviceId: 'AW00003' })).status).toBe(200);
  });
});
