import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import type { Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { StatusEvent } from '../../server/telemetry/bus';
import { openSocket, publishTelemetry, waitFor, STARTUP_TIMEOUT_MS } from './telemetry-helpers';

/**
 * Presence follows signs of life, not the MQTT connection (issue 16, item 3): a device that
 * connects, publishes and disconnects (battery, NB-IoT) stays online for three measuring periods
 * after its last reading, then goes offline without a fault; a fault needs a real fault signal
 * (its sensor reporting values outside the reasonable range).
 */
let server: TestServer;
let admin: ApiClient;
let socket: Socket;
const statusEvents: Array<StatusEvent & { at: number }> = [];
const secrets = new Map<string, string>();

type Counts = { total: number; online: number; offline: number; warning: number; fault: number };
const counts = async (api = admin) => (await api.get<Counts>('/devices/status')).body.data!;
const listed = async (deviceId: string) =>
  (await admin.post<Array<{ device_id: string; status: string }>>('/userdevices/searchDevice', { keyword: deviceId })).body.data!.find(
    (d) => d.device_id === deviceId,
  );
const realtime = async (deviceId: string) =>
  (await admin.get<{ status: string; alarm: string; params: Array<{ param_key: string; status: string }> }>(`/userdevices/realtime/${deviceId}`)).body
    .data!;
const activeAlarms = (deviceId: string) =>
  server.app.database.db.selectFrom('alarms').selectAll().where('device_id', '=', deviceId).where('cleared_at', 'is', null).execute();

/** A device made through the console, as a user would, with a measuring period of `period` seconds. */
async function createDevice(deviceId: string, period: number) {
  const fish = await server.app.database.db.selectFrom('companies').select('id').where('alias', '=', 'Nanxun Aquaculture Base').executeTakeFirstOrThrow();
  const created = await admin.post<{ secret: string }>('/userdevices/create', {
    device_id: deviceId, device_name: deviceId, device_type: 'AW', tenant_id: fish.id,
    iccid: `89860000000000000${deviceId.slice(-3)}`, longitude: 120.2, latitude: 30.7,
  });
  expect(created.status).toBe(200);
  secrets.set(deviceId, created.body.data!.secret);
  const params = (await admin.get<Array<{ param_key: string }>>('/deviceParam/deviceParam', { deviceId })).body.data!;
  for (const { param_key } of params) {
    const res = await admin.post('/deviceParam/update', { kind: 'config', deviceId, paramKey: param_key, period, startValue: 0, endValue: 50 });
    expect(res.status).toBe(200);
  }
  await waitFor(() => server.app.ingest.registry.get(deviceId)?.period === period);
}

function connect(port: number | null, deviceId: string): Promise<MqttClient> {
  return mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
    clientId: `presence-${deviceId}`, username: deviceId, password: secrets.get(deviceId)!, reconnectPeriod: 0,
  });
}

/** What a battery device does: connect, publish one reading at QoS 1 (PUBACK = stored), disconnect. */
async function report(deviceId: string, values: Record<string, number>, ts = Date.now()) {
  const client = await connect(server.mqttPort, deviceId);
  await publishTelemetry(client, deviceId, { ts, values });
  await client.endAsync();
}

beforeAll(async () => {
  // Own server: it is closed and started again on its data directory (presence after a restart), and counts the platform's devices.
  server = await startTestServer();
  admin = new ApiClient(server.origin);
  await admin.login(...DEMO.admin);
  socket = await openSocket(server, admin);
  socket.on('status', (e: StatusEvent) => statusEvents.push({ ...e, at: Date.now() }));
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  socket?.disconnect();
  await server?.close();
});

