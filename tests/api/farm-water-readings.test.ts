import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { ApiClient } from '../helpers/api-client';
import { farmCast, manage, type FarmRow } from './farm-setup';

/**
 * A water test (/waterdetectManage) also enters its lab values into its pond's monitor readings
 * as manual data, in the same transaction: it shows up in the history as manual readings, and a
 * test refused (bad input, or a minute the monitor already has a reading in) writes neither.
 */
let server: TestServer;
let cast: Awaited<ReturnType<typeof farmCast>>;
let agent: ApiClient;
let pond: number;
/** The fish company's pond monitor (cast.fishCompany's one device). */
let MONITOR: string;
/** Asia/Shanghai, the fish company's zone: a local minute as the instant it names. */
const instant = (local: string) => Date.parse(`${local.replace(' ', 'T')}:00+08:00`);
const telemetryOf = async (deviceId: string) =>
  (await sql<{ param_key: string; ts: Date; value: number; manual: boolean }>`select param_key, ts, value, manual from telemetry where device_id = ${deviceId} order by ts, param_key`.execute(cast.db)).rows;
const waterTests = async () => JSON.stringify(await cast.db.selectFrom('farm_water_tests' as never).selectAll().orderBy('id' as never).execute());

beforeAll(async () => {
  server = await sharedServer();
  cast = await farmCast(server);
  MONITOR = cast.fishCompany.devices[0];
  agent = new ApiClient(server.origin);
  await agent.login(...cast.fishCompany.agent);
  pond = await cast.newPond('Water pond 1');
  await cast.db.updateTable('ponds').set({ device_id: MONITOR }).where('id', '=', pond).execute();
});

describe('a water test enters the pond readings', () => {
  it('shows up in the history as manual readings of the pond monitor', async () => {
    const res = await manage<FarmRow>(cast.fish, '/waterdetectManage', { type: 'add', pond_id: pond, at: '2026-11-20 09:30', ph: 7.4, oxygen: 6.8, ammonia: 0.3, nitrite: 0.05, temperature: 18.5, lab: 'County lab' });
    expect(res.status).toBe(200);
    const ts = instant('2026-11-20 09:30');
    const series = await cast.fish.get<{ series: Array<{ param_key?: string; points: Array<{ ts: number; value: number }> }> }>('/datahis/getHisDataByTime', {
      startTime: ts - 60_000, endTime: ts + 60_000, ids: `${MONITOR}:ph,${MONITOR}:do`,
    });
    expect(series.status).toBe(200);
    expect(series.body.data!.series.map((s) => s.points)).toEqual([[expect.objectContaining({ ts, value: 7.4 })], [expect.objectContaining({ ts, value: 6.8 })]]);
    // Nitrite has no parameter on the monitor, so it stays on the test alone.
    expect(await telemetryOf(MONITOR)).toEqual([
      { param_key: 'do', ts: new Date(ts), value: 6.8, manual: true },
      { param_key: 'nh3n', ts: new Date(ts), value: 0.3, manual: true },
      { param_key: 'ph', ts: new Date(ts), value: 7.4, manual: true },
      { param_key: 'water_temp', ts: new Date(ts), value: 18.5, manual: true },
    ]);
    expect(server.app.ingest.latest.device(MONITOR)!.get('ph')).toMatchObject({ value: 7.4, ts });
  });

  it('is refused 409 naming the time when the monitor has a reading in that minute (its own or a manual one), writing neither', async () => {
    const manualAt = instant('2026-11-20 11:00') + 20_000;
    expect((await agent.post('/datahis/create', { device_id: MONITOR, data: { ph: 7.1 }, datetime: manualAt })).status).toBe(200);
    expect((await server.app.ingest.submit(MONITOR, { ts: instant('2026-11-20 12:00') + 5_000, values: { do: 7 } })).accepted).toBe(true);
    const before = [await waterTests(), JSON.stringify(await telemetryOf(MONITOR))];

    const manual = await manage(cast.fish, '/waterdetectManage', { type: 'add', pond_id: pond, at: '2026-11-20 11:00', ph: 7.6 });
    expect(manual.status).toBe(409);
    expect(manual.body.message).toBe('The time conflicts with an existing entry at 2026-11-20 11:00:20');
    const device = await manage(cast.fishZh, '/waterdetectManage', { type: 'add', pond_id: pond, at: '2026-11-20 12:00', oxygen: 5 });
    expect(device.status).toBe(409);
    expect(device.body.message).toBe('该时间与已有数据冲突（已有数据时间 2026-11-20 12:00:05）');
    // Another minute of the same test is the pond's own time rule: 409 on the test itself.
    const again = await manage(cast.fish, '/waterdetectManage', { type: 'add', pond_id: pond, at: '2026-11-20 09:30', ph: 7 });
    expect(again.status).toBe(409);
    expect([await waterTests(), JSON.stringify(await telemetryOf(MONITOR))]).toEqual(before);
  });

  it('writes no reading for a test refused as bad input', async () => {
    const before = [await waterTests(), JSON.stringify(await telemetryOf(MONITOR))];
    const res = await manage(cast.fishZh, '/waterdetectManage', { type: 'add', pond_id: pond, at: '2026-11-20 13:00', ph: 15 });
    expect(res.status).toBe(400);
    expect([await waterTests(), JSON.stringify(await telemetryOf(MONITOR))]).toEqual(before);
  });

  it('keeps the test alone for a pond without a monitor, and writes nothing more when the test is deleted and restored', async () => {
    const bare = await cast.newPond('Water pond 2');
    const before = JSON.stringify(await sql`select count(*)::int as n from telemetry`.execute(cast.db));
    const res = await manage<FarmRow>(cast.fish, '/waterdetectManage', { type: 'add', pond_id: bare, at: '2026-11-20 09:30', ph: 7.2 });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await sql`select count(*)::int as n from telemetry`.execute(cast.db))).toBe(before);
    const [first] = (await manage<{ rows: FarmRow[] }>(cast.fish, '/waterdetectManage', { type: 'search', pond_id: pond })).body.data!.rows;
    const readings = JSON.stringify(await telemetryOf(MONITOR));
    expect((await manage(cast.fish, '/waterdetectManage', { type: 'delete', ids: [first.id] })).status).toBe(200);
    expect((await manage(cast.fish, '/waterdetectManage', { type: 'restore', ids: [first.id] })).status).toBe(200);
    expect(JSON.stringify(await telemetryOf(MONITOR))).toBe(readings);
  });
});
