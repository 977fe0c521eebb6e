import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';
import type { PmItem, SuggestResult, Tip } from '../../shared/contract/api/optimisation';

/**
 * /optimisation/*: tips and suggestions only for devices in scope, a suggestion applied once and
 * logged, dismissals per user, the maintenance schedule with its notice and its completion.
 */
let server: TestServer;
let agent: ApiClient;
let agentZh: ApiClient;
let admin: ApiClient;
let farmer: ApiClient;
let grower: ApiClient;
/** The file's devices in the demo's roles: the fish company's ponds 1 to 3 (its farmer's), the greenhouse's sensor. */
let [pond1, pond2, pond3, greenhouseDevice] = ['', '', '', ''];
let agentName = '';
const db = () => server.app.database.db;
const HOUR = 3600_000;

async function submit(deviceId: string, ts: number, values: Record<string, number>) {
  const result = await server.app.ingest.submit(deviceId, { ts, values });
  expect(result).toEqual({ accepted: true });
}
const tipsOf = async (client: ApiClient, deviceId?: string) => (await client.post<Tip[]>('/optimisation/tips', deviceId ? { deviceId } : {})).body.data ?? [];
const configOf = (deviceId: string, paramKey: string) =>
  db().selectFrom('device_params').select(['min', 'max']).where('device_id', '=', deviceId).where('param_key', '=', paramKey).executeTakeFirstOrThrow();
