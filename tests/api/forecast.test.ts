import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MqttClient } from 'mqtt';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient } from '../helpers/api-client';
import { pondNights, UNSEEN_PONDS } from '../helpers/pond-nights';
import { connectDevice, publishTelemetry, STARTUP_TIMEOUT_MS } from './telemetry-helpers';
import { localDate, localToInstant } from '../../server/core/local-time';
import { forgetFits } from '../../server/modules/forecast/fit-cache';
import type { Backtest, DoForecast, PondForecast } from '../../shared/contract/api/forecast';

/**
 * Tonight's oxygen (issue 35) against a real server: a pond the model was not tuned on (the
 * synthetic generator's "cool" pond, seed 1) publishes 20 nights over MQTT with past timestamps,
 * then the forecast at 20:00 of night 21 is compared with what night 21's readings show.
 */
const ZONE = 'Asia/Shanghai';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STEP = 10 * 60_000;
/** Messages in flight at once: each resolves on its PUBACK, sent after the write commits. */
const IN_FLIGHT = 40;

let server: TestServer;
let company: TestCompany;
let other: TestCompany;
let noOxygen: TestCompany;
let agent: ApiClient;
let agentZh: ApiClient;
let outsider: ApiClient;
let pond: string;
let young: string;
/** Night 21 ends at the latest 09:00 local before now; its 20:00 is the forecast's asof. */
let night21End: number;
let asof: number;
let run: ReturnType<typeof pondNights>;
const clients: MqttClient[] = [];

async function publishAll(client: MqttClient, deviceId: string, messages: { ts: number; values: Record<string, number> }[]) {
  for (let i = 0; i < messages.length; i += IN_FLIGHT) {
    await Promise.all(messages.slice(i, i + IN_FLIGHT).map((m) => publishTelemetry(client, deviceId, m)));
  }
}

function messagesOf(readings: typeof run, keep: (ts: number) => boolean) {
  return readings.oxygen
    .map((r, i) => ({ ts: r.ts, values: { do: r.value, water_temp: readings.temperature[i].value } }))
    .filter((m) => keep(m.ts));
}

beforeAll(async () => {
  server = await sharedServer();
  [company, other, noOxygen] = await Promise.all([
    freshCompany(server, { devices: 2 }),
    freshCompany(server, { devices: 1 }),
    freshCompany(server, { devices: 1, like: 'ET000001' }),
  ]);
  [pond, young] = company.devices;
  agent = new ApiClient(server.origin, 'en-US');
  agentZh = new ApiClient(server.origin, 'zh-CN');
  outsider = new ApiClient(server.origin, 'en-US');
  await Promise.all([agent.login(...company.agent), agentZh.login(...company.agent), outsider.login(...other.agent)]);

  const now = Date.now();
  const [y, m, d] = localDate(ZONE, now).split('-').map(Number);
  const todayNine = localToInstant(ZONE, y, m, d, 9);
  night21End = todayNine <= now ? todayNine : localToInstant(ZONE, y, m, d - 1, 9);
  const from = night21End - 21 * DAY - 9 * HOUR;
  asof = night21End - 13 * HOUR;
  run = pondNights(UNSEEN_PONDS.cool, { from, days: 22, stepMs: STEP, seed: 1 });
  const device = await connectDevice(server, pond);
  clients.push(device);
  await publishAll(device, pond, messagesOf(run, (ts) => ts <= asof));

  // A pond with three nights only.
  const youngRun = pondNights(UNSEEN_PONDS.windy, { from: night21End - 3 * DAY - 9 * HOUR, days: 4, stepMs: 30 * 60_000, seed: 2 });
  const youngDevice = await connectDevice(server, young);
  clients.push(youngDevice);
  await publishAll(youngDevice, young, messagesOf(youngRun, (ts) => ts <= night21End));
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync()));
});

