import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient } from '../helpers/api-client';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';

/**
 * The data audit (issue 17, /data/raw): GET /datahis/manageValid and /findInvalid list readings,
 * POST /datahis/manageValid marks them; marks are the operator's, rebuild the rollups, and leave
 * invalid readings out of series and averages.
 */
let server: TestServer;
let agent: ApiClient;
let agentZh: ApiClient;

/** The file's company's pond monitor. */
let DEVICE: string;
let company: TestCompany;
const HOUR = 3_600_000;
/** Four readings in one local hour, two hours ago: 25 is outside do's reasonable range (0..20). */
const base = Math.floor((Date.now() - 2 * HOUR) / HOUR) * HOUR;
const at = (i: number) => base + i * 10 * 60_000;
const VALUES = [6, 8, 10, 25];

type Row = { param_key: string; ts: number; value: number; invalid: boolean; manual: boolean; marked_by: string | null; marked_at: number | null };
type Page = { rows: Row[]; total: number };
type Average = { series: Array<{ param_key: string; rows: Array<{ avg: number; count: number }> }> };

const db = () => server.app.database.db;
/** The device's hour; filled in with the device once the company is made. */
const range = { device_id: '', startTime: base, endTime: base + HOUR };
const dayAverage = async () => {
  const res = await agent.get<Average>('/datahis/findAverage', { ...range, startTime: base - 24 * HOUR, endTime: base + 24 * HOUR, dataType: 'day', paraName: 'do' });
  expect(res.status).toBe(200);
  return res.body.data!.series[0].rows;
};
const seriesValues = async () => {
  const res = await agent.get<{ series: Array<{ points: Array<{ value: number }> }> }>('/datahis/getHisDataByTime', { startTime: base, endTime: base + HOUR, ids: `${DEVICE}:do` });
  expect(res.status).toBe(200);
  return res.body.data!.series[0].points.map((p) => p.value);
};
const marks = async () => Number((await sql<{ n: number }>`select count(*)::int as n from telemetry where marked_at is not null and device_id = ${DEVICE}`.execute(db())).rows[0].n);
const hourly = async () =>
  (await sql<{ count: number; sum: number }>`select count, sum from telemetry_hourly where device_id = ${DEVICE} and param_key = 'do'
    and bucket = ${new Date(base).toISOString()}::timestamptz`.execute(db())).rows;

beforeAll(async () => {
  server = await sharedServer();
  company = await freshCompany(server, { devices: 1 });
  DEVICE = company.devices[0];
  range.device_id = DEVICE;
  agent = new ApiClient(server.origin);
  agentZh = new ApiClient(server.origin, 'zh-CN');
  await Promise.all([agent.login(...company.agent), agentZh.login(...company.agent)]);
  for (const [i, value] of VALUES.entries()) {
    expect(await server.app.ingest.submit(DEVICE, { ts: at(i), values: { do: value } })).toEqual({ accepted: true });
  }
}, STARTUP_TIMEOUT_MS);

describe('listing', () => {
  it('lists every reading, or the flagged ones, with the manual and mark columns', async () => {
    const all = await agent.get<Page>('/datahis/manageValid', { ...range, paraName: 'do' });
    expect(all.status).toBe(200);
    expect(all.body.data!.total).toBe(4);
    expect(all.body.data!.rows.map((r) => r.value)).toEqual([25, 10, 8, 6]);
    expect(all.body.data!.rows[0]).toMatchObject({ invalid: true, manual: false, marked_by: null, marked_at: null });
    const flagged = await agent.get<Page>('/datahis/findInvalid', { ...range, param_key: 'do' });
    expect(flagged.body.data!.rows.map((r) => r.value)).toEqual([25]);
    // The GET stays a read: a mark asked for in its query string changes nothing.
    await agent.get('/datahis/manageValid', { ...range, dataType: 'invalid' });
    expect(await marks()).toBe(0);
  });
});

