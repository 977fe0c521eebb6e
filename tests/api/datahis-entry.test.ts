import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient } from '../helpers/api-client';
import { openSocket, subscribe, waitFor, STARTUP_TIMEOUT_MS } from './telemetry-helpers';
import type { ReadingEvent } from '../../server/telemetry/bus';

/**
 * Manual data entry (issue 17, /data/manage): POST /datahis/create stores readings like ingest
 * (rollups, latest value, push, alarm evaluation), marked manual; a time conflicting with an
 * earlier reading of the device is refused 409 naming that time.
 */
let server: TestServer;
let agent: ApiClient;
let agentZh: ApiClient;
let agentId: number;
let company: TestCompany;
/** The file's company's pond monitors: the first for most tests, the second for the alarm, the third for the rollups. */
const ponds: string[] = [];

const MINUTE = 60_000;
/** A whole minute an hour ago (manual readings are usually late). */
const base = Math.floor((Date.now() - 60 * MINUTE) / MINUTE) * MINUTE;
const HOUR = 60 * MINUTE;
const db = () => server.app.database.db;
const telemetryRows = async () => Number((await sql<{ n: number }>`select count(*)::int as n from telemetry`.execute(db())).rows[0].n);
/** Every reading, rollup and latest value: a refused update changes no value, so counting rows would not show it. */
const telemetryDigest = async () => {
  const parts: string[] = [];
  for (const table of ['telemetry', 'telemetry_hourly', 'telemetry_daily', 'telemetry_latest']) {
    const row = await sql<{ digest: string }>`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(table)} t`.execute(db());
    parts.push(`${table}:${row.rows[0].digest}`);
  }
  return parts.join(' ');
};
const localTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

beforeAll(async () => {
  server = await sharedServer();
  company = await freshCompany(server, { devices: 3 });
  ponds.push(...company.devices);
  agent = new ApiClient(server.origin);
  agentZh = new ApiClient(server.origin, 'zh-CN');
  [{ userId: agentId }] = await Promise.all([agent.login(...company.agent), agentZh.login(...company.agent)]);
}, STARTUP_TIMEOUT_MS);

describe('a manual reading', () => {
  it('is stored like an ingested one, marked manual, and announced to live views', async () => {
    const socket = await openSocket(server, agent);
    try {
      expect(await subscribe(socket, [ponds[0]])).toEqual({ deviceIds: [ponds[0]] });
      const pushed = new Promise<{ ts: number; values: Record<string, number> }>((resolve) => socket.once('telemetry', resolve));
      const res = await agent.post<{ ts: number; written: number }>('/datahis/create', { device_id: ponds[0], data: { do: 7.5, ph: 7.2 }, datetime: base });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ ts: base, written: 2 });
      expect(await pushed).toMatchObject({ ts: base, values: { do: 7.5, ph: 7.2 } });
    } finally {
      socket.close();
    }
    const listed = await agent.get<{ rows: Array<{ param_key: string; manual: boolean; invalid: boolean }> }>('/datahis/manageValid', {
      device_id: ponds[0], startTime: base, endTime: base + MINUTE,
    });
    expect(listed.body.data!.rows).toEqual([
      expect.objectContaining({ param_key: 'do', manual: true, invalid: false }),
      expect.objectContaining({ param_key: 'ph', manual: true, invalid: false }),
    ]);
    expect(server.app.ingest.latest.device(ponds[0])!.get('do')).toMatchObject({ value: 7.5, ts: base });
    const series = await agent.get<{ series: Array<{ points: Array<{ ts: number; value: number }> }> }>('/datahis/getHisDataByTime', {
      startTime: base - MINUTE, endTime: base + MINUTE, ids: `${ponds[0]}:do`,
    });
    expect(series.body.data!.series[0].points).toEqual([expect.objectContaining({ ts: base, value: 7.5 })]);
  });

  it('goes through alarm evaluation: two low readings a waitTime apart raise an alarm', async () => {
    const readings: ReadingEvent[] = [];
    const listener = (r: ReadingEvent) => r.deviceId === ponds[1] && readings.push(r);
    server.app.bus.on('reading', listener);
    try {
      for (const ts of [base, base + 2 * MINUTE]) {
        expect((await agent.post('/datahis/create', { device_id: ponds[1], data: { do: 1 }, datetime: ts })).status).toBe(200);
      }
    } finally {
      server.app.bus.off('reading', listener);
    }
    expect(readings.map((r) => r.values.do)).toEqual([1, 1]);
    const alarm = await waitFor(async () =>
      (await sql<{ kind: string; direction: string }>`select kind, direction from alarms where device_id = ${ponds[1]} and param_key = 'do'`.execute(db())).rows[0],
    );
    expect(alarm).toEqual({ kind: 'warning', direction: 'low' });
  });

  it('is refused 409 at a time conflicting with an earlier reading, naming that time in both languages', async () => {
    const before = await telemetryRows();
    const en = await agent.post('/datahis/create', { device_id: ponds[0], data: { do: 5 }, datetime: base + 30_000 });
    expect(en.status).toBe(409);
    expect(en.body.message).toBe(`The time conflicts with an existing entry at ${localTime(base)}`);
    const zh = await agentZh.post('/datahis/create', { device_id: ponds[0], data: { ph: 7 }, datetime: localTime(base + 59_000) });
    expect(zh.status).toBe(409);
    expect(zh.body.message).toBe(`该时间与已有数据冲突（已有数据时间 ${localTime(base)}）`);
    expect(await telemetryRows()).toBe(before);
  });
});

