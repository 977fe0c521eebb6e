import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MqttClient } from 'mqtt';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { listPartitions } from '../../server/telemetry/partition-sql';
import { uncovered } from '../../server/telemetry/partition-grid';
import { AHEAD_MS, MAX_BEHIND_MS } from '../../server/telemetry/partition-maintenance';
import { connectDevice, publishTelemetry, STARTUP_TIMEOUT_MS } from './telemetry-helpers';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** Wider than the partitions made behind (MAX_BEHIND_MS), so the oldest readings it accepts find none. */
const INGEST_MAX_PAST_DAYS = 100;

let server: TestServer;
let admin: ApiClient;
let device: MqttClient;

beforeAll(async () => {
  // Own server: start-time configuration (INGEST_MAX_PAST_DAYS).
  server = await startTestServer({ INGEST_MAX_PAST_DAYS: String(INGEST_MAX_PAST_DAYS) });
  admin = new ApiClient(server.origin);
  await admin.login(...DEMO.admin);
  device = await connectDevice(server, 'AW00001');
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await device?.endAsync();
  await server?.close();
});

const db = () => server.app.database.db;

/** Where each stored reading of a series at `ts` lives: the partition's name, one entry per row. */
async function partitionsHolding(deviceId: string, key: string, ts: number): Promise<string[]> {
  const result = await sql<{ p: string }>`select tableoid::regclass::text as p from telemetry
    where device_id = ${deviceId} and param_key = ${key} and ts = ${new Date(ts).toISOString()}::timestamptz`.execute(db());
  return result.rows.map((r) => r.p);
}

async function hourlyCount(deviceId: string, key: string, ts: number): Promise<number | undefined> {
  const result = await sql<{ count: number }>`select count from telemetry_hourly
    where device_id = ${deviceId} and param_key = ${key} and bucket <= ${new Date(ts).toISOString()}::timestamptz
      and bucket > ${new Date(ts).toISOString()}::timestamptz - interval '1 hour'`.execute(db());
  return result.rows[0]?.count;
}

