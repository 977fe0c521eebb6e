import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import { backfill } from '../../server/sim/backfill';
import { localToInstant } from '../../server/core/local-time';
import { connectDevice, openSocket, publishTelemetry, subscribe, STARTUP_TIMEOUT_MS } from './telemetry-helpers';

let server: TestServer;
let admin: ApiClient;
let farmer: ApiClient;
let agent: ApiClient;
/** The file's fish company's five pond monitors (its farmer sees exactly these; its agent manages only it), */
let ponds: string[];
/** a greenhouse monitor of a second company, and two water level stations of a third. */
let [greenhouse, level1, level2] = ['', '', ''];

beforeAll(async () => {
  server = await sharedServer();
  const fish = await freshCompany(server, { devices: 5 });
  ponds = fish.devices;
  [greenhouse] = (await freshCompany(server, { like: 'AG00001', devices: 1 })).devices;
  [level1, level2] = (await freshCompany(server, { like: 'EWL00001', devices: 2 })).devices;
  [admin, farmer, agent] = [new ApiClient(server.origin), new ApiClient(server.origin), new ApiClient(server.origin)];
  await admin.login(...DEMO.admin);
  await farmer.login(...fish.farmer);
  await agent.login(...fish.agent);
}, STARTUP_TIMEOUT_MS);

