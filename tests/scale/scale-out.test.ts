import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { io, type Socket } from 'socket.io-client';
import pg from 'pg';
import { ApiClient, DEMO } from '../helpers/api-client';
import { resetDatabase, scaleDatabaseUrl, startInstance } from './instances';
import { startMosquitto, startRedis, type Service } from './services';
import { spawnInstance, startNginx, type ChildInstance } from './cluster';
import { createScaleDevices, DEVICE_PREFIX } from './scale-fixtures';

/**
 * Issue 25, item 5: PostgreSQL 15, Mosquitto, Redis and nginx from Debian's packages, two API
 * instances (separate processes) behind nginx. Proves reading-once under a kill -9, sessions and
 * pushes on both instances, a timer rule firing once per period, and one alarm from a race; prints
 * the figures. Every process started here is stopped in afterAll, also when a step fails.
 */
const DEVICES = 200;
const PER_DEVICE = 100;
const TOTAL = DEVICES * PER_DEVICE;
const SOCKETS = 6;
const services: Service[] = [];
let instances: ChildInstance[] = [];
let nginx: Service;
let db: pg.Pool;
let api: ApiClient;
const sockets: Socket[] = [];
const devices: MqttClient[] = [];
let timerRuleId = 0;
let clusterUp = 0;

const count = async (text: string, values: unknown[] = []) => Number((await db.query<{ n: number }>(text, values)).rows[0].n);
/** Stored readings of the stream that starts at `since` (the push checks' readings are later, so not counted). */
const stored = (since: number) =>
  count(`select count(*)::int as n from telemetry where device_id like $1 and param_key = 'do' and ts >= $2 and ts < $3`, [
    `${DEVICE_PREFIX}%`, new Date(since), new Date(since + PER_DEVICE * 1000),
  ]);

beforeAll(async () => {
  const databaseUrl = scaleDatabaseUrl();
  await resetDatabase(databaseUrl);
  // Migrate, seed and add the devices and the timer rule once, in this process, before the instances load them.
  const setup = await startInstance('setup', { DATABASE_URL: databaseUrl });
  const fixtures = await createScaleDevices(setup.app, setup.origin, DEVICES);
  timerRuleId = fixtures.timerRuleId;
  await setup.close();
  db = new pg.Pool({ connectionString: databaseUrl, max: 4 });

  const broker = await startMosquitto();
  services.push(broker);
  const redis = await startRedis();
  services.push(redis);
  const env = { DATABASE_URL: databaseUrl, MQTT_URL: `mqtt://127.0.0.1:${broker.port}`, REDIS_URL: `redis://127.0.0.1:${redis.port}` };
  for (const name of ['a', 'b']) instances.push(await spawnInstance(name, env));
  nginx = await startNginx(instances.map((i) => i.port));
  clusterUp = Date.now();
  api = new ApiClient(`http://127.0.0.1:${nginx.port}`);
  await api.login(...DEMO.admin);
  for (let d = 1; d <= DEVICES; d++) {
    devices.push(await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, { clientId: `${DEVICE_PREFIX}${d}`, reconnectPeriod: 0 }));
  }
}, 600_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all(devices.map((client) => client.endAsync().catch(() => undefined)));
  await nginx?.stop();
  for (const instance of instances) await instance.stop().catch(() => undefined);
  for (const service of services.reverse()) await service.stop().catch(() => undefined);
  await db?.end();
  instances = [];
});

const deviceId = (d: number) => `${DEVICE_PREFIX}${String(d).padStart(5, '0')}`;

/** A console socket through nginx that re-subscribes whenever it (re)connects. */
function consoleSocket(watch: string): Promise<Socket> {
  const socket = io(`http://127.0.0.1:${nginx.port}`, {
    path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: `sid=${api.cookie('sid')}` },
    reconnectionDelay: 200, reconnectionDelayMax: 1000,
  });
  socket.on('connect', () => void socket.emit('subscribe', { deviceIds: [watch] }));
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const PUSH_TIMEOUT_MS = 20_000;

/** Resolves when every socket got a push of `device` with time `ts`; fails after PUSH_TIMEOUT_MS. */
function pushesOf(list: Socket[], device: string, ts: number): Promise<void> {
  const all = Promise.all(
    list.map((socket) => new Promise<void>((resolve) => {
      const on = (push: { deviceId: string; ts: number }) => {
        if (push.deviceId !== device || push.ts !== ts) return;
        socket.off('telemetry', on);
        resolve();
      };
      socket.on('telemetry', on);
    })),
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`push of ${device}@${ts} did not reach every console`)), PUSH_TIMEOUT_MS);
  });
  return Promise.race([all, timeout]).then(() => clearTimeout(timer));
}

