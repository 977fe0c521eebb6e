import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { waitFor } from './telemetry-helpers';
import type { SiteList } from '../../shared/contract/api/sites';

interface Pond { id: number; site_id: number; name: string; polygon: [number, number][]; device_id: string | null; species: string | null;
  stock_count: number | null; stocked_at: string | null; density: number | null; area_m2: number; quality?: string; readings?: Array<{ param_key: string; quality: string }> }
interface Site { id: number; tenant_id: number; name: string; kind: string; ponds: Pond[]; devices: Array<{ device_id: string }>;
  layout: { features: Array<{ properties: { kind: string } }> }; drone_model: { format: string; url: string } | null }

let server: TestServer;
const clients: Record<string, ApiClient> = {};
const client = async (name: keyof typeof DEMO) => {
  if (!clients[name]) {
    clients[name] = new ApiClient(server.origin, 'zh-CN');
    const [user, password] = DEMO[name];
    await clients[name].login(user, password);
  }
  return clients[name];
};
const sites = async (name: keyof typeof DEMO) => (await (await client(name)).get<{ rows: Site[]; tiles: SiteList['tiles'] }>('/sites')).body.data!;
const pondCount = async () => Number((await sql<{ n: string }>`select count(*) as n from ponds`.execute(server.app.database.db)).rows[0].n);

// About 120 m by 100 m inside the fish base.
const RING: [number, number][] = [[120.2290, 30.7930], [120.2302, 30.7930], [120.2302, 30.7939], [120.2290, 30.7939]];

beforeAll(async () => {
  // Own server: asserts the seeded demo sites (8 ponds, drone models, devices in range) and sets the platform-wide map tiles (site_config).
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /sites', () => {
  it('gives an agent the sites of its companies with layouts, ponds, drone models and devices in range', async () => {
    const { rows, tiles } = await sites('agent');
    expect(rows.map((s) => s.kind).sort()).toEqual(['aquaculture', 'reservoir']);
    expect(tiles).toBeNull();
    const fish = rows.find((s) => s.kind === 'aquaculture')!;
    expect(fish.ponds).toHaveLength(8);
    expect(fish.ponds[0]).toMatchObject({ device_id: 'AW00001', species: expect.any(String) });
    expect(fish.ponds[0].area_m2).toBeGreaterThan(20_000);
    expect(fish.devices.map((d) => d.device_id)).toEqual(expect.arrayContaining(['AW00001', 'AW00008', 'ET000001']));
    expect(fish.drone_model).toEqual({ format: 'glb', url: '/models/demo-site.glb' });
    const reservoir = rows.find((s) => s.kind === 'reservoir')!;
    expect(reservoir.layout.features.map((f) => f.properties.kind)).toContain('dam');
    expect(reservoir.drone_model?.format).toBe('3dtiles');
  });

  it('shows an ordinary customer its company site with only its bound devices', async () => {
    const { rows } = await sites('farmer');
    expect(rows).toHaveLength(1);
    expect(rows[0].devices.map((d) => d.device_id).sort()).toEqual(['AW00001', 'AW00002', 'AW00003', 'AW00004', 'ET000001']);
  });

  it('passes on the tiles a deployment configures: a URL stored before providers is a custom WGS84 server, AMap is GCJ-02', async () => {
    const db = server.app.database.db;
    await sql`insert into site_config (key, value) values ('map_tile_url', '"http://tiles.local/{z}/{x}/{y}.png"'::jsonb)
      on conflict (key) do update set value = excluded.value`.execute(db);
    expect((await sites('admin')).tiles).toEqual({ layers: ['http://tiles.local/{z}/{x}/{y}.png'], crs: 'wgs84' });
    await sql`insert into site_config (key, value) values ('map_tile_provider', '"amap-road"'::jsonb)
      on conflict (key) do update set value = excluded.value`.execute(db);
    const amap = (await sites('admin')).tiles!;
    expect(amap.crs).toBe('gcj02');
    expect(new URL(amap.layers[0].replace(/\{[zxy]\}/g, '0')).host).toBe('webrd01.is.autonavi.com');
    await sql`delete from site_config where key in ('map_tile_url', 'map_tile_provider')`.execute(db);
  });
});

