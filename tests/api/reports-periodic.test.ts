import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';
import type { Report } from '../../shared/contract/api/datahis';

let server: TestServer;
let admin: ApiClient;
/** The file's own company's pond monitors. */
let monitor: string;
let otherMonitor: string;

/** Water temperature of pond 1 (limits 10..33, best range 18..30), local times in Asia/Shanghai. */
const READINGS: Array<[string, number]> = [
  ['2026-05-09 23:30:00', 5], // the day before, and the same UTC date as the next readings
  ['2026-05-10 00:05:00', 20],
  ['2026-05-10 00:35:00', 12], // the day's minimum; its hour straddles the best range
  ['2026-05-10 02:00:00', 22], // the day's, though on 9 May in UTC
  ['2026-05-10 08:20:00', 35], // the day's maximum, over the alarm limit
  ['2026-05-10 23:50:00', 25],
  ['2026-05-11 07:00:00', 40], // the next day, though on 10 May in UTC
];
const at = (local: string) => Date.parse(`${local.replace(' ', 'T')}+08:00`);

beforeAll(async () => {
  server = await sharedServer();
  [monitor, otherMonitor] = (await freshCompany(server)).devices;
  admin = new ApiClient(server.origin);
  await admin.login(...DEMO.admin);
  for (const [datetime, value] of READINGS) {
    const res = await admin.post('/datahis/create', { device_id: monitor, data: { water_temp: value }, datetime });
    expect(res.status, datetime).toBe(200);
  }
}, STARTUP_TIMEOUT_MS);

const reportOf = async (type: string, date: string, client = admin) => client.post<Report>('/datahis/findDataHisByType', { type, device_id: monitor, date });

async function workbookOf(client: ApiClient, query: Record<string, string>) {
  const url = new URL('/api/report/download', server.origin);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { cookie: `sid=${client.cookie('sid')}`, 'accept-language': query.lang ?? 'en-US', 'x-forwarded-for': client.ip } });
  const workbook = new ExcelJS.Workbook();
  if (res.status === 200) await workbook.xlsx.load(await res.arrayBuffer());
  return { res, workbook };
}