describe('marking', () => {
  it('marks listed readings invalid: rollups, series, averages and the flagged list follow', async () => {
    expect(await dayAverage()).toEqual([expect.objectContaining({ avg: 8, count: 3 })]);
    expect(await seriesValues()).toEqual([6, 8, 10]);
    const res = await agent.post<{ updated: number }>('/datahis/manageValid', { dataType: 'invalid', readings: [{ device_id: DEVICE, param_key: 'do', ts: at(2) }] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ dataType: 'invalid', updated: 1 });
    expect(await hourly()).toEqual([{ count: 2, sum: 14 }]);
    expect(await dayAverage()).toEqual([expect.objectContaining({ avg: 7, count: 2 })]);
    expect(await seriesValues()).toEqual([6, 8]);
    const report = await agent.post<{ summary: Record<string, { avg: number; count: number }> }>('/datahis/findDataHisByType', { type: 'hour', device_id: DEVICE, date: base });
    expect(report.body.data!.summary.do).toMatchObject({ avg: 7, count: 2 });
    const flagged = await agent.get<Page>('/datahis/findInvalid', range);
    expect(flagged.body.data!.rows.map((r) => r.value)).toEqual([25, 10]);
    expect(flagged.body.data!.rows[1]).toMatchObject({ invalid: true, marked_by: '代理商王经理' });
    expect(flagged.body.data!.rows[1].marked_at).toBeGreaterThan(0);
  });

  it('keeps an operator’s valid mark outside the range, through a correction too, and refreshes the latest value', async () => {
    expect(server.app.ingest.latest.device(DEVICE)!.get('do')).toMatchObject({ value: 25, invalid: true });
    const res = await agent.post('/datahis/manageValid', { dataType: 'valid', readings: [{ device_id: DEVICE, param_key: 'do', ts: at(3) }] });
    expect(res.status).toBe(200);
    expect(server.app.ingest.latest.device(DEVICE)!.get('do')).toMatchObject({ value: 25, invalid: false });
    expect(await dayAverage()).toEqual([expect.objectContaining({ avg: 13, count: 3 })]);
    // A correction re-derives the flag only for readings no operator marked.
    const corrected = await agent.post('/datahis/update', { device_id: DEVICE, data: { do: 26 }, datetime: at(3) });
    expect(corrected.status).toBe(200);
    const row = await agent.get<Page>('/datahis/manageValid', { device_id: DEVICE, startTime: at(3), endTime: at(3) + 1000 });
    expect(row.body.data!.rows[0]).toMatchObject({ value: 26, invalid: false });
    expect(await dayAverage()).toEqual([expect.objectContaining({ avg: (6 + 8 + 26) / 3, count: 3 })]);
  });

  it('marks a range of one parameter, then all of it valid again, in the operation log', async () => {
    const off = await agent.post<{ updated: number }>('/datahis/manageValid', { dataType: 'invalid', ...range, paraName: 'do' });
    expect(off.body.data!.updated).toBe(4);
    expect(await hourly()).toEqual([]);
    expect(await dayAverage()).toEqual([]);
    const on = await agent.post<{ updated: number }>('/datahis/manageValid', { dataType: 'valid', ...range });
    expect(on.body.data!.updated).toBe(4);
    expect(await hourly()).toEqual([{ count: 4, sum: 6 + 8 + 10 + 26 }]);
    // Its own device's marks: another file of the worker's shared server may mark readings of its own.
    const log = await sql<{ action: string; resource: string; name: string }>`select action, resource, name from op_log
      where resource = 'reading' and name like ${`${DEVICE}%`} order by id`.execute(db());
    expect(log.rows.map((r) => r.action)).toEqual(['mark_invalid', 'mark_valid', 'mark_invalid', 'mark_valid']);
    expect(log.rows[2].name).toBe(`${DEVICE} do`);
  });
});

describe('refusals', () => {
  it('needs a session and the audit code', async () => {
    expect((await new ApiClient(server.origin).post('/datahis/manageValid', { dataType: 'valid', ...range })).status).toBe(401);
    const farmer = new ApiClient(server.origin);
    await farmer.login(...company.farmer);
    expect((await farmer.post('/datahis/manageValid', { dataType: 'valid', ...range })).status).toBe(403);
    expect((await farmer.get('/datahis/findInvalid', range)).status).toBe(403);
  });

  it('hides another company’s device and changes nothing of a request naming one', async () => {
    const before = await marks();
    const other = await agent.post('/datahis/manageValid', { dataType: 'invalid', device_id: 'AG00001', startTime: base, endTime: base + HOUR });
    expect(other.status).toBe(404);
    const mixed = await agent.post('/datahis/manageValid', {
      dataType: 'invalid',
      readings: [{ device_id: DEVICE, param_key: 'do', ts: at(0) }, { device_id: 'AG00001', param_key: 'co2', ts: at(0) }],
    });
    expect(mixed.status).toBe(404);
    expect((await agent.get('/datahis/findInvalid', { device_id: 'AG00001', startTime: base, endTime: base + HOUR })).status).toBe(404);
    expect(await marks()).toBe(before);
    expect(await seriesValues()).toEqual([6, 8, 10, 26]);
  });

  it('answers bad input 400 (or 404 for a missing reading) in both languages and writes nothing', async () => {
    const before = await sql`select device_id, param_key, ts, invalid, marked_at from telemetry order by 1, 2, 3`.execute(db());
    const cases: Array<[unknown, number, RegExp, RegExp]> = [
      [{ dataType: 'maybe', ...range }, 400, /dataType/, /dataType/],
      [{ dataType: 'invalid' }, 400, /either the readings/, /二者选一/],
      [{ dataType: 'invalid', ...range, readings: [{ device_id: DEVICE, param_key: 'do', ts: at(0) }] }, 400, /not both/, /二者选一/],
      [{ dataType: 'invalid', device_id: DEVICE, startTime: base }, 400, /endTime/, /endTime/],
      [{ dataType: 'invalid', ...range, startTime: base + HOUR, endTime: base }, 400, /start time must be before/, /开始时间必须早于结束时间/],
      [{ dataType: 'invalid', ...range, startTime: base - 40 * 24 * HOUR }, 400, /31 days/, /31 天/],
      [{ dataType: 'invalid', ...range, param_key: 'pm25' }, 400, /no parameter pm25/, /没有参数 pm25/],
      [{ dataType: 'invalid', readings: [] }, 400, /readings/, /readings/],
      [
        { dataType: 'invalid', readings: [{ device_id: DEVICE, param_key: 'do', ts: at(0) }, { device_id: DEVICE, param_key: 'do', ts: at(0) + 1 }] },
        404,
        /does not exist/,
        /不存在/,
      ],
    ];
    for (const [body, status, en, zh] of cases) {
      const resEn = await agent.post('/datahis/manageValid', body);
      const resZh = await agentZh.post('/datahis/manageValid', body);
      expect([resEn.status, resZh.status], JSON.stringify(body)).toEqual([status, status]);
      expect(resEn.body.message).toMatch(en);
      expect(resZh.body.message).toMatch(zh);
    }
    const after = await sql`select device_id, param_key, ts, invalid, marked_at from telemetry order by 1, 2, 3`.execute(db());
    expect(after.rows).toEqual(before.rows);
  });
});
