import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { sql } from 'kysely';
import { resetDatabase, scaleDatabaseUrl, startInstance, type Instance } from './instances';
import { startMosquitto, type Service } from './services';

/**
 * Ingest once (issue 25, item 1): two instances on one Mosquitto take device telemetry through
 * the shared subscription `$share/smartmon/devices/+/telemetry`: every reading reaches one of
 * them, so each is stored exactly once, and both carry part of the load. A redelivered reading is
 * ignored by the insert.
 */
const DEVICES = ['AW00001', 'AW00002', 'AW00003', 'AW00004'];
const PER_DEVICE = 250;
let broker: Service;
const instances: Instance[] = [];
const clients: MqttClient[] = [];

beforeAll(async () => {
  const databaseUrl = scaleDatabaseUrl();
  await resetDatabase(databaseUrl);
  broker = await startMosquitto();
  const env = { DATABASE_URL: databaseUrl, MQTT_URL: `mqtt://127.0.0.1:${broker.port}` };
  for (const name of ['a', 'b']) instances.push(await startInstance(name, env));
});
afterAll(async () => {
  for (const client of clients) await client.endAsync().catch(() => undefined);
  for (const instance of instances) await instance.close().catch(() => undefined);
  await broker?.stop();
});

const storedSince = async (since: Date) =>
  (await sql<{ n: number }>`select count(*)::int as n from telemetry where ts >= ${since.toISOString()}::timestamptz and param_key = 'do'`.execute(instances[0].app.database.db)).rows[0].n;

describe('two instances on one broker', () => {
  it('store each QoS 1 reading exactly once and share the work', async () => {
    // Messages each instance committed (a repeat counts: it went through a batch, inserting nothing).
    const handled = () => instances.map((instance) => instance.app.ingest.stats.messages);
    const before = handled();
    const sum = () => handled().reduce((a, b, i) => a + b - before[i], 0);
    const t0 = new Date(Date.now() - 3600_000);
    for (const deviceId of DEVICES) {
      clients.push(await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, { clientId: `dev-${deviceId}`, reconnectPeriod: 0 }));
    }
    await Promise.all(
      DEVICES.map(async (deviceId, d) => {
        for (let i = 0; i < PER_DEVICE; i++) {
          const body = JSON.stringify({ ts: t0.getTime() + i * 1000, values: { do: 6 + (i % 3) } });
          await clients[d].publishAsync(`devices/${deviceId}/telemetry`, body, { qos: 1 });
        }
      }),
    );
    const total = DEVICES.length * PER_DEVICE;
    await expect.poll(() => storedSince(t0), { timeout: 60_000, interval: 200 }).toBe(total);
    await expect.poll(sum, { timeout: 10_000 }).toBe(total);
    const [a, b] = handled().map((n, i) => n - before[i]);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    console.log(`shared subscription: ${total} readings stored once; instance a took ${a}, instance b ${b}`);

    // The same readings again (what a redelivery looks like to the server): nothing new stored.
    for (let i = 0; i < 20; i++) {
      await clients[0].publishAsync(`devices/${DEVICES[0]}/telemetry`, JSON.stringify({ ts: t0.getTime() + i * 1000, values: { do: 6 + (i % 3) } }), { qos: 1 });
    }
    await expect.poll(sum, { timeout: 10_000 }).toBe(total + 20);
    expect(await storedSince(t0)).toBe(total);
  });

  it('lose nothing published while one instance restarts: its persistent session keeps what was meant for it', async () => {
    const t1 = new Date(Date.now() - 1800_000);
    await instances[1].close();
    const count = 200;
    for (let i = 0; i < count; i++) {
      await clients[1].publishAsync(`devices/${DEVICES[1]}/telemetry`, JSON.stringify({ ts: t1.getTime() + i * 1000, values: { do: 7 } }), { qos: 1 });
    }
    // Same MQTT_CLIENT_ID, so the broker resumes the session and delivers what it queued for it.
    instances[1] = await startInstance('b', { DATABASE_URL: scaleDatabaseUrl(), MQTT_URL: `mqtt://127.0.0.1:${broker.port}` });
    await expect.poll(() => storedSince(t1), { timeout: 60_000, interval: 200 }).toBe(count);
  });
});
