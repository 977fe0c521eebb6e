import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import { STARTUP_TIMEOUT_MS, waitFor } from './telemetry-helpers';
import { statsOfMany } from '../../server/modules/datahis/report-stats';
import type { Report, ReportParamStats } from '../../shared/contract/api/datahis';

/**
 * Reports read whole days from the daily rollup's figures (extremes' times, counts outside the
 * limits and the best range against stored bounds, migration 0280) and the rest from hours or raw
 * rows. Their figures must be exactly those computed from the raw readings, over a month of one
 * device's `do` in Asia/Shanghai with: readings just outside the month on both sides (local days,
 * not UTC ones), QoS 1 redeliveries in the same batch, the bounds changed at noon mid-month,
 * readings flagged invalid at ingest and one of them marked valid, an hour marked invalid by the
 * data audit, a manual entry (the month's minimum) and a corrected reading. Values are multiples
 * of 0.25, so sums are exact whatever order they are added in and the means compare exactly.
 */
let server: TestServer;
let admin: ApiClient;

/** The pond monitor of the file's own company. */
let DEVICE: string;
const KEY = 'do';
const local = (text: string) => new Date(`${text}+08:00`).getTime();
const HALF_HOUR = 1_800_000;
const FIRST = local('2026-08-31T22:00:00');
const LAST = local('2026-10-01T02:00:00');
const CHANGE = local('2026-09-15T12:00:00');
/** Flagged invalid at ingest (outside 0..20), later marked valid by an operator: the month's maximum. */
const RESCUED = local('2026-09-18T13:30:00');
const BEFORE = { min: 4, max: 10, valuePerfectL: 6, valuePerfectH: 8 };
const AFTER = { min: 4, max: 9, valuePerfectL: 5, valuePerfectH: 8 };

const valueAt = (i: number, ts: number) => (ts === RESCUED || i % 97 === 5 ? 25 : 3.75 + 0.25 * ((i * 7) % 29));
const db = () => server.app.database.db;

async function ingest(from: number, to: number) {
  const asks: Promise<unknown>[] = [];
  for (let ts = from; ts < to; ts += HALF_HOUR) {
    const i = (ts - FIRST) / HALF_HOUR;
    const message = { ts, values: { [KEY]: valueAt(i, ts) } };
    asks.push(server.app.ingest.submit(DEVICE, message, ts + 1000));
    // A QoS 1 redelivery of the same message, most likely in the same batch.
    if (ts >= local('2026-09-02T00:00:00') && ts < local('2026-09-03T00:00:00')) asks.push(server.app.ingest.submit(DEVICE, message, ts + 2000));
  }
  for (const result of await Promise.all(asks)) expect(result).toEqual({ accepted: true });
}

async function setBounds(bounds: typeof BEFORE) {
  const res = await admin.post('/deviceParam/update', { kind: 'config', deviceId: DEVICE, paramKey: KEY, startValue: 0, endValue: 20, ...bounds });
  expect(res.status).toBe(200);
  await waitFor(() => server.app.ingest.registry.get(DEVICE)!.params.get(KEY)!.valuePerfectL === bounds.valuePerfectL);
}

/** The figures computed from the valid raw readings in [from, to) against today's bounds. */
async function fromRaw(from: number, to: number): Promise<Partial<ReportParamStats>> {
  const rows = (
    await sql<{ ts: string; value: number }>`select extract(epoch from ts) * 1000 as ts, value from telemetry
      where device_id = ${DEVICE} and param_key = ${KEY} and not invalid
        and ts >= ${new Date(from).toISOString()}::timestamptz and ts < ${new Date(to).toISOString()}::timestamptz order by ts`.execute(db())
  ).rows.map((r) => ({ ts: Number(r.ts), value: Number(r.value) }));
  if (rows.length === 0) return { count: 0, avg: null, min: null, min_ts: null, max: null, max_ts: null };
  const min = Math.min(...rows.map((r) => r.value));
  const max = Math.max(...rows.map((r) => r.value));
  const out = (low: number, high: number) => rows.filter((r) => r.value < low || r.value > high).length / rows.length;
  return {
    count: rows.length,
    avg: rows.reduce((s, r) => s + r.value, 0) / rows.length,
    min,
    min_ts: rows.find((r) => r.value === min)!.ts,
    max,
    max_ts: rows.find((r) => r.value === max)!.ts,
    outside_limits: out(AFTER.min, AFTER.max),
    outside_best: out(AFTER.valuePerfectL, AFTER.valuePerfectH),
  };
}

