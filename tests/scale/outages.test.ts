import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
import { ApiClient, DEMO } from '../helpers/api-client';
import { resetDatabase, scaleDatabaseUrl, startInstance } from './instances';
import { startMosquitto, type RestartableService } from './services';
import { spawnInstance, type ChildInstance } from './cluster';
import { createScaleDevices, DEVICE_PREFIX } from './scale-fixtures';
import { freezePostgres, startPostgres, stopPostgres } from './postgres-control';

/**
 * Issue 32, items 10 and 11: one instance (its own process) on PostgreSQL and a persistent
 * Mosquitto (docs/operations.md's settings) while devices stream QoS 1 readings, through a
 * restart of the broker, idle connections terminated, a restart of PostgreSQL and a frozen
 * PostgreSQL. Counts every reading the broker acknowledged to a device and finds each stored; the
 * instance never exits and its health check answers throughout (within 2 s, saying the database is
 * down while it is).
 */
const DEVICES = 20;
/** Per device, one reading every this many ms: ~400 readings/s in all. */
const PUBLISH_EVERY_MS = 50;
const HEALTH_EVERY_MS = 250;
const HEALTH_LIMIT_MS = 2000;

let broker: RestartableService;
let instance: ChildInstance;
let db: pg.Pool;
let api: ApiClient;
const devices: MqttClient[] = [];
/** Per device, the reading times the broker acknowledged. */
const acked = new Map<string, number[]>();
let streaming = true;
let publishing: Promise<unknown>;
const health = { polls: 0, unanswered: [] as string[], slow: 0, down: 0, slowestMs: 0 };
let polling: Promise<void>;

const deviceId = (d: number) => `${DEVICE_PREFIX}${String(d).padStart(5, '0')}`;
const totalAcked = () => [...acked.values()].reduce((sum, list) => sum + list.length, 0);

async function storedOf(id: string, times: number[]): Promise<number> {
  const res = await db.query<{ n: number }>(
    `select count(*)::int as n from telemetry where device_id = $1 and param_key = 'do' and ts = any($2::timestamptz[])`,
    [id, times.map((t) => new Date(t).toISOString())],
  );
  return res.rows[0].n;
}
async function lost(): Promise<number> {
  let missing = 0;
  for (const [id, times] of acked) missing += times.length - (await storedOf(id, times));
  return missing;
}

/** /api/health every HEALTH_EVERY_MS: an answer (any status) within the limit is "up". */
async function pollHealth(): Promise<void> {
  while (streaming) {
    health.polls++;
    const started = performance.now();
    try {
      const res = await fetch(`${instance.origin}/api/health`, { signal: AbortSignal.timeout(HEALTH_LIMIT_MS + 1000) });
      const body = (await res.json()) as { data?: { database: { ok: boolean } } };
      if (body.data?.database.ok === false) health.down++;
      const ms = performance.now() - started;
      health.slowestMs = Math.max(health.slowestMs, ms);
      if (ms > HEALTH_LIMIT_MS) health.slow++;
    } catch (error) {
      health.unanswered.push(`${new Date().toISOString()} ${(error as Error).message}`);
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
  }
}

/**
 * A device publishing a reading every PUBLISH_EVERY_MS on its own clock, as a sensor samples: while
 * the broker is away, readings queue in the client and go out together when it reconnects (the
 * backlog the issue saw flushed before the server was back). A reading counts once the broker
 * acknowledged it.
 */
async function stream(client: MqttClient, id: string, t0: number): Promise<void> {
  const times: number[] = [];
  acked.set(id, times);
  const pending = new Set<Promise<void>>();
  for (let i = 0; streaming; i++) {
    const ts = t0 + i;
    const sent: Promise<void> = client
      .publishAsync(`devices/${id}/telemetry`, JSON.stringify({ ts, values: { do: 6 + (i % 4) } }), { qos: 1 })
      .then(() => void times.push(ts), () => undefined) // not acknowledged: not counted
      .finally(() => pending.delete(sent));
    pending.add(sent);
    await new Promise((resolve) => setTimeout(resolve, PUBLISH_EVERY_MS));
  }
  await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 30_000))]);
}

