import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MqttClient } from 'mqtt';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { addCompanyDevices, freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import type { AlarmEvent } from '../../server/telemetry/bus';
import type { NoticeList } from '../../shared/contract/api/alarms';
import { connectDevice, openSocket, publishTelemetry, waitFor, STARTUP_TIMEOUT_MS } from './telemetry-helpers';

let server: TestServer;
let admin: ApiClient;
const clients: MqttClient[] = [];
/**
 * The file's company, as the demo fish base: its farmer bound to ponds 3 and 4 (the demo's AW00003,
 * AW00004) and the weather station (ET000001), not to ponds 7 and 8 (AW00007, AW00008), and a
 * water-level station (EWL00001).
 */
let fish: TestCompany;
let [pond3, pond4, pond7, pond8, weather, waterLevel] = ['', '', '', '', '', ''];
/** The devices the file's farmer is bound to. */
let farmerDevices: string[] = [];

/** Makes alarms quick to test: the test's own waitTime, period and maxTime for some parameters. */
async function configure(deviceId: string, paramKeys: string[], values: { waitTime?: number; period?: number; maxTime?: number }) {
  await server.app.database.db
    .updateTable('device_params')
    .set(values)
    .where('device_id', '=', deviceId)
    .where('param_key', 'in', paramKeys)
    .execute();
  server.app.bus.emit('config', { deviceId });
  const params = () => server.app.ingest.registry.get(deviceId)?.params;
  await waitFor(() =>
    paramKeys.every((k) => Object.entries(values).every(([field, v]) => (params()?.get(k) as unknown as Record<string, number>)?.[field] === v)),
  );
}

async function device(deviceId: string) {
  const client = await connectDevice(server, deviceId);
  clients.push(client);
  return client;
}

function activeAlarms(deviceId: string) {
  return server.app.database.db.selectFrom('alarms').selectAll().where('device_id', '=', deviceId).where('cleared_at', 'is', null).execute();
}

beforeAll(async () => {
  server = await sharedServer();
  fish = await freshCompany(server);
  [pond3, pond4] = fish.devices;
  [weather] = await addCompanyDevices(server, fish, { like: 'ET000001', boundTo: ['farmer'] });
  [pond7, pond8] = await addCompanyDevices(server, fish, { like: 'AW00007', devices: 2 });
  [waterLevel] = await addCompanyDevices(server, fish, { like: 'EWL00001' });
  farmerDevices = [pond3, pond4, weather];
  admin = new ApiClient(server.origin);
  await admin.login(...DEMO.admin);
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  for (const c of clients) await c.endAsync().catch(() => undefined);
});

describe('alarms', () => {
  it('raises after waitTime, notifies at most maxTime times, is acknowledged, and clears', async () => {
    await configure(pond3, ['do'], { waitTime: 2, period: 1, maxTime: 2 });
    const socket = await openSocket(server, admin);
    const events: AlarmEvent[] = [];
    socket.on('alarm', (e: AlarmEvent) => events.push(e));
    const dev = await device(pond3);
    const t0 = Date.now() - 120_000;
    await publishTelemetry(dev, pond3, { ts: t0, values: { do: 3 } });
    await publishTelemetry(dev, pond3, { ts: t0 + 1000, values: { do: 3.2 } });
    await server.app.alarms.idle();
    expect(await activeAlarms(pond3)).toHaveLength(0);

    await publishTelemetry(dev, pond3, { ts: t0 + 2000, values: { do: 3.1 } });
    const [raised] = await waitFor(async () => {
      const rows = await activeAlarms(pond3);
      return rows.length ? rows : null;
    });
    expect(raised).toMatchObject({ param_key: 'do', kind: 'warning', direction: 'low', value: 3.1, threshold: 4, notify_count: 1 });

    for (let i = 3; i <= 8; i++) await publishTelemetry(dev, pond3, { ts: t0 + i * 1000, values: { do: 3 } });
    await server.app.alarms.idle();
    expect((await activeAlarms(pond3))[0].notify_count).toBe(2);

    const ack = await admin.post<{ acknowledged: number }>('/alarmManage', { type: 'ack', ids: [raised.id] });
    expect(ack.body.data!.acknowledged).toBe(1);
    const prompts = await admin.get<{ rows: Array<{ id: number }> }>('/getAlarmPrompt', { ids: pond3 });
    expect(prompts.body.data!.rows).toHaveLength(0);

    await publishTelemetry(dev, pond3, { ts: t0 + 10_000, values: { do: 6 } });
    await waitFor(async () => (await activeAlarms(pond3)).length === 0);
    const search = await admin.post<{ rows: Array<{ id: number; state: string; acked_by: string | null; notify_count: number }> }>('/alarmManage', {
      type: 'search', device_id: pond3,
    });
    expect(search.body.data!.rows[0]).toMatchObject({ id: raised.id, state: 'cleared', acked_by: '平台管理员', notify_count: 2 });
    await waitFor(() => events.some((e) => e.state === 'cleared'));
    expect(events.filter((e) => e.alarmId === raised.id).map((e) => e.state)).toEqual(['raised', 'notified', 'acknowledged', 'cleared']);
    socket.disconnect();
  });

  it('keeps one active alarm per device and parameter under a flood from several clients', async () => {
    await configure(pond4, ['nh3n'], { waitTime: 0 });
    const raised: AlarmEvent[] = [];
    const listener = (e: AlarmEvent) => e.deviceId === pond4 && e.state === 'raised' && raised.push(e);
    server.app.bus.on('alarm', listener);
    const floods = await Promise.all([0, 1, 2, 3].map(() => device(pond4)));
    const base = Date.now() - 60_000;
    await Promise.all(
      floods.map((client, c) =>
        Promise.all(Array.from({ length: 30 }, (_, i) => publishTelemetry(client, pond4, { ts: base + i * 40 + c, values: { nh3n: 2 + i / 100 } }))),
      ),
    );
    await server.app.alarms.idle();
    server.app.bus.off('alarm', listener);
    expect(await activeAlarms(pond4)).toHaveLength(1);
    expect(raised).toHaveLength(1);
  });

  it('groups a burst across devices into one message-center notice, scoped per user, each alarm with its names, unit, direction and zone', async () => {
    await configure(pond7, ['ph'], { waitTime: 0 });
    await configure(pond8, ['ph'], { waitTime: 0 });
    await configure(weather, ['air_temp'], { waitTime: 0 });
    const ts = Date.now() - 5000;
    await publishTelemetry(await device(pond7), pond7, { ts, values: { ph: 10 } });
    await publishTelemetry(await device(pond8), pond8, { ts, values: { ph: 10.5 } });
    await publishTelemetry(await device(weather), weather, { ts, values: { air_temp: 41 } });
    const burst = [pond7, pond8, weather];
    const notice = await waitFor(async () => {
      const res = await admin.get<NoticeList>('/mesPrompt/find');
      return res.body.data!.rows.find((n) => burst.every((id) => n.items.some((i) => i.device_id === id)));
    });
    expect(notice.read).toBe(false);
    expect(notice.count).toBe(notice.items.length);
    // Each item says what the message center shows, in either language: the company's zone for its time.
    expect(notice.timezone).toBe('Asia/Shanghai');
    expect(notice.items.find((i) => i.device_id === weather)).toMatchObject({
      device_name: (await server.app.database.db.selectFrom('devices').select('device_name').where('device_id', '=', weather).executeTakeFirstOrThrow()).device_name,
      param_key: 'air_temp', name: '空气温度', name_en: 'Air temperature', unit: '°C',
      kind: 'warning', direction: 'high', value: 41, threshold: 38, ts,
    });
    expect(notice.items.find((i) => i.device_id === pond7)).toMatchObject({ name: 'pH值', name_en: 'pH', unit: '', direction: 'high', value: 10, threshold: 9 });

    const farmer = new ApiClient(server.origin);
    await farmer.login(...fish.farmer);
    const farmerView = (await farmer.get<NoticeList>('/mesPrompt/find')).body.data!;
    const mine = farmerView.rows.find((n) => n.id === notice.id)!;
    // The same notice may also list earlier alarms of the window; the farmer sees only its bound devices.
    expect(mine.items.map((i) => i.device_id)).toContain(weather);
    expect(farmerView.rows.flatMap((n) => n.items).every((i) => farmerDevices.includes(i.device_id))).toBe(true);

    const read = await admin.post<{ read: number }>('/mesPrompt/read', { ids: [notice.id] });
    expect(read.body.data!.read).toBe(1);
    const after = (await admin.get<NoticeList>('/mesPrompt/find')).body.data!;
    expect(after.rows.find((n) => n.id === notice.id)!.read).toBe(true);
  });

  // Since issue 16 silence is offline but not a fault (tests/api/presence.test.ts has the rules).
  it('marks a device silent for three periods offline without a fault, and back online when it reports', async () => {
    const keys = ['water_level', 'rainfall'];
    await configure(waterLevel, keys, { period: 1 });
    const dev = await device(waterLevel);
    await publishTelemetry(dev, waterLevel, { values: { water_level: 103 } });
    expect(server.app.presence.status(waterLevel)).toBe('online');
    await waitFor(() => server.app.presence.status(waterLevel) === 'offline', 10_000);
    await server.app.alarms.idle();
    expect((await activeAlarms(waterLevel)).filter((a) => a.kind === 'fault')).toEqual([]);

    await publishTelemetry(dev, waterLevel, { values: { water_level: 103.2 } });
    expect(server.app.presence.status(waterLevel)).toBe('online');
    await configure(waterLevel, keys, { period: 10 });
  });

  it('counts warnings and faults for the home page within the caller’s devices', async () => {
    // The company's agent sees every device of it (the demo admin's whole platform is other files' too on a shared server).
    const companyDevices = [...fish.devices, weather, pond7, pond8, waterLevel];
    const [agent, farmer] = [new ApiClient(server.origin), new ApiClient(server.origin)];
    await Promise.all([agent.login(...fish.agent), farmer.login(...fish.farmer)]);
    const withAlarms = async () =>
      (await server.app.database.db.selectFrom('alarms').select('device_id').distinct().where('cleared_at', 'is', null).where('device_id', 'in', companyDevices).execute())
        .map((r) => r.device_id);
    type Counts = { total: number; warning: number; fault: number };
    // Compared on one snapshot, while alarms may still be changing; warnings and faults both count.
    await waitFor(async () => {
      const [all, mine, active] = await Promise.all([agent.get<Counts>('/devices/status'), farmer.get<Counts>('/devices/status'), withAlarms()]);
      const a = all.body.data!;
      const m = mine.body.data!;
      return (
        a.total === companyDevices.length &&
        a.warning + a.fault === active.length &&
        m.total === farmerDevices.length &&
        m.warning + m.fault === active.filter((id) => farmerDevices.includes(id)).length
      );
    });
    const alarmStatus = (await farmer.get<{ rows: Array<{ device_id: string }> }>('/devices/alarmStatus')).body.data!;
    const listed = alarmStatus.rows.map((r) => r.device_id);
    expect(listed).toEqual(expect.arrayContaining([pond4, weather]));
    expect(listed.every((id) => farmerDevices.includes(id))).toBe(true);
  });
});