describe('telemetry partitions', () => {
  it('has weekly partitions from the ingest window (capped) to two weeks ahead, and a default partition, from the start', async () => {
    const { ranges, hasDefault } = await listPartitions(db());
    expect(hasDefault).toBe(true);
    const now = Date.now();
    expect(uncovered({ from: now - MAX_BEHIND_MS, to: now + AHEAD_MS - 60_000 }, ranges)).toEqual([]);
    for (const range of ranges) {
      expect(range.to - range.from).toBe(WEEK_MS);
      expect(new Date(range.from).getUTCDay()).toBe(1);
      expect(new Date(range.from).toISOString()).toMatch(/T00:00:00.000Z$/);
    }
    // A new install had no readings to keep: no legacy partition.
    const legacy = await sql<{ t: string | null }>`select to_regclass('telemetry_legacy')::text as t`.execute(db());
    expect(legacy.rows[0].t).toBeNull();
    // Nothing older than the window was made: empty partitions cost every plan that cannot prune early.
    expect(ranges[0].from).toBeGreaterThan(now - MAX_BEHIND_MS - WEEK_MS);
    expect(ranges.some((r) => r.from <= now - INGEST_MAX_PAST_DAYS * DAY_MS)).toBe(false);
  });

  it('keeps a manual reading from years back in the default partition, then moves it into a partition of its own', async () => {
    // 08:00 in Shanghai is midnight UTC: Monday 1 June 2015, the first instant of its week.
    const at = Date.UTC(2015, 5, 1);
    const created = await admin.post<{ written: number; ts: number }>('/datahis/create', {
      device_id: 'AW00002', data: { do: 6.5 }, datetime: '2015-06-01 08:00:00',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ written: 1, ts: at });
    expect(await partitionsHolding('AW00002', 'do', at)).toEqual(['telemetry_default']);
    expect(await hourlyCount('AW00002', 'do', at)).toBe(1);

    const report = await server.app.telemetryPartitions.maintain();
    expect(report).toMatchObject({ created: ['telemetry_p20150601'], moved: 1, dropped: [], deleted: 0 });
    expect(await partitionsHolding('AW00002', 'do', at)).toEqual(['telemetry_p20150601']);
    const again = await server.app.telemetryPartitions.maintain();
    expect(again).toMatchObject({ created: [], moved: 0 });

    const history = await admin.get<{ resolution: string; series: Array<{ points: Array<{ ts: number; value: number }> }> }>(
      '/datahis/getHisDataByTime',
      { startTime: at - 3_600_000, endTime: at + 3_600_000, ids: 'AW00002:do' },
    );
    expect(history.body.data).toMatchObject({ resolution: 'raw', series: [{ points: [{ ts: at, value: 6.5 }] }] });
    // The moved row still guards its minute: a second entry there is refused, not stored twice.
    const clash = await admin.post('/datahis/create', { device_id: 'AW00002', data: { do: 7 }, datetime: '2015-06-01 08:00:20' });
    expect(clash.status).toBe(409);
  });

  it('makes a partition once when two makers race for the same week (two instances, or the simulator beside maintenance)', async () => {
    const week = { from: Date.UTC(2030, 0, 7, 12), to: Date.UTC(2030, 0, 7, 13) };
    const [a, b] = await Promise.all([server.app.telemetryPartitions.ensure(week), server.app.telemetryPartitions.ensure(week)]);
    expect([...a.created, ...b.created]).toEqual(['telemetry_p20300107']);
    const { ranges } = await listPartitions(db());
    expect(ranges.filter((r) => r.name === 'telemetry_p20300107')).toEqual([{ name: 'telemetry_p20300107', from: Date.UTC(2030, 0, 7), to: Date.UTC(2030, 0, 14) }]);
  });

  it('stores ingest readings at both edges of the window, once each, with or without a partition made ahead', async () => {
    const now = Date.now();
    const oldest = now - INGEST_MAX_PAST_DAYS * DAY_MS + 120_000;
    const newest = now + 9 * 60_000;
    await publishTelemetry(device, 'AW00001', { ts: oldest, values: { do: 5.1 } });
    await publishTelemetry(device, 'AW00001', { ts: newest, values: { do: 5.2 } });
    // A redelivery of the oldest (QoS 1 after a lost PUBACK) is ignored by the primary key.
    await publishTelemetry(device, 'AW00001', { ts: oldest, values: { do: 5.1 } });
    // Outside the window: refused by ingest's own rule, whatever the partitions.
    await publishTelemetry(device, 'AW00001', { ts: now - INGEST_MAX_PAST_DAYS * DAY_MS - 120_000, values: { do: 5.3 } });
    await publishTelemetry(device, 'AW00001', { ts: now + 11 * 60_000, values: { do: 5.4 } });

    // PUBACK comes after the commit, so the rows are there now.
    expect(await partitionsHolding('AW00001', 'do', oldest)).toEqual(['telemetry_default']);
    const { ranges } = await listPartitions(db());
    const week = ranges.find((r) => r.from <= newest && newest < r.to)!;
    expect(await partitionsHolding('AW00001', 'do', newest)).toEqual([week.name]);
    expect(await hourlyCount('AW00001', 'do', oldest)).toBe(1);
    const outside = await sql<{ n: number }>`select count(*)::int as n from telemetry
      where device_id = 'AW00001' and param_key = 'do' and value in (5.3, 5.4)`.execute(db());
    expect(outside.rows[0].n).toBe(0);

    const report = await server.app.telemetryPartitions.maintain();
    expect(report!.moved).toBe(1);
    const [home] = await partitionsHolding('AW00001', 'do', oldest);
    expect(home).toMatch(/^telemetry_p\d{8}$/);
    expect(report!.created).toEqual([home]);
    // Redelivered once more, now into its own partition: still one row, and the rollup counts it once.
    await publishTelemetry(device, 'AW00001', { ts: oldest, values: { do: 5.1 } });
    expect(await partitionsHolding('AW00001', 'do', oldest)).toEqual([home]);
    expect(await hourlyCount('AW00001', 'do', oldest)).toBe(1);
  });
});