/** Waits until the devices have had `n` more readings acknowledged: the load goes on across each step. */
async function moreAcked(n: number): Promise<void> {
  const target = totalAcked() + n;
  const deadline = Date.now() + 60_000;
  while (totalAcked() < target) {
    if (Date.now() > deadline) throw new Error(`${target - totalAcked()} readings short of ${target} acknowledged after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  const databaseUrl = scaleDatabaseUrl();
  await resetDatabase(databaseUrl);
  const setup = await startInstance('setup', { DATABASE_URL: databaseUrl });
  await createScaleDevices(setup.app, setup.origin, DEVICES);
  await setup.close();
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  db.on('error', () => undefined); // its idle connections die with each restart below

  broker = await startMosquitto({ persistent: true });
  instance = await spawnInstance('outage', { DATABASE_URL: databaseUrl, MQTT_URL: `mqtt://127.0.0.1:${broker.port}` });
  api = new ApiClient(instance.origin);
  await api.login(...DEMO.admin);
  const t0 = Date.now() - 3600_000;
  for (let d = 1; d <= DEVICES; d++) {
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, { clientId: `outage-${d}`, reconnectPeriod: 100, connectTimeout: 2000 });
    client.on('error', () => undefined);
    devices.push(client);
  }
  // Readings 1 ms apart from an hour ago: a few thousand per device stay in the past, where ingest takes them.
  publishing = Promise.all(devices.map((client, d) => stream(client, deviceId(d + 1), t0)));
  polling = pollHealth();
  await moreAcked(200);
}, 600_000);

afterAll(async () => {
  streaming = false;
  await Promise.race([Promise.all([publishing, polling]), new Promise((resolve) => setTimeout(resolve, 5000))]);
  for (const client of devices) client.end(true);
  await instance?.stop().catch(() => undefined);
  await broker?.stop().catch(() => undefined);
  await db?.end();
});

describe('outages under load, one instance on PostgreSQL and Mosquitto', () => {
  it('a broker restart: every reading the broker acknowledged is stored', async () => {
    const before = totalAcked();
    await broker.restart();
    await moreAcked(400);
    expect(instance.running()).toBe(true);
    console.log(`mosquitto restart: ${totalAcked() - before} readings acknowledged across it`);
  });

  it('idle database connections terminated: the instance stays up and stores on', async () => {
    const res = await db.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`);
    expect(res.rowCount).toBeGreaterThan(0);
    await moreAcked(200);
    expect(instance.running(), instance.output()).toBe(true);
    expect((await api.get('/devices/status')).status).toBe(200);
  });

  it('PostgreSQL down: the API answers 503 in the envelope, health says the database is down, and both recover', async () => {
    stopPostgres();
    try {
      const down = await api.get('/devices/status');
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ success: false, code: 'B0503', message: 'The database is unavailable; try again later' });
      const zh = await fetch(`${instance.origin}/api/devices/status`, { headers: { cookie: `sid=${api.cookie('sid')}`, 'accept-language': 'zh-CN' } });
      expect(zh.status).toBe(503);
      expect(((await zh.json()) as { message: string }).message).toBe('数据库暂时不可用，请稍后重试');
      const probe = (await (await fetch(`${instance.origin}/api/health`)).json()) as { data: { status: string; database: { ok: boolean } } };
      expect(probe.data).toMatchObject({ status: 'degraded', database: { ok: false } });
      await new Promise((resolve) => setTimeout(resolve, 2000)); // devices keep publishing into the broker meanwhile
      expect(instance.running(), instance.output()).toBe(true);
    } finally {
      startPostgres();
    }
    await expect.poll(async () => (await api.get('/devices/status')).status, { timeout: 30_000, interval: 250 }).toBe(200);
    await moreAcked(400);
  });

  it('PostgreSQL frozen: health answers within 2 s that the database is down, and recovers when it thaws', async () => {
    const thaw = freezePostgres();
    try {
      const started = performance.now();
      const res = await fetch(`${instance.origin}/api/health`, { signal: AbortSignal.timeout(5000) });
      const ms = performance.now() - started;
      const body = (await res.json()) as { data: { status: string; database: { ok: boolean } } };
      expect(body.data).toMatchObject({ status: 'degraded', database: { ok: false } });
      expect(ms).toBeLessThan(HEALTH_LIMIT_MS);
      await new Promise((resolve) => setTimeout(resolve, 3000));
    } finally {
      thaw();
    }
    await expect.poll(async () => ((await (await fetch(`${instance.origin}/api/health`)).json()) as { data: { database: { ok: boolean } } }).data.database.ok, { timeout: 30_000, interval: 250 }).toBe(true);
    await moreAcked(400);
  });

  it('lost none of the readings acknowledged, and the instance answered its health check throughout', async () => {
    streaming = false;
    await publishing;
    await polling;
    await expect.poll(lost, { timeout: 120_000, interval: 1000 }).toBe(0);
    expect(instance.running(), instance.output()).toBe(true);
    expect(health.unanswered).toEqual([]);
    expect(health.slow).toBe(0);
    console.log(
      `outages: ${totalAcked()} readings acknowledged to ${DEVICES} devices across a broker restart, terminated connections, ` +
        `a PostgreSQL restart and a freeze, 0 lost; health answered ${health.polls} polls (${health.down} said the database was down), the slowest in ${health.slowestMs.toFixed(0)} ms`,
    );
  });
});