describe('periodic reports', () => {
  it('give the day\'s count, minimum and maximum with their times, mean and shares outside the ranges, cut at local midnight', async () => {
    const res = await reportOf('day', '2026-05-10');
    expect(res.status).toBe(200);
    const report = res.body.data!;
    expect(report.timezone).toBe('Asia/Shanghai');
    expect(report.start).toBe(at('2026-05-10 00:00:00'));
    expect(report.end).toBe(at('2026-05-11 00:00:00'));
    expect(report.stats.water_temp).toEqual({
      count: 5,
      avg: 22.8,
      min: 12,
      min_ts: at('2026-05-10 00:35:00'),
      max: 35,
      max_ts: at('2026-05-10 08:20:00'),
      limits: { min: 10, max: 33 },
      best: { low: 18, high: 30 },
      outside_limits: 0.2,
      outside_best: 0.4,
    });
    // The existing fields stay: the summary and one row per local hour.
    expect(report.summary.water_temp).toMatchObject({ count: 5, min: 12, max: 35 });
    expect(report.rows.find((r) => r.label === '2026-05-10 08:00')?.values.water_temp).toMatchObject({ avg: 35, count: 1 });
    // A parameter without readings reports a count of 0 and no figures.
    expect(report.stats.do).toMatchObject({ count: 0, min: null, min_ts: null, outside_limits: null });
  });

  it('give the hour, the ISO week (from Monday) and the month in the device\'s zone', async () => {
    const hour = (await reportOf('hour', '2026-05-10 00:40')).body.data!.stats.water_temp;
    expect(hour).toMatchObject({ count: 2, avg: 16, min: 12, min_ts: at('2026-05-10 00:35:00'), max: 20, max_ts: at('2026-05-10 00:05:00'), outside_best: 0.5 });
    const week = (await reportOf('week', '2026-05-10')).body.data!;
    expect(week.start).toBe(at('2026-05-04 00:00:00'));
    expect(week.stats.water_temp).toMatchObject({ count: 6, min: 5, min_ts: at('2026-05-09 23:30:00'), max: 35 });
    const month = (await reportOf('month', '2026-05-20')).body.data!.stats.water_temp;
    expect(month).toMatchObject({ count: 7, min: 5, max: 40, max_ts: at('2026-05-11 07:00:00') });
    expect(month.outside_limits).toBeCloseTo(3 / 7, 10);
  });

  it('class an hour kept only as a rollup by its mean, and time its extremes at the hour\'s start', async () => {
    // Imported history: hourly rollups of pond 2 with no raw rows behind them.
    const hour = (local: string, min: number, max: number, sum: number, count: number) => ({
      device_id: otherMonitor, param_key: 'water_temp', bucket: new Date(at(local)), min, max, sum, count, last_value: max, last_ts: new Date(at(local) + 1_800_000),
    });
    await server.app.database.db
      .insertInto('telemetry_hourly')
      .values([hour('2026-04-01 03:00:00', 8, 20, 28, 2), hour('2026-04-01 05:00:00', 34, 36, 70, 2)])
      .execute();
    const res = await admin.post<Report>('/datahis/findDataHisByType', { type: 'day', device_id: otherMonitor, date: '2026-04-01' });
    // 03:00 straddles both ranges and its mean 14 is inside the limits but below the best range; 05:00 is outside both.
    expect(res.body.data!.stats.water_temp).toMatchObject({
      count: 4, avg: 24.5, min: 8, min_ts: at('2026-04-01 03:00:00'), max: 36, max_ts: at('2026-04-01 05:00:00'), outside_limits: 0.5, outside_best: 1,
    });
  });

  it('download as .xlsx: a sheet per parameter in the caller\'s language, title row, units, numbers as numbers', async () => {
    const { res, workbook } = await workbookOf(admin, { type: 'day', device_id: monitor, date: '2026-05-10' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="report-day-${monitor}-2026-05-10.xlsx"`);
    const names = workbook.worksheets.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Water temperature', 'Dissolved oxygen', 'pH']));
    const sheet = workbook.getWorksheet('Water temperature')!;
    expect(String(sheet.getCell('A1').value)).toMatch(new RegExp(`^.+ · .+ \\(${monitor}\\) · Daily report · 2026-05-10 - 2026-05-10$`));
    expect(sheet.getRow(2).values).toEqual([undefined, 'Readings', 'Minimum (°C)', 'Time of minimum', 'Maximum (°C)', 'Time of maximum', 'Mean (°C)', 'Share outside alarm limits', 'Share outside best range']);
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual([5, 12, '2026-05-10 00:35:00', 35, '2026-05-10 08:20:00', 22.8, 0.2, 0.4]);
    expect(sheet.getCell('G3').numFmt).toBe('0.00%');
    const eight = sheet.getRows(6, sheet.rowCount - 5)!.find((r) => r.getCell(1).value === '2026-05-10 08:00')!;
    expect(eight.getCell(2).value).toBe(35);

    const zh = await workbookOf(admin, { type: 'day', device_id: monitor, date: '2026-05-10', lang: 'zh-CN' });
    expect(zh.workbook.worksheets.map((s) => s.name)).toEqual(expect.arrayContaining(['水温', '溶解氧', 'pH值']));
    expect(String(zh.workbook.getWorksheet('水温')!.getCell('A1').value)).toContain('日报表');
  });

  it('hide another company\'s device and refuse bad input in the caller\'s language', async () => {
    const grower = new ApiClient(server.origin);
    await grower.login('grower', 'grower123');
    expect((await reportOf('day', '2026-05-10', grower)).status).toBe(404);
    expect((await workbookOf(grower, { type: 'day', device_id: monitor, date: '2026-05-10' })).res.status).toBe(404);

    const en = await admin.post('/datahis/findDataHisByType', { type: 'year', device_id: monitor, date: '2026-05-10' });
    expect(en.status).toBe(400);
    expect(en.body.message).toMatch(/type/);
    const zh = new ApiClient(server.origin, 'zh-CN');
    await zh.login(...DEMO.admin);
    const zhRes = await zh.post('/datahis/findDataHisByType', { type: 'year', device_id: monitor, date: '2026-05-10' });
    expect(zhRes.status).toBe(400);
    expect(zhRes.body.message).toMatch(/type/);
    expect(zhRes.body.message).not.toBe(en.body.message);
    const badDate = await workbookOf(admin, { type: 'day', device_id: monitor, date: 'not a date' });
    expect(badDate.res.status).toBe(400);
    expect(((await badDate.res.json()) as { message: string }).message).toBe('Field date is invalid');
    expect((await workbookOf(admin, { type: 'year', device_id: monitor, date: '2026-05-10' })).res.status).toBe(400);
    // Digits are epoch ms; past the year 2100 they are as unreadable as text, not a server error.
    expect((await workbookOf(admin, { type: 'day', device_id: monitor, date: '99999999999999999999' })).res.status).toBe(400);
  });
});
