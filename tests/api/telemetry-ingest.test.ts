import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { sql } from 'kysely';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import { localToInstant } from '../../server/core/local-time';
import { connectDevice, openSocket, publishTelemetry, subscribe, waitFor, STARTUP_TIMEOUT_MS } from './telemetry-helpers';

let server: TestServer;
let device: MqttClient;
/** The file's company: five pond monitors in the demo's AW00001 to AW00005 roles, its farmer. */
let fish: TestCompany;
let [pond1, pond2, pond3, pond4, pond5] = ['', '', '', '', ''];
const admin = () => {
  const c = new ApiClient(server.origin);
  return c.login(...DEMO.admin).then(() => c);
};

beforeAll(async () => {
  server = await sharedServer();
  fish = await freshCompany(server, { devices: 5 });
  [pond1, pond2, pond3, pond4, pond5] = fish.devices;
  device = await connectDevice(server, pond1);
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await device?.endAsync();
});

interface RealtimeView {
  status: string;
  params: Array<{ param_key: string; value: number | null; ts: number | null; invalid: boolean; status: string }>;
}

describe('MQTT ingest', () => {
  it('acknowledges a QoS 1 message only once it is stored, and serves it through the API', async () => {
    const ts = Date.now() - 1000;
    await publishTelemetry(device, pond1, { ts, values: { do: 6.4, water_temp: 24.5 } });
    // The PUBACK has arrived: the rows must already be committed, with no waiting.
    const rows = await server.app.database.db.selectFrom('telemetry').selectAll().where('device_id', '=', pond1).where('ts', '=', new Date(ts)).execute();
    expect(rows.map((r) => [r.param_key, r.value]).sort()).toEqual([['do', 6.4], ['water_temp', 24.5]]);

    const api = await admin();
    const res = await api.get<RealtimeView>(`/userdevices/realtime/${pond1}`);
    expect(res.status).toBe(200);
    expect(res.body.data!.status).toBe('online');
    const dissolved = res.body.data!.params.find((p) => p.param_key === 'do')!;
    expect(dissolved).toMatchObject({ value: 6.4, ts, invalid: false, status: 'normal' });

    const history = await api.get<{ resolution: string; series: Array<{ param_key: string; points: Array<{ ts: number; value: number }> }> }>(
      '/datahis/getHisDataByTime',
      { startTime: ts - 60_000, endTime: ts + 60_000, ids: `${pond1}:do` },
    );
    expect(history.status).toBe(200);
    expect(history.body.data!.resolution).toBe('raw');
    expect(history.body.data!.series[0].points).toEqual([{ ts, value: 6.4, min: 6.4, max: 6.4 }]);
  });

  it('pushes the reading to a subscribed socket', async () => {
    const api = await admin();
    const socket = await openSocket(server, api);
    try {
      expect(await subscribe(socket, [pond2])).toEqual({ deviceIds: [pond2] });
      const received = new Promise<{ deviceId: string; values: Record<string, number> }>((resolve) => socket.once('telemetry', resolve));
      const other = await connectDevice(server, pond2);
      await publishTelemetry(other, pond2, { values: { ph: 7.1 } });
      await other.endAsync();
      expect(await received).toMatchObject({ deviceId: pond2, values: { ph: 7.1 } });
    } finally {
      socket.disconnect();
    }
  });

  it('drops bad messages, counts them, and keeps ingesting', async () => {
    const api = await admin();
    const before = (await api.get<{ dropped: number; droppedBy: Record<string, number> }>('/ingest/stats')).body.data!;
    await publishTelemetry(device, pond1, 'not json {');
    await publishTelemetry(device, pond1, { values: { no_such_param: 1 } });
    await publishTelemetry(device, pond1, { values: { do: 'high' } });
    await publishTelemetry(device, pond1, { ts: Date.now() + 11 * 60_000, values: { do: 5 } });
    await publishTelemetry(device, pond1, '{"values":{"do":1e999}}');
    const ts = Date.now();
    await publishTelemetry(device, pond1, { ts, values: { do: 5.5 } });
    const after = (await api.get<{ dropped: number; droppedBy: Record<string, number> }>('/ingest/stats')).body.data!;
    expect(after.dropped - before.dropped).toBe(5);
    expect(after.droppedBy.not_json - before.droppedBy.not_json).toBe(1);
    expect(after.droppedBy.unknown_param - before.droppedBy.unknown_param).toBe(1);
    expect(after.droppedBy.bad_value - before.droppedBy.bad_value).toBe(2);
    expect(after.droppedBy.future_ts - before.droppedBy.future_ts).toBe(1);
    const stored = await server.app.database.db.selectFrom('telemetry').select('value').where('device_id', '=', pond1).where('param_key', '=', 'do').where('ts', '=', new Date(ts)).executeTakeFirst();
    expect(stored?.value).toBe(5.5);
    // The farmer may not read the platform's ingest counters.
    const farmer = new ApiClient(server.origin);
    await farmer.login(...fish.farmer);
    expect((await farmer.get('/ingest/stats')).status).toBe(403);
  });

  it('refuses wrong secrets and topics of other devices', async () => {
    await expect(
      mqtt.connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: pond1, password: 'guess', reconnectPeriod: 0 }),
    ).rejects.toThrow();
    const intruder = await connectDevice(server, pond3);
    const watcher = await connectDevice(server, pond4);
    const delivered: string[] = [];
    watcher.on('message', (topic) => delivered.push(topic));
    await watcher.subscribeAsync(`devices/${pond4}/#`, { qos: 1 });
    // Acknowledged and dropped (recorded for the intruder's owner), so its client does not send it again forever.
    await intruder.publishAsync(`devices/${pond4}/telemetry`, JSON.stringify({ values: { do: 1 } }), { qos: 1 });
    await intruder.publishAsync(`devices/${pond4}/command`, JSON.stringify({ command: 'open' }), { qos: 1 });
    expect(intruder.connected).toBe(true);
    await intruder.endAsync(true);
    await watcher.endAsync(true);
    expect(delivered).toEqual([]);
    const rows = await server.app.database.db.selectFrom('telemetry').select('ts').where('device_id', '=', pond4).execute();
    expect(rows).toHaveLength(0);
  });

  it('calibrates with correcting and flags values outside the reasonable range', async () => {
    const db = server.app.database.db;
    await db.updateTable('device_params').set({ correcting: 0.3 }).where('device_id', '=', pond1).where('param_key', '=', 'ph').execute();
    server.app.bus.emit('config', { deviceId: pond1 });
    await waitFor(() => server.app.ingest.registry.get(pond1)?.params.get('ph')?.correcting === 0.3);
    const ts = Date.now();
    await publishTelemetry(device, pond1, { ts, values: { ph: 7.2, turbidity: 1500 } });
    const rows = await db.selectFrom('telemetry').select(['param_key', 'value', 'invalid']).where('device_id', '=', pond1).where('ts', '=', new Date(ts)).orderBy('param_key').execute();
    expect(rows).toEqual([
      { param_key: 'ph', value: 7.5, invalid: false },
      { param_key: 'turbidity', value: 1500, invalid: true },
    ]);
    const api = await admin();
    const view = (await api.get<RealtimeView>(`/userdevices/realtime/${pond1}`)).body.data!;
    expect(view.params.find((p) => p.param_key === 'turbidity')).toMatchObject({ value: 1500, invalid: true, status: 'invalid' });
    const invalid = await api.get<{ rows: Array<{ param_key: string; value: number }>; total: number }>('/datahis/findInvalid', {
      device_id: pond1, startTime: ts - 1000, endTime: ts + 1000,
    });
    expect(invalid.body.data!.rows).toEqual([expect.objectContaining({ param_key: 'turbidity', value: 1500, invalid: true })]);
  });

  it('keeps hourly and daily rollups equal to the aggregation of the raw rows, by local day', async () => {
    const db = server.app.database.db;
    // 23:30 and 23:50 Shanghai time belong to that day there, though UTC already says 15:xx. Two days
    // ago, because ingest refuses readings older than its window (server/ingest/ingest-limits.ts).
    const dayOf = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(ms);
    const [y, m, d] = dayOf(Date.now() - 2 * 86_400_000).split('-').map(Number);
    const late = localToInstant('Asia/Shanghai', y, m, d, 23, 30);
    const later = localToInstant('Asia/Shanghai', y, m, d, 23, 50);
    const nextDay = localToInstant('Asia/Shanghai', y, m, d + 1, 0, 10);
    const [day1, day2, day3] = [late, nextDay, nextDay + 86_400_000].map(dayOf);
    const dev = await connectDevice(server, pond5);
    for (const [ts, v] of [[late, 6], [later, 8], [nextDay, 5]] as const) await publishTelemetry(dev, pond5, { ts, values: { do: v } });
    // A repeated reading (a QoS 1 redelivery) is stored once and counted once, also beside a new one.
    await publishTelemetry(dev, pond5, { ts: later, values: { do: 8 } });
    await publishTelemetry(dev, pond5, { ts: later, values: { do: 8, water_temp: 21 } });
    await dev.endAsync();
    const days = await sql<{ day: string; min: number; max: number; sum: number; count: number; last_value: number }>`
      select day::text as day, min, max, sum, count, last_value from telemetry_daily
      where device_id = ${pond5} and param_key = 'do' order by day`.execute(db);
    expect(days.rows).toEqual([
      { day: day1, min: 6, max: 8, sum: 14, count: 2, last_value: 8 },
      { day: day2, min: 5, max: 5, sum: 5, count: 1, last_value: 5 },
    ]);
    const temps = await sql<{ count: number; last_value: number }>`
      select count, last_value from telemetry_hourly where device_id = ${pond5} and param_key = 'water_temp' and bucket = ${new Date(later - (later % 3_600_000))}`.execute(db);
    expect(temps.rows).toEqual([{ count: 1, last_value: 21 }]);
    // Every device of the file (the shared server's other files write rollups of their own, some without raw rows).
    const ours = sql.join(fish.devices);
    const mismatch = await sql<{ n: number }>`
      select count(*)::int as n from (
        select device_id, param_key, date_trunc('hour', ts, 'Asia/Shanghai') as bucket,
               min(value) as min, max(value) as max, sum(value) as sum, count(*)::int as count
        from telemetry where not invalid and device_id in (${ours}) group by 1, 2, 3
      ) raw full join (select * from telemetry_hourly where device_id in (${ours})) h using (device_id, param_key, bucket)
      where raw.count is distinct from h.count or raw.min is distinct from h.min or raw.max is distinct from h.max
         or abs(raw.sum - h.sum) > 1e-9`.execute(db);
    expect(mismatch.rows[0].n).toBe(0);
    const api = await admin();
    const avg = await api.get<{ series: Array<{ rows: Array<{ label: string; avg: number; count: number }> }> }>('/datahis/findAverage', {
      device_id: pond5, dataType: 'day', paraName: 'do', startTime: `${day1} 00:00:00`, endTime: `${day3} 00:00:00`,
    });
    expect(avg.body.data!.series[0].rows.map((r) => [r.label, r.avg, r.count])).toEqual([[day1, 7, 2], [day2, 5, 1]]);
  });

  it('carries commands down to the device and its replies back up', async () => {
    const commands = new Promise<string>((resolve) => device.once('message', (_t, payload) => resolve(payload.toString())));
    await device.subscribeAsync(`devices/${pond1}/command`, { qos: 1 });
    server.app.bus.emit('command', { deviceId: pond1, channel: 'command', payload: { aerator: 1 } });
    expect(JSON.parse(await commands)).toEqual({ aerator: 1 });
    const reply = new Promise((resolve) => server.app.bus.once('deviceMessage', resolve));
    await device.publishAsync(`devices/${pond1}/reply`, JSON.stringify({ ok: true }), { qos: 1 });
    expect(await reply).toMatchObject({ deviceId: pond1, channel: 'reply', payload: { ok: true } });
  });
});