describe('tonight\'s oxygen forecast', () => {
  let first: DoForecast;

  it('forecasts night 21 from 20 nights published over MQTT, its minimum within 0.5 mg/L of what the night shows', async () => {
    const res = await agent.get<DoForecast>('/forecast/do', { device_id: pond, asof });
    expect(res.status).toBe(200);
    first = res.body.data!;
    expect(first).toMatchObject({ device_id: pond, asof, status: 'ok', message: null, until: night21End, nights_used: 20, nights_needed: 7, low_limit: 4 });
    expect(first.points).toHaveLength(78);
    expect(first.points[0].ts).toBe(asof + STEP);
    expect(first.min!.low).toBeLessThanOrEqual(first.min!.value);
    expect(first.min!.high).toBeGreaterThanOrEqual(first.min!.value);

    // Night 21 after asof, published now: what happened.
    const device = clients[0];
    await publishAll(device, pond, messagesOf(run, (ts) => ts > asof && ts <= night21End));
    const lowest = Math.min(...run.oxygen.filter((r) => r.ts > asof && r.ts <= night21End).map((r) => r.value));
    expect(Math.abs(first.min!.value - lowest)).toBeLessThan(0.5);
    const crossing = first.points.find((p) => p.value < 4);
    expect(first.crosses_low_at).toBe(crossing?.ts ?? null);
  }, 120_000);

  it('answers the same once readings after asof are added or altered, recomputed from the database (no peeking)', async () => {
    const device = clients[0];
    // Readings between the published ones, far off the pond's curve, after asof only.
    const wild = run.oxygen.filter((r) => r.ts > asof && r.ts <= night21End).map((r, i) => ({ ts: r.ts + 5 * 60_000, values: { do: i % 2 ? 0.2 : 15, water_temp: 35 } }));
    await publishAll(device, pond, wild);
    forgetFits(server.app);
    const again = await agent.get<DoForecast>('/forecast/do', { device_id: pond, asof });
    expect(again.body.data).toEqual(first);
  }, 120_000);

  it('lists the caller\'s ponds with their newest reading and tonight\'s forecast', async () => {
    const res = await agent.get<PondForecast[]>('/forecast/do/ponds');
    expect(res.status).toBe(200);
    expect(res.body.data!.map((p) => p.device_id)).toEqual([pond, young].sort());
    const row = res.body.data!.find((p) => p.device_id === pond)!;
    expect(row.live).toMatchObject({ ts: expect.any(Number), value: expect.any(Number) });
    expect(row.forecast.device_id).toBe(pond);
    const outsiders = await outsider.get<PondForecast[]>('/forecast/do/ponds');
    expect(outsiders.body.data!.map((p) => p.device_id)).toEqual(other.devices);
  });

  it('backtests the last nights: the forecast at 20:00 against the lowest reading until 09:00', async () => {
    const res = await agent.get<Backtest>('/forecast/do/backtest', { device_id: pond, days: 5 });
    expect(res.status).toBe(200);
    const body = res.body.data!;
    expect(body.nights.map((n) => n.night)).toEqual([4, 3, 2, 1, 0].map((k) => localDate(ZONE, night21End - (k + 1) * DAY + 3 * HOUR)));
    expect(body.nights.at(-1)!.asof).toBe(asof);
    expect(body.nights_scored).toBe(5);
    for (const night of body.nights) {
      // Night 21 holds the wild readings the no-peeking test added after asof (0.2 the lowest).
      const lowest = night.asof === asof ? 0.2 : Math.min(...run.oxygen.filter((r) => r.ts > night.asof && r.ts <= night.asof + 13 * HOUR).map((r) => r.value));
      expect(night.actual!.value).toBe(lowest);
      expect(night.error).toBeCloseTo(Math.abs(night.predicted!.value - lowest), 3);
    }
    expect(body.mae).toBeCloseTo(body.nights.reduce((s, n) => s + n.error!, 0) / 5, 3);
    // Night 21's forecast is the one the forecast call made at the same asof.
    expect(body.nights.at(-1)!.predicted).toEqual(first.min);
  });

  it('says so when a pond has too few nights, in both languages', async () => {
    const en = await agent.get<DoForecast>('/forecast/do', { device_id: young, asof });
    expect(en.body.data).toMatchObject({ status: 'too_few_nights', points: [], min: null, crosses_low_at: null, nights_needed: 7 });
    expect(en.body.data!.nights_used).toBeLessThan(7);
    expect(en.body.data!.message).toContain('at least 7');
    const zh = await agentZh.get<DoForecast>('/forecast/do', { device_id: young, asof });
    expect(zh.body.data!.message).toContain('至少需要 7 个');
  });
});

describe('what the forecast calls refuse', () => {
  it('answers 404 on all three calls for another company\'s device', async () => {
    expect((await outsider.get('/forecast/do', { device_id: pond })).status).toBe(404);
    expect((await outsider.get('/forecast/do/backtest', { device_id: pond })).status).toBe(404);
    expect((await agent.get('/forecast/do', { device_id: other.devices[0] })).status).toBe(404);
    expect((await agent.get('/forecast/do', { device_id: 'no-such-device' })).status).toBe(404);
  });

  it('refuses an asof out of bounds or not a number, and days out of bounds, with 400', async () => {
    for (const bad of ['abc', '-1', '1e20', '99999999999999999']) {
      const res = await agent.get('/forecast/do', { device_id: pond, asof: bad });
      expect(res.status, bad).toBe(400);
      expect((res.body as { message: string }).message).toContain('asof');
    }
    for (const days of [0, 367, 'x']) expect((await agent.get('/forecast/do/backtest', { device_id: pond, days })).status).toBe(400);
  });

  it('refuses a device without a do parameter with 400 in both languages', async () => {
    const station = noOxygen.devices[0];
    const admin = new ApiClient(server.origin, 'en-US');
    const adminZh = new ApiClient(server.origin, 'zh-CN');
    await Promise.all([admin.login(...noOxygen.agent), adminZh.login(...noOxygen.agent)]);
    const en = await admin.get('/forecast/do', { device_id: station });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('This device has no dissolved oxygen (do) parameter to forecast');
    const zh = await adminZh.get('/forecast/do/backtest', { device_id: station });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toBe('该设备没有溶解氧（do）参数，无法预测溶解氧');
    expect((await admin.get<PondForecast[]>('/forecast/do/ponds')).body.data).toEqual([]);
  });
});
