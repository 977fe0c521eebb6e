import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { sql } from 'kysely';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient } from '../helpers/api-client';
import { DEFAULT_REJECTION_LOG, RejectionLog } from '../../server/ingest/rejection-log';
import { MAX_PACKET_BYTES } from '../../server/mqtt/broker-limits';
import { deriveDeviceSecret } from '../../server/mqtt/device-secrets';
import { connectDevice, publishTelemetry, waitFor, STARTUP_TIMEOUT_MS } from './telemetry-helpers';

/** The file's companies: a fish farm (its farmer bound to its ponds) and a greenhouse (its grower). */
let fish: TestCompany;
let greenhouse: TestCompany;
/** A greenhouse device (grower's company) and a fish-farm device bound to the farmer. */
let GOOD = '';
let BAD = '';
/** Two more fish-farm ponds: one the broker refuses a message of, one whose rejection log is bounded. */
let [pond3, loggedPond] = ['', ''];

interface RejectionRow {
  device_id: string;
  received_at: number;
  reason: string;
  reason_text: string;
  detail: string | null;
  excerpt: string;
}
type Page = { rows: RejectionRow[]; total: number };

let server: TestServer;
let good: MqttClient;
let bad: MqttClient;
const closes = { good: 0, bad: 0 };
const db = () => server.app.database.db;

async function grant(userName: string, code: string) {
  const user = await db().selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow();
  await db().insertInto('user_access').values({ user_id: user.id, code }).execute();
}

async function loginAs(account: readonly [string, string], lang: 'zh-CN' | 'en-US' = 'en-US') {
  const client = new ApiClient(server.origin, lang);
  await client.login(...account);
  return client;
}

const storedTimes = async (deviceId: string, key: string) =>
  new Set(
    (await db().selectFrom('telemetry').select('ts').where('device_id', '=', deviceId).where('param_key', '=', key).execute()).map((r) =>
      new Date(r.ts).getTime(),
    ),
  );

beforeAll(async () => {
  server = await sharedServer();
  [fish, greenhouse] = await Promise.all([freshCompany(server, { devices: 3 }), freshCompany(server, { devices: 1, like: 'AG00001', users: ['grower'] })]);
  [GOOD] = greenhouse.devices;
  [BAD, pond3, loggedPond] = fish.devices;
  // Device management (8001) for the farmer (owner of BAD) and the grower (another company).
  await grant(fish.farmer[0], '8001');
  await grant(greenhouse.users.grower![0], '8001');
  good = await connectDevice(server, GOOD);
  bad = await connectDevice(server, BAD);
  good.on('close', () => closes.good++);
  bad.on('close', () => closes.bad++);
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await good?.endAsync();
  await bad?.endAsync();
});