describe('ponds', () => {
  it('refuses the breeding map to a user without 4006', async () => {
    const fish = (await sites('farmer')).rows[0];
    const res = await (await client('farmer')).get('/sites/ponds', { site_id: fish.id });
    expect(res.status).toBe(403);
  });

  it('colours a pond by its monitor: poor when dissolved oxygen is below its alarm limit', async () => {
    const agent = await client('agent');
    const fish = (await sites('agent')).rows.find((s) => s.kind === 'aquaculture')!;
    const before = await agent.get<{ rows: Pond[] }>('/sites/ponds', { site_id: fish.id });
    expect(before.body.data!.rows.find((p) => p.device_id === 'AW00002')!.quality).toBe('nodata');
    server.app.bus.emit('telemetryIn', { deviceId: 'AW00002', values: { do: 2.5, water_temp: 25, ph: 7.5 } });
    const pond = await waitFor(async () => {
      const res = await agent.get<{ rows: Pond[] }>('/sites/ponds', { site_id: fish.id });
      const found = res.body.data!.rows.find((p) => p.device_id === 'AW00002')!;
      return found.quality !== 'nodata' ? found : undefined;
    });
    expect(pond.quality).toBe('poor');
    expect(pond.readings!.find((r) => r.param_key === 'do')!.quality).toBe('poor');
    expect(pond.readings!.find((r) => r.param_key === 'water_temp')!.quality).toBe('good');
  });

  it('creates, updates and deletes a pond, and a reload shows each change', async () => {
    const agent = await client('agent');
    const fish = (await sites('agent')).rows.find((s) => s.kind === 'aquaculture')!;
    const created = await agent.post<{ pond: Pond }>('/sites/ponds', { action: 'create', site_id: fish.id, name: ' 9号塘 ', polygon: RING, device_id: 'AW00005' });
    expect(created.status).toBe(200);
    const id = created.body.data!.pond.id;
    expect(created.body.data!.pond).toMatchObject({ name: '9号塘', polygon: RING, device_id: 'AW00005' });

    const moved = RING.map(([lon, lat]) => [lon + 0.0001, lat] as [number, number]);
    const updated = await agent.post<{ pond: Pond }>('/sites/ponds', {
      action: 'update', id, polygon: moved, species: '南美白对虾', stock_count: 30000, stocked_at: '2026-04-01', density: 2.5,
    });
    expect(updated.status).toBe(200);
    const listed = (await agent.get<{ rows: Pond[] }>('/sites/ponds', { site_id: fish.id })).body.data!.rows.find((p) => p.id === id)!;
    expect(listed).toMatchObject({ name: '9号塘', polygon: moved, species: '南美白对虾', stock_count: 30000, stocked_at: '2026-04-01', density: 2.5 });

    // Null clears a field (the form sends null for an emptied input), it is not coerced to "" or 0.
    const cleared = await agent.post<{ pond: Pond }>('/sites/ponds', { action: 'update', id, device_id: null, species: null, stock_count: null, density: null, stocked_at: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data!.pond).toMatchObject({ device_id: null, species: null, stock_count: null, density: null, stocked_at: null });

    const deleted = await agent.post<{ deleted: number }>('/sites/ponds', { action: 'delete', id });
    expect(deleted.body.data!.deleted).toBe(1);
    const after = (await agent.get<{ rows: Pond[] }>('/sites/ponds', { site_id: fish.id })).body.data!.rows;
    expect(after.some((p) => p.id === id)).toBe(false);
  });

  it('answers bad input with a 400 naming the problem, in the caller language, and writes nothing', async () => {
    const agent = await client('agent');
    const fish = (await sites('agent')).rows.find((s) => s.kind === 'aquaculture')!;
    const count = await pondCount();
    const bowTie = [RING[0], RING[2], RING[1], RING[3]];
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ action: 'create', site_id: fish.id, name: 'x', polygon: bowTie }, /不能自相交/],
      [{ action: 'create', site_id: fish.id, name: 'x', polygon: RING.slice(0, 2) }, /至少需要 3 个顶点/],
      [{ action: 'create', site_id: fish.id, polygon: RING }, /name/],
      [{ action: 'create', site_id: fish.id, name: '   ', polygon: RING }, /池塘名称不能为空/],
      [{ action: 'create', site_id: fish.id, name: 'x', polygon: RING, stocked_at: '1.4.2026' }, /YYYY-MM-DD/],
      [{ action: 'create', site_id: fish.id, name: 'x', polygon: RING, device_id: 'AG00001' }, /不属于该站点所在企业/],
      [{ action: 'create', site_id: fish.id, name: 'x', polygon: RING, stock_count: -3 }, /投放数量应为不小于 0 的整数/],
      [{ action: 'create', site_id: fish.id, name: 'x', polygon: RING, density: 'dense' }, /养殖密度/],
      [{ action: 'update' }, /id/],
      [{ action: 'rename', id: 1 }, /action/],
    ];
    for (const [body, message] of cases) {
      const res = await agent.post('/sites/ponds', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const english = new ApiClient(server.origin, 'en-US');
    await english.login(...DEMO.agent);
    const res = await english.post('/sites/ponds', { action: 'create', site_id: fish.id, name: 'x', polygon: bowTie });
    expect(res.body.message).toBe('A pond outline needs at least 3 vertices and must not cross itself');
    expect(await pondCount()).toBe(count);
  });

  it('keeps ponds inside their company: no create on a site, no update of a pond, of another company', async () => {
    const admin = await client('admin');
    const greenhouse = (await sites('admin')).rows.find((s) => s.kind === 'greenhouse')!;
    const made = await admin.post<{ pond: Pond }>('/sites/ponds', { action: 'create', site_id: greenhouse.id, name: '蓄水池', polygon: RING });
    expect(made.status).toBe(200);
    const agent = await client('agent');
    expect((await agent.post('/sites/ponds', { action: 'create', site_id: greenhouse.id, name: 'x', polygon: RING })).status).toBe(403);
    expect((await agent.post('/sites/ponds', { action: 'update', id: made.body.data!.pond.id, name: 'mine' })).status).toBe(404);
    expect((await agent.post('/sites/ponds', { action: 'delete', id: made.body.data!.pond.id })).status).toBe(404);
    expect((await agent.get('/sites/ponds', { site_id: greenhouse.id })).status).toBe(403);
  });
});
