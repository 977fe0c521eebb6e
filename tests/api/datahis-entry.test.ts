import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
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

const MINUTE = 60_000;
/** A whole minute an hour ago (manual readings are usually late). */
const base = Math.floor((Date.now() - 60 * MINUTE) / MINUTE) * MINUTE;
const db = () => server.app.database.db;
const telemetryRows = async () => Number((await sql<{ n: number }>`select count(*)::int as n from telemetry`.execute(db())).rows[0].n);
const localTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

beforeAll(async () => {
  server = await startTestServer();
  agent = new ApiClient(server.origin);
  agentZh = new ApiClient(server.origin, 'zh-CN');
  await Promise.all([agent.login(...DEMO.agent), agentZh.login(...DEMO.agent)]);
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
});

describe('a manual reading', () => {
  it('is stored like an ingested one, marked manual, and announced to live views', async () => {
    const socket = await openSocket(server, agent);
    try {
      expect(await subscribe(socket, ['AW00001'])).toEqual({ deviceIds: ['AW00001'] });
      const pushed = new Promise<{ ts: number; values: Record<string, number> }>((resolve) => socket.once('telemetry', resolve));
      const res = await agent.post<{ ts: number; written: number }>('/datahis/create', { device_id: 'AW00001', data: { do: 7.5, ph: 7.2 }, datetime: base });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ ts: base, written: 2 });
      expect(await pushed).toMatchObject({ ts: base, values: { do: 7.5, ph: 7.2 } });
    } finally {
      socket.close();
    }
    const listed = await agent.get<{ rows: Array<{ param_key: string; manual: boolean; invalid: boolean }> }>('/datahis/manageValid', {
      device_id: 'AW00001', startTime: base, endTime: base + MINUTE,
    });
    expect(listed.body.data!.rows).toEqual([
      expect.objectContaining({ param_key: 'do', manual: true, invalid: false }),
      expect.objectContaining({ param_key: 'ph', manual: true, invalid: false }),
    ]);
    expect(server.app.ingest.latest.device('AW00001')!.get('do')).toMatchObject({ value: 7.5, ts: base });
    const series = await agent.get<{ series: Array<{ points: Array<{ ts: number; value: number }> }> }>('/datahis/getHisDataByTime', {
      startTime: base - MINUTE, endTime: base + MINUTE, ids: 'AW00001:do',
    });
    expect(series.body.data!.series[0].points).toEqual([expect.objectContaining({ ts: base, value: 7.5 })]);
  });

  it('goes through alarm evaluation: two low readings a waitTime apart raise an alarm', async () => {
    const readings: ReadingEvent[] = [];
    const listener = (r: ReadingEvent) => r.deviceId === 'AW00004' && readings.push(r);
    server.app.bus.on('reading', listener);
    try {
      for (const ts of [base, base + 2 * MINUTE]) {
        expect((await agent.post('/datahis/create', { device_id: 'AW00004', data: { do: 1 }, datetime: ts })).status).toBe(200);
      }
    } finally {
      server.app.bus.off('reading', listener);
    }
    expect(readings.map((r) => r.values.do)).toEqual([1, 1]);
    const alarm = await waitFor(async () =>
      (await sql<{ kind: string; direction: string }>`select kind, direction from alarms where device_id = 'AW00004' and param_key = 'do'`.execute(db())).rows[0],
    );
    expect(alarm).toEqual({ kind: 'warning', direction: 'low' });
  });

  it('is refused 409 at a time conflicting with an earlier reading, naming that time in both languages', async () => {
    const before = await telemetryRows();
    const en = await agent.post('/datahis/create', { device_id: 'AW00001', data: { do: 5 }, datetime: base + 30_000 });
    expect(en.status).toBe(409);
    expect(en.body.message).toBe(`The time conflicts with an existing entry at ${localTime(base)}`);
    const zh = await agentZh.post('/datahis/create', { device_id: 'AW00001', data: { ph: 7 }, datetime: localTime(base + 59_000) });
    expect(zh.status).toBe(409);
    expect(zh.body.message).toBe(`该时间与已有数据冲突（已有数据时间 ${localTime(base)}）`);
    expect(await telemetryRows()).toBe(before);
  });
});

describe('refusals', () => {
  it('needs a session, the audit code and a visible device, and writes nothing', async () => {
    const before = await telemetryRows();
    const body = { device_id: 'AW00001', data: { do: 5 }, datetime: base + 10 * MINUTE };
    expect((await new ApiClient(server.origin).post('/datahis/create', body)).status).toBe(401);
    const farmer = new ApiClient(server.origin);
    await farmer.login(...DEMO.farmer);
    expect((await farmer.post('/datahis/create', body)).status).toBe(403);
    expect((await agent.post('/datahis/create', { ...body, device_id: 'AG00001', data: { co2: 400 } })).status).toBe(404);
    expect((await agent.post('/datahis/update', { ...body, device_id: 'AG00001', data: { co2: 400 } })).status).toBe(404);
    expect(await telemetryRows()).toBe(before);
  });

  it('answers bad input 400 naming the problem in both languages, and writes nothing', async () => {
    const before = await telemetryRows();
    const cases: Array<[unknown, RegExp, RegExp]> = [
      [{ device_id: 'AW00001', data: { do: 5 }, datetime: 'yesterday-ish' }, /datetime/, /datetime/],
      [{ device_id: 'AW00001', data: { pm25: 5 }, datetime: base + 20 * MINUTE }, /no parameter pm25/, /没有参数 pm25/],
      [{ device_id: 'AW00001', data: {}, datetime: base + 20 * MINUTE }, /data/, /data/],
      [{ device_id: 'AW00001', data: { do: 'high' }, datetime: base + 20 * MINUTE }, /data/, /data/],
      [{ data: { do: 5 }, datetime: base + 20 * MINUTE }, /device_id/, /device_id/],
    ];
    for (const [body, en, zh] of cases) {
      const resEn = await agent.post('/datahis/create', body);
      const resZh = await agentZh.post('/datahis/create', body);
      expect([resEn.status, resZh.status], JSON.stringify(body)).toEqual([400, 400]);
      expect(resEn.body.message).toMatch(en);
      expect(resZh.body.message).toMatch(zh);
    }
    expect(await telemetryRows()).toBe(before);
  });
});