describe('one device cannot break ingest for the others', () => {
  it('stores every acknowledged reading of a device while another company\'s device sends unstorable ones', async () => {
    const garbage = [
      JSON.stringify({ ts: '0001-01-01T00:00:00Z', values: { do: 6 } }),
      '{"values":{"do":1e308}}',
      '{"values":{"do":1e308}}',
      JSON.stringify({ values: { do: 5 }, pad: 'x'.repeat(20_000) }),
      JSON.stringify({ values: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, 1])) }),
    ];
    const start = Date.now() - 60_000;
    const acked: number[] = [];
    for (let round = 0; round < 10; round++) {
      // Sent together so that both devices' messages share the writer's batches.
      const sends = Array.from({ length: 5 }, (_, i) => {
        const ts = start + round * 100 + i;
        return publishTelemetry(good, GOOD, { ts, values: { air_temp: 21.5 } }).then(() => acked.push(ts));
      });
      await Promise.all([...sends, ...garbage.map((payload) => publishTelemetry(bad, BAD, payload))]);
    }
    expect(closes).toEqual({ good: 0, bad: 0 });
    expect(acked).toHaveLength(50);
    const stored = await storedTimes(GOOD, 'air_temp');
    expect(acked.filter((ts) => !stored.has(ts))).toEqual([]);
    const badRows = await db().selectFrom('telemetry').select(['ts', 'value']).where('device_id', '=', BAD).execute();
    expect(badRows).toEqual([]);
  });

  it('shows the owner why each message was refused, in the owner\'s language, and nobody else', async () => {
    const farmer = await loginAs(fish.farmer);
    const page = await waitFor(async (): Promise<Page | null> => {
      const res = await farmer.get<Page>('/ingest/rejections', { deviceId: BAD, pageSize: 100 });
      const reasons = new Set(res.body.data?.rows.map((r) => r.reason));
      const all = ['stale_ts', 'value_out_of_range', 'payload_too_large', 'too_many_values'].every((r) => reasons.has(r));
      return all ? res.body.data! : null;
    });
    const stale = page.rows.find((r) => r.reason === 'stale_ts')!;
    expect(stale).toMatchObject({ device_id: BAD, detail: '0001-01-01T00:00:00.000Z', reason_text: 'The timestamp is older than uploads are accepted for' });
    expect(stale.excerpt).toContain('0001-01-01');
    expect(Math.abs(stale.received_at - Date.now())).toBeLessThan(5 * 60_000);
    expect(page.rows.find((r) => r.reason === 'value_out_of_range')?.detail).toBe('do=1e+308');
    // The excerpt is bounded, however large the payload was.
    expect(Math.max(...page.rows.map((r) => r.excerpt.length))).toBeLessThanOrEqual(300);

    const paged = await farmer.get<Page>('/ingest/rejections', { deviceId: BAD, page: 2, pageSize: 2 });
    expect(paged.body.data!.rows).toEqual(page.rows.slice(2, 4));
    expect(paged.body.data!.total).toBe(page.total);

    const zh = await loginAs(fish.farmer, 'zh-CN');
    const zhRows = (await zh.get<Page>('/ingest/rejections', { deviceId: BAD })).body.data!.rows;
    expect(zhRows.find((r) => r.reason === 'stale_ts')?.reason_text).toBe('时间戳过旧，超出允许补传的时间范围');

    // Another company's user with device management sees no such device; a device of its own has no rejections.
    const grower = await loginAs(greenhouse.users.grower!);
    const foreign = await grower.get('/ingest/rejections', { deviceId: BAD });
    expect(foreign.status).toBe(404);
    expect((await grower.get<Page>('/ingest/rejections', { deviceId: GOOD })).body.data).toEqual({ rows: [], total: 0 });
    expect((await new ApiClient(server.origin).get('/ingest/rejections', { deviceId: BAD })).status).toBe(401);

    const missing = await farmer.get('/ingest/rejections');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('deviceId');
    expect((await farmer.get('/ingest/rejections', { deviceId: BAD, pageSize: 0 })).status).toBe(400);
    expect((await farmer.get('/ingest/rejections', { deviceId: BAD, page: 'x' })).status).toBe(400);
  });

  it('isolates a valid-looking message the database refuses, commits its neighbours and does not disconnect anyone', async () => {
    // A constraint no validation knows about: the database refuses exactly this value. Dropped before
    // the test ends: the shared server's worker runs no other file meanwhile.
    await sql`alter table telemetry add constraint isolation_poison check (value <> 666.25)`.execute(db());
    try {
      const start = Date.now() - 30_000;
      const goodSends = Array.from({ length: 20 }, (_, i) => publishTelemetry(good, GOOD, { ts: start + i, values: { air_temp: 20 } }));
      const badSends = Array.from({ length: 10 }, (_, i) => publishTelemetry(bad, BAD, { ts: start + i, values: { do: i === 5 ? 666.25 : 6 } }));
      await Promise.all([...goodSends, ...badSends]);
      expect(closes).toEqual({ good: 0, bad: 0 });
      const goodStored = await storedTimes(GOOD, 'air_temp');
      expect(Array.from({ length: 20 }, (_, i) => goodStored.has(start + i))).toEqual(Array(20).fill(true));
      const badStored = await storedTimes(BAD, 'do');
      expect(Array.from({ length: 10 }, (_, i) => badStored.has(start + i))).toEqual(Array.from({ length: 10 }, (_, i) => i !== 5));
    } finally {
      await sql`alter table telemetry drop constraint isolation_poison`.execute(db());
    }
    const farmer = await loginAs(fish.farmer);
    const refused = await waitFor(async () => {
      const res = await farmer.get<Page>('/ingest/rejections', { deviceId: BAD, pageSize: 100 });
      return res.body.data?.rows.find((r) => r.reason === 'db_refused');
    });
    expect(refused).toMatchObject({ detail: 'SQLSTATE 23514', reason_text: 'The database refused to store the message' });
    expect(refused.excerpt).toContain('666.25');
  });

  it('keeps the rejection table bounded: a few records per device and flush, the latest N per device', async () => {
    const log = new RejectionLog(db(), server.app.log, { ...DEFAULT_REJECTION_LOG, perDevicePerFlush: 5, keepPerDevice: 8 });
    const count = async () =>
      (await db().selectFrom('telemetry_rejections').select((eb) => eb.fn.countAll<number>().as('n')).where('device_id', '=', loggedPond).executeTakeFirstOrThrow()).n;
    for (let flush = 0; flush < 3; flush++) {
      for (let i = 0; i < 50; i++) {
        log.record({ deviceId: loggedPond, tenantId: fish.id, receivedAt: Date.now(), reason: 'bad_ts', detail: `${flush}-${i}`, excerpt: '' });
      }
      await log.flush();
    }
    expect(log.skipped).toBe(3 * 45);
    expect(Number(await count())).toBe(8);
    const newest = await db().selectFrom('telemetry_rejections').select('detail').where('device_id', '=', loggedPond).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(newest.detail).toBe('2-4');
    await log.close();
  });
});