describe('refusals', () => {
  it('needs a session, the audit code and a visible device, and writes nothing', async () => {
    const before = await telemetryRows();
    const body = { device_id: ponds[0], data: { do: 5 }, datetime: base + 10 * MINUTE };
    expect((await new ApiClient(server.origin).post('/datahis/create', body)).status).toBe(401);
    const farmer = new ApiClient(server.origin);
    await farmer.login(...company.farmer);
    expect((await farmer.post('/datahis/create', body)).status).toBe(403);
    expect((await agent.post('/datahis/create', { ...body, device_id: 'AG00001', data: { co2: 400 } })).status).toBe(404);
    expect((await agent.post('/datahis/update', { ...body, device_id: 'AG00001', data: { co2: 400 } })).status).toBe(404);
    expect(await telemetryRows()).toBe(before);
  });

  it.each(['/datahis/create', '/datahis/update'])('%s answers bad input 400 naming the problem in both languages, and writes nothing', async (path) => {
    const before = await telemetryDigest();
    const cases: Array<[unknown, RegExp, RegExp]> = [
      [{ device_id: ponds[0], data: { do: 5 }, datetime: 'yesterday-ish' }, /datetime/, /datetime/],
      [{ device_id: ponds[0], data: { pm25: 5 }, datetime: base + 20 * MINUTE }, /no parameter pm25/, /没有参数 pm25/],
      [{ device_id: ponds[0], data: {}, datetime: base + 20 * MINUTE }, /data/, /data/],
      [{ device_id: ponds[0], data: { do: 'high' }, datetime: base + 20 * MINUTE }, /data/, /data/],
      [{ data: { do: 5 }, datetime: base + 20 * MINUTE }, /device_id/, /device_id/],
    ];
    for (const [body, en, zh] of cases) {
      const resEn = await agent.post(path, body);
      const resZh = await agentZh.post(path, body);
      expect([resEn.status, resZh.status], JSON.stringify(body)).toEqual([400, 400]);
      expect(resEn.body.message).toMatch(en);
      expect(resZh.body.message).toMatch(zh);
    }
    expect(await telemetryDigest()).toBe(before);
  });
});