describe('manual entry and reports', () => {
  it('refuses a second entry in the same minute with 409 and rebuilds rollups on update', async () => {
    const created = await admin.post<{ written: number; ts: number }>('/datahis/create', {
      device_id: ponds[1], data: { do: 6.1, ph: 7.0 }, datetime: '2026-05-10 08:00:00',
    });
    expect(created.status).toBe(200);
    expect(created.body.data!).toMatchObject({ written: 2, ts: localToInstant('Asia/Shanghai', 2026, 5, 10, 8) });

    const clash = await admin.post('/datahis/create', { device_id: ponds[1], data: { do: 5 }, datetime: '2026-05-10 08:00:30' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('The time conflicts with an existing entry at 2026-05-10 08:00:00');
    const zhClient = new ApiClient(server.origin, 'zh-CN');
    await zhClient.login(...DEMO.admin);
    const zh = await zhClient.post('/datahis/create', { device_id: ponds[1], data: { ph: 7 }, datetime: '2026-05-10 08:00:59' });
    expect(zh.status).toBe(409);
    expect(zh.body.message).toBe('该时间与已有数据冲突（已有数据时间 2026-05-10 08:00:00）');

    const updated = await admin.post<{ written: number }>('/datahis/update', { device_id: ponds[1], data: { do: 7.1 }, datetime: '2026-05-10 08:00:00' });
    expect(updated.body.data!.written).toBe(1);
    const day = await sql<{ max: number; count: number }>`select max, count from telemetry_daily
      where device_id = ${ponds[1]} and param_key = 'do' and day = '2026-05-10'`.execute(server.app.database.db);
    expect(day.rows).toEqual([{ max: 7.1, count: 1 }]);
    const missing = await admin.post('/datahis/update', { device_id: ponds[1], data: { do: 1 }, datetime: '2026-05-10 09:00:00' });
    expect(missing.status).toBe(404);
    const unknown = await admin.post('/datahis/create', { device_id: ponds[1], data: { pm25: 1 }, datetime: '2026-05-11 08:00:00' });
    expect(unknown.status).toBe(400);
    expect((await farmer.post('/datahis/create', { device_id: ponds[1], data: { do: 1 }, datetime: '2026-05-12 08:00:00' })).status).toBe(403);
  });

  it('reports a day by local hour and a week by local day', async () => {
    type Report = { start: number; rows: Array<{ label: string; values: Record<string, { avg: number }> }>; summary: Record<string, { count: number }> };
    const day = await farmer.post<Report>('/datahis/findDataHisByType', { type: 'day', device_id: ponds[1], date: '2026-05-10' });
    expect(day.status).toBe(200);
    expect(day.body.data!.start).toBe(localToInstant('Asia/Shanghai', 2026, 5, 10));
    expect(day.body.data!.rows).toEqual([expect.objectContaining({ label: '2026-05-10 08:00', values: expect.objectContaining({ do: expect.objectContaining({ avg: 7.1 }) }) })]);
    const week = await farmer.post<Report>('/datahis/findDataHisByType', { type: 'week', device_id: ponds[1], date: '2026-05-13' });
    // 13 May 2026 is a Wednesday: the week starts on Monday 11 May, so the 10th is outside.
    expect(week.body.data!.start).toBe(localToInstant('Asia/Shanghai', 2026, 5, 11));
    expect(week.body.data!.summary.do.count).toBe(0);
  });
});

describe('history by time', () => {
  it('reads raw, hourly or daily data by range and folds to maxPoints', async () => {
    const from = localToInstant('Asia/Shanghai', 2026, 3, 1);
    const to = from + 2 * 3600_000;
    const entry = server.app.ingest.registry.get(greenhouse)!;
    const first = await backfill(server.app.database.db, [entry], new Date(from), new Date(to), 5);
    expect(first.rows).toBe(6 * 24);
    const again = await backfill(server.app.database.db, [entry], new Date(from), new Date(to), 5);
    expect(again.rows).toBe(0);
    const out = await sql<{ n: number }>`select count(*)::int as n from telemetry t join device_params p using (device_id, param_key)
      where device_id = ${greenhouse} and (t.value < p."startValue" or t.value > p."endValue" or t.invalid)`.execute(server.app.database.db);
    expect(out.rows[0].n).toBe(0);

    type Series = { resolution: string; series: Array<{ param_key: string; points: Array<{ value: number; min: number; max: number }> }> };
    const raw = await admin.get<Series>('/datahis/getHisDataByTime', { startTime: from, endTime: to, ids: `${greenhouse}:co2` });
    expect(raw.body.data!.resolution).toBe('raw');
    expect(raw.body.data!.series[0].points).toHaveLength(24);
    const hourly = await admin.get<Series>('/datahis/getHisDataByTime', { startTime: from - 5 * 86_400_000, endTime: to, ids: greenhouse });
    expect(hourly.body.data!.resolution).toBe('hour');
    // Six measured parameters with data; the trap camera's insect_count (issue 19) has no picture here.
    expect(hourly.body.data!.series.filter((s) => s.points.length > 0)).toHaveLength(6);
    expect(hourly.body.data!.series.find((s) => s.param_key === 'co2')!.points).toHaveLength(2);
    const daily = await admin.get<Series>('/datahis/getHisDataByTime', { startTime: '2025-06-01', endTime: '2026-06-01', ids: `${greenhouse}:co2,${greenhouse}:light`, maxPoints: 2 });
    expect(daily.body.data!.resolution).toBe('day');
    const co2 = daily.body.data!.series[0].points;
    expect(co2.length).toBeLessThanOrEqual(2);
    expect(co2[0].min).toBeLessThanOrEqual(co2[0].value);
    expect(co2[0].max).toBeGreaterThanOrEqual(co2[0].value);
    const average = await admin.get<{ series: Array<{ rows: Array<{ label: string; count: number }> }> }>('/datahis/findAverage', {
      device_id: greenhouse, dataType: 'month', paraName: 'co2', startTime: '2026-01-01', endTime: '2026-12-31',
    });
    expect(average.body.data!.series[0].rows).toEqual([expect.objectContaining({ label: '2026-03', count: 24 })]);
  });
});

describe('tenant isolation', () => {
  it('hides other tenants’ devices on every endpoint', async () => {
    for (const [method, path, body] of [
      ['GET', `/userdevices/realtime/${level1}`, undefined],
      ['GET', `/alarm/rt?device_id=${level1}`, undefined],
      ['POST', '/getAlarmInfo', { device_id: level1, param_key: 'water_level', count: 5 }],
      ['GET', `/datahis/getHisDataByTime?startTime=0&endTime=1000&ids=${level1}`, undefined],
      ['GET', `/datahis/findAverage?startTime=0&endTime=1000&device_id=${level1}&dataType=day`, undefined],
      ['POST', '/datahis/findDataHisByType', { type: 'day', device_id: level1, date: '2026-05-10' }],
      ['POST', '/devices/updatedAlarmTimes', { device_id: level1, maxTime: 1 }],
    ] as const) {
      const res = await farmer.request(method, path, body);
      expect([403, 404], `${method} ${path}`).toContain(res.status);
    }
    const all = await farmer.get<{ rows: Array<{ device_id: string }> }>('/realtimeAll');
    expect(all.body.data!.rows.map((r) => r.device_id).sort()).toEqual([...ponds].sort());
    const page = await farmer.post<{ total: number; rows: unknown[] }>('/realtimeAllByPage', { page: 1, pageSize: 2 });
    expect(page.body.data!).toMatchObject({ total: 5 });
    expect(page.body.data!.rows).toHaveLength(2);
    expect((await agent.get('/datahis/manageValid', { device_id: greenhouse, startTime: 0, endTime: 1000 })).status).toBe(404);
    expect((await agent.post('/datahis/create', { device_id: greenhouse, data: { co2: 1 }, datetime: 0 })).status).toBe(404);

    // An alarm of a reservoir device: listed and acknowledgeable for the admin only.
    const reservoir = server.app.ingest.registry.get(level2)!;
    const alarm = await server.app.database.db
      .insertInto('alarms')
      .values({ device_id: level2, tenant_id: reservoir.tenantId, param_key: 'water_level', kind: 'warning', direction: 'high', value: 120, threshold: 110, raised_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mine = await farmer.post<{ rows: Array<{ device_id: string }> }>('/alarmManage', { type: 'search', state: 'all' });
    expect(mine.body.data!.rows.some((r) => r.device_id === level2)).toBe(false);
    expect((await farmer.post<{ acknowledged: number }>('/alarmManage', { type: 'ack', ids: [alarm.id] })).body.data!.acknowledged).toBe(0);
    const prompts = await farmer.get<{ rows: Array<{ device_id: string }> }>('/getAlarmPrompt');
    expect(prompts.body.data!.rows.some((r) => r.device_id === level2)).toBe(false);
    const dates = await farmer.get<{ rows: Array<{ total: number }> }>('/devices/alarmDate', { startTime: Date.now() - 86_400_000, endTime: Date.now() + 1000 });
    expect(dates.body.data!.rows.reduce((n, r) => n + r.total, 0)).toBe(0);
    const adminSearch = await admin.post<{ rows: Array<{ id: number }> }>('/alarmManage', { type: 'search', device_id: level2 });
    expect(adminSearch.body.data!.rows.map((r) => r.id)).toEqual([alarm.id]);
  });

  it('lets a socket join only rooms of devices its user may see', async () => {
    const farmerSocket = await openSocket(server, farmer);
    const adminSocket = await openSocket(server, admin);
    try {
      expect(await subscribe(farmerSocket, [level1, ponds[0]])).toEqual({ deviceIds: [ponds[0]] });
      expect(await subscribe(adminSocket, [level1])).toEqual({ deviceIds: [level1] });
      const leaked: unknown[] = [];
      farmerSocket.on('telemetry', (e: { deviceId: string }) => e.deviceId === level1 && leaked.push(e));
      farmerSocket.on('status', (e: { deviceId: string }) => e.deviceId === level1 && leaked.push(e));
      const adminGot = new Promise((resolve) => adminSocket.once('telemetry', resolve));
      const adminStatus = new Promise((resolve) => adminSocket.on('status', (e: { deviceId: string }) => e.deviceId === level1 && resolve(e)));
      const device = await connectDevice(server, level1);
      await publishTelemetry(device, level1, { values: { water_level: 104 } });
      await device.endAsync();
      expect(await adminGot).toMatchObject({ deviceId: level1 });
      await adminStatus;
      // The farmer's socket is on the same server and got nothing about the reservoir device: a round
      // trip on it delivers whatever was sent to it before. (It used to wait for the disconnect's
      // offline; since issue 16 a disconnect is not offline, the reading keeps it online.)
      await farmerSocket.timeout(5000).emitWithAck('unsubscribe', { deviceIds: [] });
      expect(leaked).toEqual([]);
    } finally {
      farmerSocket.disconnect();
      adminSocket.disconnect();
    }
    await expect(openSocket(server, new ApiClient(server.origin))).rejects.toThrow();
  });
});
