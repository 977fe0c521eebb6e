import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient } from '../helpers/api-client';
import type { Summary, SummaryRow } from '../../shared/contract/api/analysis-summary';

let server: TestServer;
let agent: ApiClient;
let farmer: ApiClient;
let zhAgent: ApiClient;
/** The file's company's two pond monitors: readings go to the first. */
let [pond, otherPond] = ['', ''];

const HOUR = 3_600_000;
/** Three whole hours two days ago, so nothing else the server does writes into them. */
const base = Math.floor(Date.now() / HOUR) * HOUR - 48 * HOUR;

beforeAll(async () => {
  server = await sharedServer();
  const company = await freshCompany(server);
  [pond, otherPond] = company.devices;
  agent = new ApiClient(server.origin);
  farmer = new ApiClient(server.origin);
  zhAgent = new ApiClient(server.origin, 'zh-CN');
  await Promise.all([agent.login(...company.agent), farmer.login(...company.farmer), zhAgent.login(...company.agent)]);
  // The pond monitor (AW): do has the lower standard 4 (warning type 0), nh3n the upper standard 1 (type 1).
  const readings: Array<[number, Record<string, number>]> = [
    [base + 60_000, { do: 3, nh3n: 0.5 }],
    [base + 120_000, { do: 6, nh3n: 0.4 }],
    [base + HOUR + 60_000, { do: 6, nh3n: 2 }],
    [base + 2 * HOUR + 60_000, { do: 7, nh3n: 1.5 }],
    [base + 2 * HOUR + 120_000, { do: 5, nh3n: 0.2 }],
  ];
  for (const [ts, values] of readings) {
    const result = await server.app.ingest.submit(pond, { ts, values });
    expect(result).toEqual({ accepted: true });
  }
});

const range = { startTime: String(base), endTime: String(base + 3 * HOUR) };
const row = (rows: SummaryRow[], device: string, key: string) => rows.find((r) => r.device_id === device && r.param_key === key)!;

describe('GET /analysis/summary', () => {
  it('gives min, max, average and the hours past each standard from the hourly rollups', async () => {
    const res = await agent.get<Summary>('/analysis/summary', { ...range, device_ids: pond });
    expect(res.status).toBe(200);
    const { rows } = res.body.data!;
    const oxygen = row(rows, pond, 'do');
    expect(oxygen).toMatchObject({ min: 3, max: 7, count: 5, limitMin: 4, isHigh: 0, exceedHours: 1, unit: 'mg/L', device_type: 'AW' });
    expect(oxygen.avg).toBeCloseTo(27 / 5, 9);
    const ammonia = row(rows, pond, 'nh3n');
    expect(ammonia).toMatchObject({ min: 0.2, max: 2, limitMax: 1, isHigh: 1, exceedHours: 2 });
    // A factor with no readings is listed with empty statistics; switches are not factors.
    expect(row(rows, pond, 'ph')).toMatchObject({ min: null, max: null, avg: null, count: 0, exceedHours: 0 });
    expect(rows.some((r) => r.param_key === 'aerator' || r.param_key === 'relay')).toBe(false);
  });

  it('keeps to the range asked for', async () => {
    const res = await agent.get<Summary>('/analysis/summary', { startTime: String(base + HOUR), endTime: String(base + 2 * HOUR), device_ids: pond });
    expect(row(res.body.data!.rows, pond, 'nh3n')).toMatchObject({ min: 2, max: 2, count: 1, exceedHours: 1 });
    expect(row(res.body.data!.rows, pond, 'do')).toMatchObject({ exceedHours: 0 });
  });

  it('lists only the devices the caller may see, and answers 404 for a named device of another tenant', async () => {
    const res = await agent.get<Summary>('/analysis/summary', range);
    const devices = new Set(res.body.data!.rows.map((r) => r.device_id));
    expect(devices.has(pond)).toBe(true);
    expect(devices.has(otherPond)).toBe(true);
    expect(devices.has('AG00001')).toBe(false);
    expect(devices.has('AW00001')).toBe(false);
    expect((await agent.get('/analysis/summary', { ...range, device_ids: `${pond},AG00001` })).status).toBe(404);
  });

  it('needs access code 3004 or 3005', async () => {
    const res = await farmer.get('/analysis/summary', range);
    expect(res.status).toBe(403);
  });

  it('refuses a bad range in the caller language', async () => {
    const reversed = await zhAgent.get('/analysis/summary', { startTime: range.endTime, endTime: range.startTime });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('开始时间必须早于结束时间');
    const tooLong = await agent.get('/analysis/summary', { startTime: '2024-01-01', endTime: '2026-01-01' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('The range may be at most 400 days');
    const missing = await agent.get('/analysis/summary', { endTime: range.endTime });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/startTime/);
  });
});