describe('a message the broker refuses does not lock its device out', () => {
  it('acknowledges a QoS 1 message on a wrong topic or above the packet bound, records it for the owner, and the device goes on', async () => {
    const DEVICE = pond3;
    const device = await mqtt.connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, {
      clientId: 'refused-once',
      username: DEVICE,
      password: deriveDeviceSecret(server.app.simKey, DEVICE),
      reconnectPeriod: 100,
    });
    try {
      let closes = 0;
      device.on('close', () => closes++);
      const acked: string[] = [];
      const send = (topic: string, payload: string | Buffer) => void device.publishAsync(topic, payload, { qos: 1 }).then(() => acked.push(topic));
      send(`devices/${GOOD}/telemetry`, JSON.stringify({ values: { air_temp: 99 } }));
      send(`devices/${DEVICE}/nonsense`, 'x');
      send(`devices/${DEVICE}/telemetry`, Buffer.alloc(MAX_PACKET_BYTES + 1000, 0x20));
      // Closing the connection instead made the client send them again at every reconnect.
      await waitFor(() => acked.length === 3 || closes > 0);
      expect(closes).toBe(0);
      const refused = () => server.app.ingest.stats.dropped.wrong_topic + server.app.ingest.stats.dropped.payload_too_large;
      const counted = refused();

      // After a network loss the client has nothing to send again, and its readings are stored.
      device.stream.destroy();
      await waitFor(() => closes === 1 && device.connected);
      const ts = Date.now();
      await publishTelemetry(device, DEVICE, { ts, values: { do: 6.5 } });
      expect(await storedTimes(DEVICE, 'do')).toContain(ts);
      expect(refused()).toBe(counted);
      const foreign = await db().selectFrom('telemetry').select('value').where('device_id', '=', GOOD).where('value', '=', 99).execute();
      expect(foreign).toEqual([]);

      const farmer = await loginAs(fish.farmer);
      const rows = await waitFor(async () => {
        const page = (await farmer.get<Page>('/ingest/rejections', { deviceId: DEVICE, pageSize: 100 })).body.data;
        return page && page.rows.length >= 3 ? page.rows : null;
      });
      expect(rows.map((r) => [r.reason, r.detail]).sort()).toEqual([
        ['payload_too_large', String(MAX_PACKET_BYTES + 1000)],
        ['wrong_topic', `devices/${GOOD}/telemetry`],
        ['wrong_topic', `devices/${DEVICE}/nonsense`],
      ]);
      expect(rows.find((r) => r.detail === `devices/${GOOD}/telemetry`)).toMatchObject({
        reason_text: 'Topic not allowed: a device publishes only to its own devices/{id}/ up topics (telemetry, status, reply, p2p)',
        excerpt: '{"values":{"air_temp":99}}',
      });
    } finally {
      await device.endAsync(true);
    }
  });
});
