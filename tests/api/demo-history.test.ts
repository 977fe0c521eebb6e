import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { backfillHistory, historyStart, type HistoryProgress } from '../../server/sim/history';
import { backfillEnd } from '../../server/sim/backfill';
import { CRASH_LOW, STUCK_PH, planIncidents } from '../../server/sim/incidents';
import { localDate } from '../../server/core/local-time';
import type { DeviceEntry } from '../../server/ingest/device-registry';

// The test server runs with SIM=0, so no backfill runs on its own: the year of demo history is
// generated here, for three devices, exactly as the simulator does it on a first start.
const TZ = 'Asia/Shanghai';
const DEVICES = ['AW00001', 'AW00002', 'AG00001'];
const RAW_DAYS = 5;
const DAY_MS = 86_400_000;

let server: TestServer;
let admin: ApiClient;
let devices: DeviceEntry[];
let to: number;
let result: HistoryProgress;

beforeAll(async () => {
  // Own server: runs the simulator's year of history over the seeded AW00001, AW00002 and AG00001, whose incidents it plans by those devices, and checks whole rollup tables.
  server = await startTestServer();
  admin = new ApiClient(server.origin, 'en-US');
  await admin.login(...DEMO.admin);
  devices = DEVICES.map((id) => server.app.ingest.registry.get(id)!);
  to = Math.floor(Date.now() / 60_000) * 60_000;
  result = await backfillHistory(server.app.database.db, devices, { to, rawDays: RAW_DAYS });
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const db = () => server.app.database.db;
const iso = (ms: number) => new Date(ms).toISOString();

describe('a year of demo history', () => {
  it('covers thirteen months: minute data for the recent days, hourly and daily rollups before', async () => {
    expect(result.rows).toBeGreaterThan(100_000);
    const days = await sql<{ first: string; last: string; months: number }>`
      select min(day)::text as first, max(day)::text as last, count(distinct date_trunc('month', day))::int as months
      from telemetry_daily where device_id = 'AW00001' and param_key = 'water_temp'`.execute(db());
    expect(days.rows[0]).toEqual({ first: localDate(TZ, historyStart(TZ, to, 13)), last: localDate(TZ, to), months: 14 });
    const raw = await sql<{ first: string }>`select min(ts) as first from telemetry where device_id = 'AW00001'`.execute(db());
    expect(localDate(TZ, new Date(raw.rows[0].first).getTime())).toBe(localDate(TZ, to - (RAW_DAYS - 1) * DAY_MS));
    // Again: every chunk is there already, nothing is written twice.
    const again = await backfillHistory(db(), devices, { to, rawDays: RAW_DAYS });
    expect(again.rows).toBe(0);
    // A run interrupted by a restart goes on with the end the first run chose.
    expect(await backfillEnd(db(), to)).toBe(to);
    expect(await backfillEnd(db(), to + 3_600_000)).toBe(to);
  });

  it('keeps hourly rollups consistent with the raw rows where both exist', async () => {
    const mismatched = await sql<{ n: number; hours: number }>`
      with r as (
        select param_key, date_trunc('hour', ts, ${TZ}) as bucket, min(value) as min, max(value) as max, sum(value) as sum, count(*)::int as count
        from telemetry where device_id = 'AW00001' and not invalid group by 1, 2
      )
      select count(*) filter (where h.bucket is null or h.count <> r.count or abs(h.sum - r.sum) > 1e-6 or h.min <> r.min or h.max <> r.max)::int as n,
             count(*)::int as hours
      from r left join telemetry_hourly h on h.device_id = 'AW00001' and h.param_key = r.param_key and h.bucket = r.bucket`.execute(db());
    expect(mismatched.rows[0].hours).toBeGreaterThan(24 * (RAW_DAYS - 1) * 6);
    expect(mismatched.rows[0].n).toBe(0);
    const hourly = await sql<{ n: number }>`select count(*)::int as n from telemetry_hourly
      where not (min <= sum / count + 1e-9 and sum / count <= max + 1e-9 and min <= last_value and last_value <= max)`.execute(db());
    expect(hourly.rows[0].n).toBe(0);
  });

  it('shows the seasons: July water is warmer and holds less oxygen than January', async () => {
    type Averages = { series: Array<{ param_key: string; rows: Array<{ label: string; avg: number; count: number }> }> };
    const res = await admin.get<Averages>('/datahis/findAverage', {
      device_id: 'AW00001', dataType: 'month', paraName: 'water_temp,do',
      startTime: localDate(TZ, historyStart(TZ, to, 13)), endTime: localDate(TZ, to + DAY_MS),
    });
    expect(res.status).toBe(200);
    const month = (key: string, mm: string) => res.body.data!.series.find((s) => s.param_key === key)!.rows.find((r) => r.label.endsWith(`-${mm}`))!;
    expect(month('water_temp', '07').avg - month('water_temp', '01').avg).toBeGreaterThan(10);
    expect(month('do', '07').avg).toBeLessThan(month('do', '01').avg);
  });

  it('holds the incidents: a night-time oxygen crash with its alarm, a stuck pH probe, a power cut', async () => {
    const [crash, fault, cut] = planIncidents(devices, to);
    const low = await sql<{ min: number; at: string }>`select min(value) as min, (array_agg(ts order by value))[1] as at from telemetry
      where device_id = 'AW00001' and param_key = 'do' and ts >= ${iso(crash.from)}::timestamptz and ts < ${iso(crash.to)}::timestamptz`.execute(db());
    expect(low.rows[0].min).toBeLessThan(CRASH_LOW + 0.1);
    const hour = new Date(new Date(low.rows[0].at).getTime() + 8 * 3600_000).getUTCHours();
    expect(hour).toBeLessThan(6);
    const alarm = await sql<{ n: number }>`select count(*)::int as n from alarms where device_id = 'AW00001' and param_key = 'do'
      and direction = 'low' and cleared_at is not null and raised_at >= ${iso(crash.from)}::timestamptz and raised_at < ${iso(crash.to)}::timestamptz`.execute(db());
    expect(alarm.rows[0].n).toBe(1);

    expect(fault.deviceIds).toEqual(['AW00002']);
    const flat = await sql<{ n: number; values: number[] }>`select count(*)::int as n, array_agg(distinct min) || array_agg(distinct max) as values
      from telemetry_hourly where device_id = 'AW00002' and param_key = 'ph'
        and bucket >= ${iso(fault.from + 3600_000)}::timestamptz and bucket < ${iso(fault.to - 3600_000)}::timestamptz`.execute(db());
    expect(flat.rows[0].n).toBeGreaterThan(30);
    expect(new Set(flat.rows[0].values)).toEqual(new Set([STUCK_PH]));

    expect(cut.deviceIds).toEqual(['AG00001']);
    const around = await sql<{ inside: number; before: number; after: number }>`select
        count(*) filter (where ts >= ${iso(cut.from)}::timestamptz and ts < ${iso(cut.to)}::timestamptz)::int as inside,
        count(*) filter (where ts >= ${iso(cut.from - 3600_000)}::timestamptz and ts < ${iso(cut.from)}::timestamptz)::int as before,
        count(*) filter (where ts >= ${iso(cut.to)}::timestamptz and ts < ${iso(cut.to + 3600_000)}::timestamptz)::int as after
      from telemetry where device_id = 'AG00001'`.execute(db());
    expect(around.rows[0]).toEqual({ inside: 0, before: 360, after: 360 });
  });

  it('answers a year-on-year comparison with data for both periods', async () => {
    type Averages = { series: Array<{ param_key: string; rows: Array<{ label: string; avg: number; count: number }> }> };
    const [y, m] = localDate(TZ, to).split('-').map(Number);
    const thisMonth = `${y}-${String(m).padStart(2, '0')}`;
    const lastYear = `${y - 1}-${String(m).padStart(2, '0')}`;
    const res = await admin.get<Averages>('/datahis/findAverage', {
      device_id: 'AW00001', dataType: 'month', paraName: 'do', startTime: `${lastYear}-01`, endTime: localDate(TZ, to + DAY_MS),
    });
    const rows = res.body.data!.series[0].rows;
    expect(rows.find((r) => r.label === thisMonth)!.count).toBeGreaterThan(0);
    expect(rows.find((r) => r.label === lastYear)!.count).toBeGreaterThan(24 * 28 * 60);
  });

  it('charts and reports an old month, which has no raw rows, from the rollups', async () => {
    const day = to - 200 * DAY_MS;
    type Series = { resolution: string; series: Array<{ points: unknown[] }> };
    const chart = await admin.get<Series>('/datahis/getHisDataByTime', { startTime: day, endTime: day + DAY_MS, ids: 'AW00001:do' });
    expect(chart.status).toBe(200);
    expect(chart.body.data!.series[0].points.length).toBeGreaterThanOrEqual(23);
    const report = await admin.post<{ rows: unknown[] }>('/datahis/findDataHisByType', { type: 'hour', device_id: 'AW00001', date: localDate(TZ, day) + ' 10:30:00' });
    expect(report.status).toBe(200);
    expect(report.body.data!.rows).toHaveLength(1);
  });
});