describe('two instances behind nginx on PostgreSQL, Mosquitto and Redis', () => {
  it('serve one console session on both instances, directly and through nginx', async () => {
    for (const instance of instances) {
      const res = await fetch(`${instance.origin}/api/devices/status`, { headers: { cookie: `sid=${api.cookie('sid')}` } });
      expect(res.status).toBe(200);
    }
    const statuses = await Promise.all(Array.from({ length: 10 }, () => api.get('/devices/status').then((r) => r.status)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    console.log('console session: logged in through nginx, accepted by instance a and instance b');
  });

  it('push a reading to consoles on both instances', async () => {
    const watched = deviceId(1);
    for (let i = 0; i < SOCKETS; i++) await consoleSocket(watched);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the subscribe acks are not awaited by consoleSocket
    const ts = Date.now() - 5000;
    const started = performance.now();
    const arrived = pushesOf(sockets, watched, ts);
    await devices[0].publishAsync(`devices/${watched}/telemetry`, JSON.stringify({ ts, values: { do: 7 } }), { qos: 1 });
    await arrived;
    console.log(`push: ${SOCKETS} consoles through nginx (both instances) got the reading in ${(performance.now() - started).toFixed(0)} ms`);
  });

  it(`store ${TOTAL} QoS 1 readings from ${DEVICES} devices exactly once, through a kill -9 of one instance; its consoles reconnect`, async () => {
    const t0 = Date.now() - 2 * 3600_000;
    const disconnected = new Set<Socket>();
    for (const socket of sockets) socket.on('disconnect', () => disconnected.add(socket));
    const started = performance.now();
    let acked = 0;
    const publishing = Promise.all(
      devices.map(async (client, d) => {
        for (let i = 0; i < PER_DEVICE; i++) {
          await client.publishAsync(`devices/${deviceId(d + 1)}/telemetry`, JSON.stringify({ ts: t0 + i * 1000, values: { do: 6 + (i % 4) } }), { qos: 1 });
          acked++;
        }
      }),
    );
    await expect.poll(() => stored(t0), { timeout: 120_000, interval: 100 }).toBeGreaterThan(TOTAL / 4);
    const killedAt = await stored(t0);
    await instances[1].kill9();
    await publishing;
    expect(acked).toBe(TOTAL);

    // Its consoles come back through nginx, on the surviving instance.
    await expect.poll(() => disconnected.size, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => sockets.every((s) => s.connected), { timeout: 30_000 }).toBe(true);
    const reconnectedIn = performance.now();

    // Mosquitto keeps b's share (what was unacknowledged, and its turn of the round robin) in b's
    // persistent session; b restarts (systemd's Restart=always) and takes it.
    await instances[1].restart();
    await expect.poll(() => stored(t0), { timeout: 240_000, interval: 250 }).toBe(TOTAL);
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000)); // nothing arrives twice later either
    expect(await stored(t0)).toBe(TOTAL);

    const ts = Date.now() - 4000;
    const arrived = pushesOf(sockets, deviceId(1), ts);
    await devices[0].publishAsync(`devices/${deviceId(1)}/telemetry`, JSON.stringify({ ts, values: { do: 7 } }), { qos: 1 });
    await arrived;
    console.log(
      `ingest: ${TOTAL} readings from ${DEVICES} devices stored once in ${seconds.toFixed(1)} s (${(TOTAL / seconds).toFixed(0)} readings/s, ` +
        `including the kill -9 of instance b at ${killedAt} stored and its restart); ${disconnected.size} of ${SOCKETS} consoles were on b, ` +
        `all connected again ${((reconnectedIn - started) / 1000).toFixed(1)} s into the run and receiving pushes`,
    );
  });

  it('raise one alarm from 50 concurrent out-of-range readings', async () => {
    const target = deviceId(2);
    const ts = Date.now() - 60_000;
    await Promise.all(
      devices.slice(0, 50).map((client, i) =>
        client.publishAsync(`devices/${target}/telemetry`, JSON.stringify({ ts: ts + i, values: { do: 1 } }), { qos: 1 })),
    );
    await expect.poll(() => count(`select count(*)::int as n from telemetry where device_id = $1 and ts >= $2`, [target, new Date(ts)]), { timeout: 30_000 }).toBe(50);
    await expect.poll(() => count(`select count(*)::int as n from alarms where device_id = $1 and param_key = 'do'`, [target]), { timeout: 15_000 }).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a second raise, if any, would land now
    expect(await count(`select count(*)::int as n from alarms where device_id = $1 and param_key = 'do'`, [target])).toBe(1);
    console.log('alarm: 50 concurrent out-of-range readings across both instances raised 1 alarm');
  });

  it('fire a timer rule once per period, not once per instance', async () => {
    // The rule's cron is every minute (timers are minute-grained); two full periods after the cluster came up.
    const since = Math.ceil(clusterUp / 60_000) * 60_000;
    const wait = since + 2 * 60_000 + 5000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const rows = await db.query<{ minute: string; n: number }>(
      `select date_trunc('minute', fired_at) as minute, count(*)::int as n from rule_history where rule_id = $1 and fired_at >= $2 group by 1 order by 1`,
      [timerRuleId, new Date(since)],
    );
    expect(rows.rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.rows.every((r) => r.n === 1)).toBe(true);
    console.log(`timer rule: fired ${rows.rows.length} periods, ${rows.rows.map((r) => r.n).join(', ')} time(s) each`);
  });
});