async function report(type: string, date: string) {
  const res = await admin.post<Report>('/datahis/findDataHisByType', { type, device_id: DEVICE, date });
  expect(res.status).toBe(200);
  return res.body.data!;
}

beforeAll(async () => {
  server = await sharedServer();
  DEVICE = (await freshCompany(server, { devices: 1 })).devices[0];
  admin = new ApiClient(server.origin);
  await admin.login(...DEMO.admin);
  await setBounds(BEFORE);
  await ingest(FIRST, CHANGE);
  await setBounds(AFTER);
  await ingest(CHANGE, LAST);
  const audit = [
    { dataType: 'invalid', device_id: DEVICE, paraName: KEY, startTime: local('2026-09-20T10:00:00'), endTime: local('2026-09-20T11:59:59') },
    { dataType: 'valid', readings: [{ device_id: DEVICE, param_key: KEY, ts: RESCUED }] },
  ];
  for (const body of audit) expect((await admin.post('/datahis/manageValid', body)).status).toBe(200);
  expect((await admin.post('/datahis/create', { device_id: DEVICE, data: { [KEY]: 3.5 }, datetime: '2026-09-25 08:10:00' })).status).toBe(200);
  expect((await admin.post('/datahis/update', { device_id: DEVICE, data: { [KEY]: 9.75 }, datetime: '2026-09-26 09:00:00' })).status).toBe(200);
}, STARTUP_TIMEOUT_MS);

describe('report figures from the rollups', () => {
  it('keep per day the extremes\' times and the counts against the bounds they were made with', async () => {
    const days = await sql<{ day: string; counted: boolean; limit_high: number | null; best_low: number | null }>`
      select day::text as day, out_limits is not null as counted, limit_high, best_low from telemetry_daily
      where device_id = ${DEVICE} and param_key = ${KEY} and day between '2026-09-01' and '2026-09-30' order by day`.execute(db());
    expect(days.rows).toHaveLength(30);
    // Counted against the old bounds before the change, unknown on the day of the change, the new ones after.
    expect(days.rows.slice(0, 14).every((d) => d.counted && d.limit_high === BEFORE.max && d.best_low === BEFORE.valuePerfectL)).toBe(true);
    expect(days.rows[14]).toMatchObject({ day: '2026-09-15', counted: false });
    expect(days.rows.slice(15).every((d) => d.counted && d.limit_high === AFTER.max && d.best_low === AFTER.valuePerfectL)).toBe(true);
  });

  it.each([
    ['month', '2026-09-15'],
    ['week', '2026-09-14'],
    ['day', '2026-09-01'],
    ['day', '2026-09-15'],
    ['day', '2026-09-20'],
    ['hour', '2026-09-25 08:30'],
  ])('equal the raw computation: %s of %s', async (type, date) => {
    const data = await report(type, date);
    expect(data.stats[KEY]).toMatchObject(await fromRaw(data.start!, data.end!));
  });

  it('count the month\'s edges in local days, the marks, the manual entry and each redelivered reading once', async () => {
    const month = (await report('month', '2026-09-15')).stats[KEY];
    const start = local('2026-09-01T00:00:00');
    expect((await fromRaw(start, local('2026-10-01T00:00:00'))).count).toBe(month.count);
    // Every half hour of September less the four readings of the marked hours and those flagged at
    // ingest (one rescued), plus the manual entry.
    const flagged = Array.from({ length: 30 * 48 }, (_, k) => (start - FIRST) / HALF_HOUR + k).filter((i) => i % 97 === 5).length;
    expect(month.count).toBe(30 * 48 - 4 - flagged + 1);
    expect(month).toMatchObject({ min: 3.5, min_ts: local('2026-09-25T08:10:00'), max: 25, max_ts: RESCUED });
  });

  it('equal the raw computation over periods cut inside local days', async () => {
    const device = server.app.ingest.registry.get(DEVICE)!;
    const params = [device.params.get(KEY)!];
    for (const [from, to] of [
      [local('2026-09-03T15:00:00'), local('2026-09-27T09:00:00')],
      [local('2026-09-14T23:00:00'), local('2026-09-15T13:00:00')],
      [local('2026-08-31T23:00:00'), local('2026-09-01T01:00:00')],
    ]) {
      const stats = (await statsOfMany(db(), [{ deviceId: DEVICE, timezone: device.timezone, params, from, to }])).get(DEVICE)!;
      expect(stats[KEY]).toMatchObject(await fromRaw(from, to));
    }
  });
});
