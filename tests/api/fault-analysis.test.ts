import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { demoLikeCompanies } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import type { FaultAnalysis } from '../../shared/contract/api/fault-analysis';

/**
 * Fault analysis (GET /alarm/analysis, 3008): counts by device, parameter and kind over a range,
 * the Pareto of alarm sources, mean times to acknowledge and clear, offline spells clipped to the
 * range, SIM expiries; access and another company's alarms out of reach.
 */
let server: TestServer;
let agent: ApiClient;
let agentZh: ApiClient;
let farmer: ApiClient;
let grower: ApiClient;
/** The file's devices in the demo's roles: fish ponds 1 and 2, the reservoir's water level, the greenhouse's sensor. */
let [pond1, pond2, waterLevel, greenhouseDevice] = ['', '', '', ''];
const db = () => server.app.database.db;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// 2026-11-20 00:00 in Asia/Shanghai, the demo companies' zone.
const DAY0 = Date.UTC(2026, 10, 19, 16, 0, 0);
const range = { startTime: '2026-11-20', endTime: '2026-11-21' };
const analyse = (client: ApiClient, query: Record<string, string>) => client.get<FaultAnalysis>('/alarm/analysis', query);

interface AlarmSeed {
  device: string;
  param: string | null;
  direction: 'low' | 'high' | 'offline';
  raised: number;
  acked?: number;
  cleared?: number;
  byHand?: boolean;
}

async function insertAlarm(a: AlarmSeed) {
  const device = await db().selectFrom('devices').select('tenant_id').where('device_id', '=', a.device).executeTakeFirstOrThrow();
  const admin = await db().selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow();
  await db()
    .insertInto('alarms')
    .values({
      device_id: a.device, tenant_id: device.tenant_id, param_key: a.param, kind: a.direction === 'offline' ? 'fault' : 'warning', direction: a.direction,
      value: null, threshold: null, raised_at: new Date(a.raised), last_value: null, last_ts: null, last_notified_at: null,
      acked_at: a.acked === undefined ? null : new Date(a.acked), acked_by: a.acked === undefined ? null : admin.id,
      cleared_at: a.cleared === undefined ? null : new Date(a.cleared), cleared_by: a.byHand ? admin.id : null,
    })
    .execute();
}

beforeAll(async () => {
  server = await sharedServer();
  // The agent manages the reservoir too, as the demo agent does.
  const { fish, reservoir, greenhouse } = await demoLikeCompanies(server);
  [pond1, pond2] = fish.devices;
  [waterLevel] = reservoir.devices;
  [greenhouseDevice] = greenhouse.devices;
  agent = new ApiClient(server.origin);
  agentZh = new ApiClient(server.origin, 'zh-CN');
  farmer = new ApiClient(server.origin);
  grower = new ApiClient(server.origin);
  const admin = new ApiClient(server.origin);
  await Promise.all([agent.login(...fish.agent), agentZh.login(...fish.agent), farmer.login(...fish.farmer), admin.login(...DEMO.admin)]);
  const growerId = (await db().selectFrom('users').select('id').where('user_name', '=', greenhouse.users.grower![0]).executeTakeFirstOrThrow()).id;
  expect((await admin.post('/userauth/addPermission', { userId: growerId, codes: ['3008'] })).status).toBe(200);
  await grower.login(...greenhouse.users.grower!);
  // Known SIMs: one fish device expired inside the range, one long before; the rest of the file's far ahead.
  await db().updateTable('devices').set({ expiry_date: new Date('2030-01-01') }).where('tenant_id', 'in', [fish.id, reservoir.id, greenhouse.id]).execute();
  await db().updateTable('devices').set({ expiry_date: new Date('2026-11-20') }).where('device_id', '=', pond2).execute();
  await db().updateTable('devices').set({ expiry_date: new Date('2025-01-01') }).where('device_id', '=', waterLevel).execute();
  const seeds: AlarmSeed[] = [
    // Pond 1 dissolved oxygen: three lows, one high (one active alarm per parameter at a time);
    // acknowledged after 10 and 30 minutes; cleared after 1 h (by hand), 3 h, 30 min and 1 h.
    { device: pond1, param: 'do', direction: 'low', raised: DAY0 + HOUR, acked: DAY0 + HOUR + 10 * MINUTE, cleared: DAY0 + 2 * HOUR, byHand: true },
    { device: pond1, param: 'do', direction: 'low', raised: DAY0 + 5 * HOUR, acked: DAY0 + 5 * HOUR + 30 * MINUTE, cleared: DAY0 + 8 * HOUR },
    { device: pond1, param: 'do', direction: 'low', raised: DAY0 + 9 * HOUR, cleared: DAY0 + 9.5 * HOUR },
    { device: pond1, param: 'do', direction: 'high', raised: DAY0 + 10 * HOUR, cleared: DAY0 + 11 * HOUR },
    // Pond 2 pH high once; and an offline spell from the day before to 02:00 (clipped to 2 h of the range).
    { device: pond2, param: 'ph', direction: 'high', raised: DAY0 + 3 * HOUR },
    { device: pond2, param: null, direction: 'offline', raised: DAY0 - 5 * HOUR, cleared: DAY0 + 2 * HOUR },
    // The water level (reservoir) offline from 20:00, still offline: 4 h of the range.
    { device: waterLevel, param: null, direction: 'offline', raised: DAY0 + 20 * HOUR },
    // Outside the range: not counted.
    { device: pond1, param: 'do', direction: 'low', raised: DAY0 + 25 * HOUR },
    // The greenhouse company: never seen by the agent.
    { device: greenhouseDevice, param: 'soil_moisture', direction: 'low', raised: DAY0 + 4 * HOUR },
  ];
  for (const seed of seeds) await insertAlarm(seed);
});

