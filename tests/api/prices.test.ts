import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import type { PriceProductResult, PriceRow } from '../../shared/contract/api/prices';

/**
 * POST /priceProduct and POST /priceManage: the seeded demo prices and their trends, the manage
 * types, validation in both languages with nothing written, codes, and companies kept apart.
 */
let server: TestServer;
let agent: ApiClient;
let agentZh: ApiClient;
let admin: ApiClient;
let grower: ApiClient;
let fishscreen: ApiClient;
let farmer: ApiClient;
let companies: Record<'fish' | 'reservoir' | 'greenhouse', number>;
const db = () => server.app.database.db;
const trend = (client: ApiClient, body: Record<string, unknown>) => client.post<PriceProductResult>('/priceProduct', body);
const manage = <T = unknown>(client: ApiClient, body: Record<string, unknown>) => client.post<T>('/priceManage', body);
const snapshot = async () => JSON.stringify(await db().selectFrom('prices').selectAll().orderBy('id').execute());
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const ROW = { product: 'Perch', variety: 'Largemouth', market: 'Test market', unit: 'yuan/kg', price: 21.5, date: '2026-03-02', source: 'own survey' };

beforeAll(async () => {
  // Own server: asserts the seeded demo prices themselves (two years of weekly quotes, each demo company's rows) and digests the whole prices table.
  server = await startTestServer();
  [agent, agentZh, admin, grower, fishscreen, farmer] = [
    new ApiClient(server.origin), new ApiClient(server.origin, 'zh-CN'), new ApiClient(server.origin),
    new ApiClient(server.origin), new ApiClient(server.origin), new ApiClient(server.origin),
  ];
  await Promise.all([
    agent.login(...DEMO.agent), agentZh.login(...DEMO.agent), admin.login(...DEMO.admin), grower.login('grower', 'grower123'),
    fishscreen.login('fishscreen', 'fish12345'), farmer.login(...DEMO.farmer),
  ]);
  const rows = await db().selectFrom('companies').select(['id', 'alias']).execute();
  const byAlias = (prefix: string) => rows.find((r) => r.alias?.startsWith(prefix))!.id;
  companies = { fish: byAlias('Nanxun'), reservoir: byAlias('Qiandao'), greenhouse: byAlias('Shouguang') };
});
afterAll(async () => {
  await server?.close();
});

describe('POST /priceProduct', () => {
  it('answers two years of weekly demo prices of shrimp, perch, crab and tomato, with sequential and year-on-year change', async () => {
    const res = await trend(grower, { start: day(-730), end: day(0) });
    expect(res.status).toBe(200);
    const { rows, series, truncated } = res.body.data!;
    expect(truncated).toBe(false);
    expect(new Set(rows.map((r) => r.product))).toEqual(new Set(['对虾', '鲈鱼', '河蟹', '番茄']));
    expect(rows.every((r) => r.tenant_id === companies.greenhouse)).toBe(true);
    expect(series).toHaveLength(6);
    const shrimp = series.find((s) => s.product === '对虾' && s.market === '湖州水产批发市场')!;
    expect(shrimp.points.length).toBeGreaterThanOrEqual(104);
    const last = shrimp.points.at(-1)!;
    const previous = shrimp.points.at(-2)!;
    expect(last.sequential).toBeCloseTo(((last.price - previous.price) / previous.price) * 100, 0);
    expect(last.yoy).not.toBeNull();
    expect(shrimp.points[0].yoy).toBeNull();
  });

  it('narrows to a product and market, and answers year-on-year from quotes before the range', async () => {
    const res = await trend(grower, { start: day(-60), end: day(0), product: '番茄', market: '寿光农产品物流园' });
    const { rows, series } = res.body.data!;
    expect(new Set(rows.map((r) => `${r.product}/${r.market}`))).toEqual(new Set(['番茄/寿光农产品物流园']));
    expect(series).toHaveLength(1);
    expect(series[0].points.every((p) => p.yoy !== null && p.sequential !== null)).toBe(true);
  });

  it('lets the big screens (11) read it; refuses no session, a caller without 3007 or 11, and bad ranges in both languages', async () => {
    expect((await trend(fishscreen, { start: day(-7), end: day(0) })).status).toBe(200);
    expect((await trend(new ApiClient(server.origin), { start: day(-7), end: day(0) })).status).toBe(401);
    expect((await trend(farmer, { start: day(-7), end: day(0) })).status).toBe(403);
    const cases: [Record<string, unknown>, RegExp, RegExp][] = [
      [{ end: day(0) }, /start/, /start/],
      [{ start: '2026-02-30', end: day(0) }, /start/, /start/],
      [{ start: day(0), end: day(-1) }, /start date cannot be after/, /开始日期不能晚于结束日期/],
      [{ start: day(-2000), end: day(0) }, /at most 1100 days/, /最长 1100 天/],
      [{ start: day(-1), end: day(0), user_id: 0 }, /user_id/, /user_id/],
    ];
    for (const [body, en, zh] of cases) {
      const a = await trend(agent, body);
      expect(a.status, JSON.stringify(body)).toBe(400);
      expect(a.body.message).toMatch(en);
      expect((await trend(agentZh, body)).body.message).toMatch(zh);
    }
  });

  it("answers the caller's companies only; the admin may look as a user", async () => {
    const agentRows = (await trend(agent, { start: day(-14), end: day(0) })).body.data!.rows;
    expect(new Set(agentRows.map((r) => r.tenant_id))).toEqual(new Set([companies.fish, companies.reservoir]));
    const growerId = (await db().selectFrom('users').select('id').where('user_name', '=', 'grower').executeTakeFirstOrThrow()).id;
    const asGrower = (await trend(admin, { start: day(-14), end: day(0), user_id: growerId })).body.data!.rows;
    expect(new Set(asGrower.map((r) => r.tenant_id))).toEqual(new Set([companies.greenhouse]));
    // Anyone else's user_id is ignored: the agent still sees its own companies.
    const ignored = (await trend(agent, { start: day(-14), end: day(0), user_id: growerId })).body.data!.rows;
    expect(ignored.length).toBe(agentRows.length);
  });
});