describe('presence follows readings, not the connection', () => {
  it('keeps a device that published and disconnected online for three periods, then offline without a fault', async () => {
    await createDevice('AW00771', 1);
    const before = await counts();
    expect(server.app.presence.status('AW00771')).toBe('offline');

    const sent = Date.now();
    await report('AW00771', { do: 6.5 });
    await waitFor(() => statusEvents.some((e) => e.deviceId === 'AW00771' && e.status === 'online'));
    expect((await realtime('AW00771')).status).toBe('online');
    await waitFor(async () => (await listed('AW00771'))?.status === 'online');
    const after = await counts();
    expect(after.online).toBe(before.online + 1);
    expect(after.fault).toBe(before.fault);

    // Silent for three periods (3 s here): offline, and not before; no fault for a device that is just quiet.
    const offline = await waitFor(() => statusEvents.find((e) => e.deviceId === 'AW00771' && e.status === 'offline'));
    expect(offline.at - sent).toBeGreaterThanOrEqual(2500);
    expect((await realtime('AW00771')).status).toBe('offline');
    await waitFor(async () => (await listed('AW00771'))?.status === 'offline');
    await server.app.alarms.idle();
    expect(await activeAlarms('AW00771')).toEqual([]);
    const quiet = await counts();
    expect(quiet.online).toBe(before.online);
    expect(quiet.fault).toBe(before.fault);
  });

  it('counts an online status message as a sign of life, and ignores an offline one (a will)', async () => {
    await createDevice('AW00772', 1);
    const client = await connect(server.mqttPort, 'AW00772');
    await client.publishAsync('devices/AW00772/status', 'online', { qos: 1 });
    await waitFor(() => server.app.presence.status('AW00772') === 'online');
    // The broker acknowledges a QoS 1 status message after handling it, so this is not a race.
    await client.publishAsync('devices/AW00772/status', 'offline', { qos: 1 });
    expect(server.app.presence.status('AW00772')).toBe('online');
    await client.endAsync();
    await waitFor(() => server.app.presence.status('AW00772') === 'offline');
  });

  it('raises a fault for a sensor stuck outside its reasonable range, not for one glitch, and clears it', async () => {
    await createDevice('AW00773', 60);
    const before = await counts();
    const t0 = Date.now() - 10_000;
    await report('AW00773', { do: 6.1 }, t0);
    await report('AW00773', { do: 99 }, t0 + 1000);
    await server.app.alarms.idle();
    expect(await activeAlarms('AW00773')).toEqual([]);

    await report('AW00773', { do: 98 }, t0 + 2000);
    await report('AW00773', { do: 97 }, t0 + 3000);
    const [fault] = await waitFor(async () => {
      const rows = await activeAlarms('AW00773');
      return rows.length ? rows : null;
    });
    expect(fault).toMatchObject({ kind: 'fault', param_key: 'do', direction: 'high', threshold: 50, value: 97 });
    const view = await realtime('AW00773');
    expect(view).toMatchObject({ status: 'online', alarm: 'fault' });
    const during = await counts();
    expect(during.fault).toBe(before.fault + 1);
    expect(during.online).toBe(before.online + 1);

    await report('AW00773', { do: 6.3 }, t0 + 4000);
    await waitFor(async () => (await activeAlarms('AW00773')).length === 0);
    expect((await realtime('AW00773')).alarm).toBe('normal');
    expect((await counts()).fault).toBe(before.fault);
  });
});

describe('after a restart', () => {
  let restarted: FastifyInstance | null = null;
  afterAll(async () => {
    await restarted?.close();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('is online at once for a device whose last reading is within its window', async () => {
    await createDevice('AW00774', 600);
    await report('AW00774', { do: 7 });
    await waitFor(async () => (await listed('AW00774'))?.status === 'online');
    const dataDir = server.dataDir;
    await server.app.close();

    // The same database: the data directory on PGlite, the test cluster under npm run test:pg.
    const databaseUrl = process.env.TEST_DATABASE_URL;
    const env = { LOG_LEVEL: 'warn', SIM: '0', MQTT_PORT: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const config = loadConfig(env, { dataDir, port: 0, host: '127.0.0.1', serveSpa: false });
    restarted = await buildApp({ config });
    await restarted.ready();
    expect(restarted.presence.status('AW00774')).toBe('online');
    expect(restarted.presence.status('AW00771')).toBe('offline');
    const row = await restarted.database.db.selectFrom('devices').select('status').where('device_id', '=', 'AW00774').executeTakeFirstOrThrow();
    expect(row.status).toBe('online');
    server = { ...server, close: async () => undefined };
  }, STARTUP_TIMEOUT_MS);
});