describe('fault analysis', () => {
  it('counts alarms raised in the range by device, parameter and kind, and ranks their sources', async () => {
    const res = await analyse(agent, range);
    expect(res.status).toBe(200);
    const data = res.body.data!;
    expect(data.from).toBe(DAY0);
    expect(data.to).toBe(DAY0 + 24 * HOUR);
    // The pre-range offline spell was raised before the range: not a raised alarm, but a spell inside it.
    expect(data.totals).toEqual({ low: 3, high: 2, offline: 1, sim: 2, total: 6 });
    expect(data.devices.map((d) => [d.device_id, d.low, d.high, d.offline, d.sim, d.total])).toEqual([
      [pond1, 3, 1, 0, 0, 4],
      [pond2, 0, 1, 0, 1, 1],
      [waterLevel, 0, 0, 1, 1, 1],
    ]);
    expect(data.params.map((p) => [p.param_key, p.low, p.high, p.total])).toEqual([['do', 3, 1, 4], ['ph', 0, 1, 1]]);
    expect(data.params[0].name_en).toBe('Dissolved oxygen');
    expect(data.pareto.map((p) => [p.device_id, p.param_key, p.count])).toEqual([[pond1, 'do', 4], [pond2, 'ph', 1], [waterLevel, null, 1]]);
    expect(data.pareto[0].share).toBeCloseTo(4 / 6);
    expect(data.pareto.at(-1)!.cumulative).toBeCloseTo(1);
  });

  it('gives the mean times to acknowledge and to clear, and who cleared by hand', async () => {
    const { response } = (await analyse(agent, range)).body.data!;
    expect(response).toEqual({ raised: 6, acknowledged: 2, meanAckMs: 20 * MINUTE, cleared: 4, meanClearMs: 82.5 * MINUTE, clearedByHand: 1 });
  });

  it('lists offline spells clipped to the range, open ones up to its end', async () => {
    const { offlineSpells, offlineSpellCount } = (await analyse(agent, range)).body.data!;
    expect(offlineSpellCount).toBe(2);
    expect(offlineSpells.map((s) => [s.device_id, s.to === null, s.durationMs])).toEqual([
      [waterLevel, true, 4 * HOUR],
      [pond2, false, 2 * HOUR],
    ]);
  });

  it('names the SIM cards expired by the end of the range', async () => {
    const { sim } = (await analyse(agent, range)).body.data!;
    expect(sim).toEqual([
      { device_id: pond2, device_name: expect.any(String), expiry_date: '2026-11-20' },
      { device_id: waterLevel, device_name: expect.any(String), expiry_date: '2025-01-01' },
    ]);
    // A range ending the day before pond 2's expiry leaves it out.
    const before = (await analyse(agent, { startTime: '2026-11-18', endTime: '2026-11-19' })).body.data!;
    expect(before.sim.map((s) => s.device_id)).toEqual([waterLevel]);
  });

  it('narrows to one device', async () => {
    const data = (await analyse(agent, { ...range, device_id: pond2 })).body.data!;
    expect(data.totals).toEqual({ low: 0, high: 1, offline: 0, sim: 1, total: 1 });
    expect(data.offlineSpells.map((s) => s.device_id)).toEqual([pond2]);
  });
});

describe('access and bad input', () => {
  it('answers 401 without a session and 403 without 3008', async () => {
    expect((await analyse(new ApiClient(server.origin), range)).status).toBe(401);
    expect((await analyse(farmer, range)).status).toBe(403);
  });

  it("shows another company's alarms to no one and its device as not found", async () => {
    const mine = (await analyse(grower, range)).body.data!;
    expect(mine.devices.map((d) => d.device_id)).toEqual([greenhouseDevice]);
    expect(mine.totals.total).toBe(1);
    expect((await analyse(grower, { ...range, device_id: pond1 })).status).toBe(404);
    expect((await analyse(agent, { ...range, device_id: greenhouseDevice })).status).toBe(404);
  });

  it('refuses a range that is reversed, too long or not a time, naming the field in the caller\'s language', async () => {
    const reversed = await analyse(agent, { startTime: '2026-11-21', endTime: '2026-11-20' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain('endTime');
    expect((await analyse(agent, { startTime: '2024-01-01', endTime: '2026-01-01' })).status).toBe(400);
    const garbled = await analyseZh('yesterday');
    expect(garbled.status).toBe(400);
    expect(garbled.body.message).toMatch(/startTime/);
    expect(garbled.body.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

const analyseZh = (start: string) => analyse(agentZh, { startTime: start, endTime: '2026-11-21' });