describe('POST /priceManage', () => {
  it('refuses no session, a screen-only reader and a caller without 3007', async () => {
    expect((await manage(new ApiClient(server.origin), { type: 'search' })).status).toBe(401);
    expect((await manage(fishscreen, { type: 'search' })).status).toBe(403);
    expect((await manage(farmer, { type: 'add', ...ROW })).status).toBe(403);
  });

  it('refuses bad fields naming them in both languages, and the admin without a company, writing nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ type: 'add', ...ROW, product: '' }, /product/],
      [{ type: 'add', ...ROW, price: 0 }, /price/],
      [{ type: 'add', ...ROW, price: 'abc' }, /price/],
      [{ type: 'add', ...ROW, date: '2026-13-01' }, /date/],
      [{ type: 'add', ...ROW, market: 'x'.repeat(101) }, /market.*100/],
      [{ type: 'delete', ids: [] }, /ids/],
    ];
    for (const [body, field] of cases) {
      const en = await manage(agent, body);
      expect(en.status, JSON.stringify(body)).toBe(400);
      expect(en.body.message).toMatch(field);
      const zh = await manage(agentZh, body);
      expect(zh.body.message).toMatch(field);
      expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const orphan = await manage(admin, { type: 'add', ...ROW });
    expect(orphan.status).toBe(400);
    expect(orphan.body.message).toBe('Choose the company');
    expect(await snapshot()).toBe(before);
  });

  it('adds, searches, updates, deletes to the recycle bin and restores, logging each change', async () => {
    const since = Number((await db().selectFrom('op_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
    const added = await manage<PriceRow>(grower, { type: 'add', ...ROW, variety: ' ', source: null });
    expect(added.status).toBe(200);
    const row = added.body.data!;
    expect(row).toMatchObject({ product: 'Perch', variety: null, source: null, price: 21.5, date: '2026-03-02', tenant_id: companies.greenhouse });
    const found = await manage<{ rows: PriceRow[]; total: number }>(grower, { type: 'search', keyword: 'test mar', start: '2026-03-01', end: '2026-03-03' });
    expect(found.body.data).toMatchObject({ total: 1, rows: [{ id: row.id }] });
    const updated = await manage<PriceRow>(grower, { type: 'update', id: row.id, ...ROW, price: 23 });
    expect(updated.body.data!.price).toBe(23);
    expect((await manage(grower, { type: 'update', id: row.id, ...ROW, tenant_id: companies.fish })).status).toBe(400);
    expect((await trend(grower, { start: '2026-03-02', end: '2026-03-02', product: 'Perch' })).body.data!.rows).toHaveLength(1);
    expect((await manage(grower, { type: 'delete', ids: [row.id] })).body.data).toEqual({ ids: [row.id] });
    expect((await trend(grower, { start: '2026-03-02', end: '2026-03-02', product: 'Perch' })).body.data!.rows).toHaveLength(0);
    expect((await manage<{ rows: PriceRow[] }>(grower, { type: 'search', deleted: true })).body.data!.rows.map((r) => r.id)).toEqual([row.id]);
    expect((await manage(grower, { type: 'restore', ids: [row.id] })).body.data).toEqual({ ids: [row.id] });
    await vi.waitFor(async () => {
      const log = await db().selectFrom('op_log').select(['action', 'resource', 'name']).where('id', '>', since).where('user_name', '=', 'grower').orderBy('id').execute();
      expect(log.map((r) => r.action)).toEqual(['create', 'update', 'delete', 'restore']);
      expect(log[0]).toMatchObject({ resource: 'price', name: 'Perch Test market 2026-03-02' });
    }, { timeout: 5000 });
  });

  it("keeps another company's rows invisible and unchangeable", async () => {
    const fishRow = await db().selectFrom('prices').select('id').where('tenant_id', '=', companies.fish).limit(1).executeTakeFirstOrThrow();
    const before = await snapshot();
    const search = await manage<{ rows: PriceRow[] }>(grower, { type: 'search', pageSize: 100 });
    expect(search.body.data!.rows.every((r) => r.tenant_id === companies.greenhouse)).toBe(true);
    expect((await manage(grower, { type: 'search', tenant_id: companies.fish })).body.data).toMatchObject({ total: 0 });
    expect((await manage(grower, { type: 'update', id: fishRow.id, ...ROW })).status).toBe(404);
    expect((await manage(grower, { type: 'delete', ids: [fishRow.id] })).status).toBe(404);
    expect((await manage(grower, { type: 'add', ...ROW, tenant_id: companies.fish })).status).toBeGreaterThanOrEqual(403);
    expect(await snapshot()).toBe(before);
  });
});