const lastLogId = async () => Number((await db().selectFrom('op_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);

beforeAll(async () => {
  server = await sharedServer();
  const [fish, greenhouse] = await Promise.all([freshCompany(server, { devices: 3 }), freshCompany(server, { devices: 1, like: 'AG00001', users: ['grower'] })]);
  [pond1, pond2, pond3] = fish.devices;
  [greenhouseDevice] = greenhouse.devices;
  agentName = fish.agent[0];
  [agent, agentZh, admin, farmer, grower] = [
    new ApiClient(server.origin), new ApiClient(server.origin, 'zh-CN'), new ApiClient(server.origin), new ApiClient(server.origin), new ApiClient(server.origin),
  ];
  await Promise.all([agent.login(...fish.agent), agentZh.login(...fish.agent), admin.login(...DEMO.admin), farmer.login(...fish.farmer), grower.login(...greenhouse.users.grower!)]);
  const now = Date.now();
  // A pond drifting low on oxygen (fish company) and a dry greenhouse (greenhouse company), now.
  for (let i = 12; i >= 0; i--) {
    await submit(pond1, now - i * 5 * 60_000, { do: 4.4 });
    await submit(greenhouseDevice, now - i * 5 * 60_000, { soil_moisture: 30 });
  }
  // Three days of hourly pH between 6.6 and 7.4 on pond 2, for the suggestions.
  await Promise.all(
    Array.from({ length: 72 }, (_, i) => submit(pond2, now - (72 - i) * HOUR, { ph: 7 + 0.4 * Math.sin(i / 3) })),
  );
}, STARTUP_TIMEOUT_MS);

describe('access', () => {
  it('answers 401 without a session and 403 for applying without the parameter-configuration code', async () => {
    const anonymous = new ApiClient(server.origin);
    for (const path of ['/optimisation/tips', '/optimisation/pm']) expect((await anonymous.post(path, {})).status).toBe(401);
    expect((await anonymous.post('/optimisation/suggestions', { deviceId: pond2, days: 30 })).status).toBe(401);
    const before = await configOf(pond2, 'ph');
    expect((await farmer.post('/optimisation/suggestions/apply', { deviceId: pond2, paramKey: 'ph', days: 30 })).status).toBe(403);
    expect(await configOf(pond2, 'ph')).toEqual(before);
  });

  it('refuses bad input naming the field, in both languages', async () => {
    const en = await agent.post('/optimisation/suggestions', { deviceId: pond2, days: 7 });
    expect(en.status).toBe(400);
    expect(en.body.message).toMatch(/days/);
    const zh = await agentZh.post('/optimisation/tips/dismiss', { deviceId: pond1, ruleId: 'do-low', paramKey: 'do', hours: 0 });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toMatch(/hours/);
    // The file's devices' dismissals (the shared server's other files dismiss tips of their own).
    expect(await db().selectFrom('tip_dismissals').selectAll().where('device_id', 'in', [pond1, pond2, pond3, greenhouseDevice]).execute()).toEqual([]);
  });
});

describe('strategy tips', () => {
  it('are evaluated only for devices in the caller’s scope, in its language', async () => {
    const forAgent = await tipsOf(agent);
    expect(forAgent.find((t) => t.deviceId === pond1 && t.ruleId === 'do-low')).toMatchObject({
      severity: 'critical', action: { kind: 'command', command: 'aerator_on' }, latest: 4.4, paramName: 'Dissolved oxygen',
    });
    expect(forAgent.find((t) => t.deviceId === pond1)!.series.length).toBeGreaterThan(5);
    expect(forAgent.some((t) => t.deviceId === greenhouseDevice)).toBe(false);
    const forGrower = await tipsOf(grower);
    expect(forGrower.map((t) => `${t.deviceId}:${t.ruleId}`)).toEqual([`${greenhouseDevice}:soil-dry`]);
    expect((await tipsOf(farmer)).some((t) => t.deviceId === pond1)).toBe(true);
    expect((await tipsOf(agentZh, pond1))[0]!.advice).toBe('溶解氧低于最佳范围，请立即开启增氧机。');
    expect((await agent.post('/optimisation/tips', { deviceId: greenhouseDevice })).status).toBe(404);
  });

  it('stay dismissed for the user who dismissed them, and are logged', async () => {
    const since = await lastLogId();
    const res = await agent.post('/optimisation/tips/dismiss', { deviceId: pond1, ruleId: 'do-low', paramKey: 'do', hours: 4 });
    expect(res.status).toBe(200);
    expect((await tipsOf(agent)).some((t) => t.deviceId === pond1 && t.ruleId === 'do-low')).toBe(false);
    expect((await tipsOf(admin)).some((t) => t.deviceId === pond1 && t.ruleId === 'do-low')).toBe(true);
    expect((await grower.post('/optimisation/tips/dismiss', { deviceId: pond1, ruleId: 'do-low', paramKey: 'do', hours: 4 })).status).toBe(404);
    await vi.waitFor(async () => {
      const rows = await db().selectFrom('op_log').select(['action', 'resource', 'name']).where('id', '>', since).where('user_name', '=', agentName).where('success', '=', true).execute();
      expect(rows).toEqual([{ action: 'dismiss', resource: 'tip', name: `${pond1} do-low` }]);
    });
  });
});

describe('parameter suggestions', () => {
  it('suggest limits from the device’s own history with a histogram and a backtest, only in scope', async () => {
    const res = await agent.post<SuggestResult>('/optimisation/suggestions', { deviceId: pond2, days: 30 });
    expect(res.status).toBe(200);
    const ph = res.body.data!.rows.find((r) => r.paramKey === 'ph')!;
    expect(ph.count).toBeGreaterThanOrEqual(70);
    expect(ph.current).toEqual({ min: 6, max: 9 });
    expect(ph.suggested.min!).toBeGreaterThan(6.4);
    expect(ph.suggested.max!).toBeLessThan(7.6);
    expect(ph.histogram.reduce((s, b) => s + b.count, 0)).toBe(ph.count * 3);
    expect(ph.backtest.current).toEqual({ alarms: 0, missed: 0 });
    expect((await grower.post('/optimisation/suggestions', { deviceId: pond2, days: 30 })).status).toBe(404);
  });

  it('applied, change the parameter configuration once, through the parameter service, logged', async () => {
    const since = await lastLogId();
    const res = await agent.post<{ min: number; max: number }>('/optimisation/suggestions/apply', { deviceId: pond2, paramKey: 'ph', days: 30 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Suggested limits applied');
    const stored = await configOf(pond2, 'ph');
    expect(stored).toEqual({ min: res.body.data!.min, max: res.body.data!.max });
    expect(stored.min).toBeGreaterThan(6.4);
    await vi.waitFor(async () => {
      const rows = await db().selectFrom('op_log').select(['action', 'resource', 'name', 'target']).where('id', '>', since).where('user_name', '=', agentName).execute();
      expect(rows).toEqual([{ action: 'apply_suggestion', resource: 'param_config', name: `${pond2} ph`, target: `device:${pond2}:ph` }]);
    });
    // Another company's device: as if it did not exist, and nothing written.
    expect((await agent.post('/optimisation/suggestions/apply', { deviceId: greenhouseDevice, paramKey: 'soil_moisture', days: 30 })).status).toBe(404);
    const tooLittle = await agentZh.post('/optimisation/suggestions/apply', { deviceId: pond3, paramKey: 'ph', days: 30 });
    expect(tooLittle.status).toBe(404);
    expect(tooLittle.body.message).toBe('参数ph的历史数据不足，无法给出建议');
  });
});

describe('preventive maintenance', () => {
  it('schedules the devices in scope, announces an overdue one once, and restarts its wear on completion', async () => {
    const device = await db().selectFrom('devices').select(['tenant_id', 'created_at']).where('device_id', '=', pond3).executeTakeFirstOrThrow();
    // After the device's registration (its wear counts from then) and before the completion below. On the
    // worker's shared server the device is seconds old, or less: a second's margin put the alarms after a
    // completion made within that second, and the completion did not restart their count.
    const raised = new Date(Math.max(Date.now() - HOUR, new Date(device.created_at).getTime() + 1));
    const lastRaised = raised.getTime() + 39;
    await db().insertInto('alarms').values(Array.from({ length: 40 }, (_, i) => ({
      device_id: pond3, tenant_id: device.tenant_id, param_key: 'ph', kind: 'warning', direction: 'low', value: 5, threshold: 6,
      raised_at: new Date(raised.getTime() + i), cleared_at: new Date(raised.getTime() + i + 1),
    }))).execute();

    const items = (await agent.post<PmItem[]>('/optimisation/pm', {})).body.data!;
    expect(items.some((i) => i.deviceId === greenhouseDevice)).toBe(false);
    const worn = items.find((i) => i.deviceId === pond3)!;
    expect(worn).toMatchObject({ state: 'overdue', reasons: [{ code: 'alarms', value: 40, text: '40 alarms (limit 30)' }] });
    expect(items[0]!.deviceId).toBe(pond3);
    expect((await grower.post<PmItem[]>('/optimisation/pm', {})).body.data!.map((i) => i.deviceId)).not.toContain(pond3);

    await agent.post('/optimisation/pm', {});
    type Mine = { rows: { title: string; content: string }[] };
    const notices = (await farmer.get<Mine>('/notices/mine')).body.data!.rows.filter((n) => n.content.includes(pond3));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe('设备维护逾期 / Maintenance overdue');
    expect((await grower.get<Mine>('/notices/mine')).body.data!.rows.some((n) => n.content.includes(pond3))).toBe(false);

    // The completion is later than every alarm, so none of them counts after it.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(lastRaised));
    const done = await agent.post('/optimisation/pm/complete', { deviceId: pond3, content: 'Cleaned the pH probe', done_at: Date.now(), measures: 'recalibrated', handler: 'Li' });
    expect(done.status).toBe(200);
    const after = (await agent.post<PmItem[]>('/optimisation/pm', { deviceId: pond3 })).body.data!;
    expect(after).toMatchObject([{ deviceId: pond3, state: 'ok', reasons: [] }]);
    expect(after[0]!.lastMaintenance).not.toBeNull();
    expect((await grower.post('/optimisation/pm/complete', { deviceId: pond3, content: 'x', done_at: Date.now(), handler: 'x' })).status).toBe(404);
    const future = await agent.post('/optimisation/pm/complete', { deviceId: pond3, content: 'x', done_at: Date.now() + 86_400_000, handler: 'x' });
    expect(future.status).toBe(400);
    expect(await db().selectFrom('maintenance_records').select('content').where('device_id', 'in', [pond1, pond2, pond3]).execute()).toEqual([{ content: 'Cleaned the pH probe' }]);
  });
});