describe('correcting a reading (POST /datahis/update)', () => {
  it('answers 404 at a time with no entry, in both languages, and writes nothing', async () => {
    const before = await telemetryDigest();
    const body = { device_id: ponds[0], data: { do: 5 }, datetime: base + 45 * MINUTE };
    const en = await agent.post('/datahis/update', body);
    const zh = await agentZh.post('/datahis/update', { ...body, datetime: localTime(base + 45 * MINUTE) });
    expect([en.status, zh.status]).toEqual([404, 404]);
    expect(en.body.message).toBe('There is no entry at that time to update');
    expect(zh.body.message).toBe('该时间没有可修改的数据');
    expect(await telemetryDigest()).toBe(before);
  });

  it("takes the spec's body with userId and corrects the value", async () => {
    const at = base + 50 * MINUTE;
    expect((await agent.post('/datahis/create', { device_id: ponds[0], data: { do: 6 }, datetime: at })).status).toBe(200);
    // The console sends the user's id as the spec's body has it; the session still decides who acts.
    const res = await agent.post('/datahis/update', { device_id: ponds[0], data: { do: 6.5 }, datetime: at, userId: agentId });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ device_id: ponds[0], ts: at, written: 1 });
    const listed = await agent.get<{ rows: Array<{ param_key: string; ts: number; value: number }> }>('/datahis/manageValid', {
      device_id: ponds[0], startTime: at, endTime: at + MINUTE,
    });
    expect(listed.body.data!.rows).toEqual([expect.objectContaining({ param_key: 'do', ts: at, value: 6.5 })]);
  });
});

describe('rollups', () => {
  type Average = { series: Array<{ rows: Array<{ ts: number; avg: number; min: number; max: number; count: number }> }> };
  /** A whole hour five hours ago (whole hours in UTC are whole hours in Asia/Shanghai too), on a device no other test here writes. */
  const hour = Math.floor((Date.now() - 5 * HOUR) / HOUR) * HOUR;
  const hourly = async () =>
    (await sql<{ count: number; sum: number }>`select count, sum from telemetry_hourly where device_id = ${ponds[2]} and param_key = 'do'
      and bucket = ${new Date(hour).toISOString()}::timestamptz`.execute(db())).rows;
  const dayAverage = async () => {
    const res = await agent.get<Average>('/datahis/findAverage', { device_id: ponds[2], startTime: hour - 24 * HOUR, endTime: hour + 24 * HOUR, dataType: 'day', paraName: 'do' });
    expect(res.status).toBe(200);
    // The local day holding the hour.
    return res.body.data!.series[0]?.rows.find((r) => r.ts <= hour && hour < r.ts + 24 * HOUR);
  };

  it('counts manual readings in the hour and day rollups', async () => {
    expect(await hourly()).toEqual([]);
    const dayBefore = await dayAverage();
    for (const [i, value] of [4, 8].entries()) {
      expect((await agent.post('/datahis/create', { device_id: ponds[2], data: { do: value }, datetime: hour + (10 + i * 20) * MINUTE })).status).toBe(200);
    }
    expect(await hourly()).toEqual([{ count: 2, sum: 12 }]);
    const hours = await agent.get<Average>('/datahis/findAverage', { device_id: ponds[2], startTime: hour, endTime: hour + HOUR - 1000, dataType: 'hour', paraName: 'do' });
    expect(hours.body.data!.series[0].rows).toEqual([expect.objectContaining({ ts: hour, avg: 6, min: 4, max: 8, count: 2 })]);
    // The day adds the two readings to whatever it held.
    const was = dayBefore ?? { count: 0, avg: 0, min: Infinity, max: -Infinity };
    const day = await dayAverage();
    expect(day).toMatchObject({ count: was.count + 2, min: Math.min(was.min, 4), max: Math.max(was.max, 8) });
    expect(day!.avg).toBeCloseTo((was.avg * was.count + 12) / (was.count + 2), 6);
  });
});
