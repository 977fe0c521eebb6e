import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { backfill } from '../../server/sim/backfill';
import { listPartitions } from '../../server/telemetry/partition-sql';
import { DAY_MS, WEEK_MS, periodStart } from '../../server/telemetry/partition-grid';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';

const RETENTION_DAYS = 60;
const iso = (ms: number) => new Date(ms).toISOString();

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  // Own server: start-time configuration (TELEMETRY_RAW_RETENTION_DAYS).
  server = await startTestServer({ TELEMETRY_RAW_RETENTION_DAYS: String(RETENTION_DAYS) });
  admin = new ApiClient(server.origin);
  await admin.login(...DEMO.admin);
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
});

const db = () => server.app.database.db;

async function rawCount(deviceId: string, from: number, to: number): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from telemetry
    where device_id = ${deviceId} and ts >= ${iso(from)}::timestamptz and ts < ${iso(to)}::timestamptz`.execute(db());
  return result.rows[0].n;
}

/** Every hourly and daily rollup row of a device, as text: what must not change. */
async function rollups(deviceId: string): Promise<string[]> {
  const result = await sql<{ row: string }>`
    select 'h' || t::text as row from telemetry_hourly t where device_id = ${deviceId}
    union all select 'd' || t::text from telemetry_daily t where device_id = ${deviceId}
    order by 1`.execute(db());
  return result.rows.map((r) => r.row);
}

type Series = { resolution: string; series: Array<{ param_key: string; points: Array<{ ts: number; value: number }> }> };

describe('raw retention', () => {
  it('refuses a retention shorter than the ingest window', async () => {
    const { loadConfig, ConfigError } = await import('../../server/config');
    const env = { TELEMETRY_RAW_RETENTION_DAYS: '20', INGEST_MAX_PAST_DAYS: '30', SIM: '0' };
    expect(() => loadConfig(env, { dataDir: server.dataDir })).toThrow(ConfigError);
    expect(loadConfig({ ...env, TELEMETRY_RAW_RETENTION_DAYS: '0' }, { dataDir: server.dataDir }).telemetryRawRetentionDays).toBeNull();
    expect(loadConfig({ ...env, TELEMETRY_RAW_RETENTION_DAYS: '30' }, { dataDir: server.dataDir }).telemetryRawRetentionDays).toBe(30);
  });

  it('drops whole raw partitions past the retention and keeps the rollups, from which history still answers', async () => {
    const entry = server.app.ingest.registry.get('AG00001')!;
    const now = Date.now();
    // Two days of 5-minute readings from a Tuesday about 80 days back (raw rows and their rollups,
    // as the simulator writes them), and two recent days that retention must keep.
    const oldFrom = periodStart(now - 80 * DAY_MS, WEEK_MS) + DAY_MS;
    const oldTo = oldFrom + 2 * DAY_MS;
    const newFrom = now - 10 * DAY_MS;
    const newTo = newFrom + 2 * DAY_MS;
    for (const [from, to] of [[oldFrom, oldTo], [newFrom, newTo]]) {
      await server.app.telemetryPartitions.ensure({ from, to });
      expect((await backfill(db(), [entry], new Date(from), new Date(to), 5)).rows).toBeGreaterThan(0);
    }
    // A manual reading from ten years back lands in the default partition.
    const manual = await admin.post('/datahis/create', { device_id: 'AG00001', data: { air_temp: 12.5 }, datetime: '2016-03-01 10:00:00' });
    expect(manual.status).toBe(200);

    const oldRaw = await rawCount('AG00001', oldFrom, oldTo);
    const newRaw = await rawCount('AG00001', newFrom, newTo);
    expect(oldRaw).toBeGreaterThan(0);
    const before = await rollups('AG00001');
    const oldWeek = (await listPartitions(db())).ranges.find((r) => r.from <= oldFrom && oldFrom < r.to)!;
    expect(oldWeek.to).toBeLessThanOrEqual(now - RETENTION_DAYS * DAY_MS);

    const report = await server.app.telemetryPartitions.maintain();
    expect(report!.dropped).toContain(oldWeek.name);
    expect(report!.deleted).toBe(1);
    expect(report!.created).toEqual([]);
    const { ranges } = await listPartitions(db());
    expect(ranges.filter((r) => r.to <= now - RETENTION_DAYS * DAY_MS)).toEqual([]);
    expect(await rawCount('AG00001', oldFrom, oldTo)).toBe(0);
    expect(await rawCount('AG00001', Date.UTC(2016, 0, 1), Date.UTC(2017, 0, 1))).toBe(0);
    expect(await rawCount('AG00001', newFrom, newTo)).toBe(newRaw);
    expect(await rollups('AG00001')).toEqual(before);

    // A day there would be read raw; with no raw rows left it comes from the hourly rollup.
    const day = await admin.get<Series>('/datahis/getHisDataByTime', { startTime: oldFrom, endTime: oldFrom + DAY_MS, ids: 'AG00001:air_temp' });
    expect(day.body.data!.resolution).toBe('hour');
    expect(day.body.data!.series[0].points).toHaveLength(24);
    const month = await admin.get<Series>('/datahis/getHisDataByTime', { startTime: oldFrom - 14 * DAY_MS, endTime: oldTo + 14 * DAY_MS, ids: 'AG00001:air_temp' });
    expect(month.body.data!.resolution).toBe('hour');
    expect(month.body.data!.series[0].points).toHaveLength(48);
    const decade = await admin.get<Series>('/datahis/getHisDataByTime', { startTime: Date.UTC(2016, 1, 1), endTime: Date.UTC(2016, 2, 31), ids: 'AG00001:air_temp' });
    expect(decade.body.data!.series[0].points.map((p) => p.value)).toEqual([12.5]);

    const again = await server.app.telemetryPartitions.maintain();
    expect(again).toEqual({ created: [], moved: 0, dropped: [], deleted: 0 });
  });
});
