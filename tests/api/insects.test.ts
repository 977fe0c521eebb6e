import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { storeTrapPicture } from '../../server/modules/insects';
import { generateBoard } from '../../server/sim/insect-boards';
import type { AreaSummaryRow, InsectArea, InsectCount, TrapLatest, WormPicture, WormStatistics } from '../../shared/contract/api/insects';

/**
 * Insect monitoring: counting an upload, the trap pictures and their statistics per area, the
 * areas' manage call and export; access codes, tenancy and refused input writing nothing.
 */
let server: TestServer;
let grower: ApiClient;
let growerZh: ApiClient;
let agent: ApiClient;
let admin: ApiClient;
let farmer: ApiClient;
let board: Awaited<ReturnType<typeof generateBoard>>;
const db = () => server.app.database.db;
const DAY = 86_400_000;
const range = () => ({ beginTime: Date.now() - 2 * DAY, endTime: Date.now() + DAY });
const snapshot = async () =>
  JSON.stringify([
    await db().selectFrom('insect_pictures').select(['id', 'count']).orderBy('id').execute(),
    await db().selectFrom('insect_areas').selectAll().orderBy('id').execute(),
    await db().selectFrom('insect_area_traps').selectAll().orderBy('area_id').orderBy('device_id').execute(),
  ]);

beforeAll(async () => {
  // Own server: asserts the demo's seeded insect areas and traps, and the platform admin's count of every company's trap pictures (4).
  server = await startTestServer();
  [grower, growerZh, agent, admin, farmer] = [new ApiClient(server.origin), new ApiClient(server.origin, 'zh-CN'), new ApiClient(server.origin), new ApiClient(server.origin), new ApiClient(server.origin)];
  await Promise.all([grower.login('grower', 'grower123'), growerZh.login('grower', 'grower123'), agent.login(...DEMO.agent), admin.login(...DEMO.admin), farmer.login(...DEMO.farmer)]);
  board = await generateBoard({ seed: 7, count: 40, width: 1280, height: 720 });
  // Two pictures yesterday and one now on trap AG00001, one on AG00003.
  await storeTrapPicture(server.app, 'AG00001', board.jpeg, new Date(Date.now() - DAY));
  await storeTrapPicture(server.app, 'AG00001', board.jpeg, new Date(Date.now() - DAY + 60_000));
  await storeTrapPicture(server.app, 'AG00001', board.jpeg);
  await storeTrapPicture(server.app, 'AG00003', (await generateBoard({ seed: 8, count: 12, width: 1280, height: 720 })).jpeg);
});
afterAll(async () => {
  await server?.close();
});

describe('access', () => {
  it('answers 401 without a session and 403 without code 3009', async () => {
    const anonymous = new ApiClient(server.origin);
    expect((await anonymous.get('/getWormDataList')).status).toBe(401);
    expect((await anonymous.upload('/insects/count', board.jpeg, 'b.jpg', 'image/jpeg')).status).toBe(401);
    for (const res of [
      await farmer.get('/getWormDataList'),
      await farmer.get('/getWormStatisticsByGroup', { groupId: 1, ...range() }),
      await farmer.get('/insects/areaSummary', range()),
      await farmer.post('/insectAreaManage', { type: 'search' }),
      await farmer.upload('/insects/count', board.jpeg, 'b.jpg', 'image/jpeg'),
    ]) expect(res.status).toBe(403);
  });
});

describe('POST /insects/count', () => {
  it('counts an uploaded picture within 15 % and answers boxes, storing nothing', async () => {
    const before = await snapshot();
    const res = await grower.upload<InsectCount>('/insects/count', board.jpeg, 'board.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const { count, boxes, width, height } = res.body.data!;
    expect(Math.abs(count - board.count) / board.count).toBeLessThanOrEqual(0.15);
    expect(boxes.reduce((s, b) => s + b.n, 0)).toBe(count);
    expect([width, height]).toEqual([1280, 720]);
    // Every drawn insect lies in some box.
    for (const p of board.insects) expect(boxes.some((b) => p.x >= b.x - 2 && p.x <= b.x + b.w + 2 && p.y >= b.y - 2 && p.y <= b.y + b.h + 2)).toBe(true);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a missing file and a file that is not a picture, in the caller language', async () => {
    const text = await growerZh.upload('/insects/count', new TextEncoder().encode('not a picture'), 'a.jpg', 'image/jpeg');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('图片格式应为 JPEG、PNG 或 WebP');
    const en = await grower.upload('/insects/count', new TextEncoder().encode('not a picture'), 'a.jpg', 'image/jpeg');
    expect(en.body.message).toBe('The picture must be a JPEG, PNG or WebP');
    const empty = await grower.upload('/insects/count', new Uint8Array(0), 'a.jpg', 'image/jpeg');
    expect(empty.status).toBe(400);
    const broken = await grower.upload('/insects/count', board.jpeg.subarray(0, 200), 'a.jpg', 'image/jpeg');
    expect(broken.status).toBe(400);
  });
});

describe('trap pictures', () => {
  it('lists the pictures with counts and boxes, newest first, paged and filtered', async () => {
    const res = await grower.get<{ rows: WormPicture[]; total: number }>('/getWormDataList', { device_id: 'AG00001', pageSize: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data!.total).toBe(3);
    const [first, second] = res.body.data!.rows;
    expect(new Date(first.taken_at).getTime()).toBeGreaterThan(new Date(second.taken_at).getTime());
    expect(first.boxes.length).toBeGreaterThan(0);
    const picture = await fetch(new URL(`/api${first.url.replace(/^\/api/, '')}`, server.origin), { headers: { cookie: `sid=${grower.cookie('sid')}` } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
  });

  it("ingests each count as the trap's insect_count reading, so alarms and rules see it", async () => {
    const [latest] = (await grower.get<{ rows: WormPicture[] }>('/getWormDataList', { device_id: 'AG00001', pageSize: 1 })).body.data!.rows;
    expect(server.app.ingest.latest.device('AG00001')?.get('insect_count')?.value).toBe(latest.count);
  });

  it('keeps another company out: lists nothing, the picture is 404', async () => {
    const mine = await grower.get<{ rows: WormPicture[] }>('/getWormDataList');
    const res = await agent.get<{ rows: WormPicture[]; total: number }>('/getWormDataList');
    expect(res.status).toBe(200);
    expect(res.body.data!.total).toBe(0);
    expect((await agent.get(`/insects/picture/${mine.body.data!.rows[0].id}`)).status).toBe(404);
    expect((await admin.get<{ total: number }>('/getWormDataList')).body.data!.total).toBe(4);
  });

  it('lists the traps with their latest count and today sum', async () => {
    const res = await grower.get<{ rows: TrapLatest[] }>('/insects/traps');
    const trap = res.body.data!.rows.find((r) => r.device_id === 'AG00001')!;
    expect(trap.last_count).toBeGreaterThan(0);
    expect(trap.today).toBe(trap.last_count);
    expect((await agent.get<{ rows: TrapLatest[] }>('/insects/traps')).body.data!.rows).toEqual([]);
  });

  it('refuses bad queries naming the field', async () => {
    const res = await grower.get('/getWormDataList', { page: 0 });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('page');
    expect((await grower.get('/getWormDataList', { beginTime: 'yesterday' })).status).toBe(400);
  });
});

describe('areas and statistics', () => {
  const areas = async (client: ApiClient) => (await client.post<{ rows: InsectArea[] }>('/insectAreaManage', { type: 'search' })).body.data!.rows;

  it('answers counts per trap and day for an area', async () => {
    const east = (await areas(grower)).find((a) => a.device_ids.includes('AG00001'))!;
    const res = await grower.get<WormStatistics>('/getWormStatisticsByGroup', { groupId: east.id, ...range() });
    expect(res.status).toBe(200);
    const days = res.body.data!.days.filter((d) => d.device_id === 'AG00001');
    expect(days.map((d) => d.pictures)).toEqual([2, 1]);
    expect(res.body.data!.total).toBe(days.reduce((s, d) => s + d.count, 0));
  });

  it("answers one trap's counts per day, and 404 for another company's trap", async () => {
    const res = await grower.get<{ rows: Array<{ day: string; count: number; pictures: number }> }>('/insects/daily', { device_id: 'AG00001', ...range() });
    expect(res.body.data!.rows.map((r) => r.pictures)).toEqual([2, 1]);
    expect((await agent.get('/insects/daily', { device_id: 'AG00001', ...range() })).status).toBe(404);
  });

  it('refuses a reversed range and an unseen area', async () => {
    const east = (await areas(grower))[0];
    const reversed = await growerZh.get('/getWormStatisticsByGroup', { groupId: east.id, beginTime: Date.now(), endTime: Date.now() - DAY });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain('开始时间');
    expect((await agent.get('/getWormStatisticsByGroup', { groupId: east.id, ...range() })).status).toBe(404);
    expect((await grower.get('/getWormStatisticsByGroup', { ...range() })).status).toBe(400);
  });

  it('adds, changes, deletes and restores an area; refused writes change nothing', async () => {
    const before = await snapshot();
    for (const body of [
      { type: 'add', name: ' ', device_ids: ['AG00002'] },
      { type: 'add', name: 'North', device_ids: [] },
      { type: 'add', name: 'North', device_ids: ['AW00001'] },
      { type: 'add', name: 'North', device_ids: ['AG00002'], outline: [[1, 2]] },
    ]) expect((await grower.post('/insectAreaManage', body)).status).toBe(400);
    // Another company's trap is not a member the agent may choose.
    expect((await agent.post('/insectAreaManage', { type: 'add', name: 'North', device_ids: ['AG00002'], tenant_id: (await areas(grower))[0].tenant_id })).status).toBeGreaterThanOrEqual(400);
    expect(await snapshot()).toBe(before);

    const added = await grower.post<InsectArea>('/insectAreaManage', { type: 'add', name: 'North', device_ids: ['AG00002', 'AG00004'] });
    expect(added.status).toBe(200);
    const area = added.body.data!;
    expect(area.outline.length).toBe(4);
    expect((await grower.post('/insectAreaManage', { type: 'add', name: 'North', device_ids: ['AG00002'] })).status).toBe(409);
    const changed = await grower.post<InsectArea>('/insectAreaManage', { type: 'update', id: area.id, name: 'North 2', device_ids: ['AG00002'] });
    expect(changed.body.data!.device_ids).toEqual(['AG00002']);
    expect((await agent.post('/insectAreaManage', { type: 'delete', ids: [area.id] })).status).toBe(404);
    expect((await grower.post('/insectAreaManage', { type: 'delete', ids: [area.id] })).status).toBe(200);
    expect((await grower.get('/getWormStatisticsByGroup', { groupId: area.id, ...range() })).status).toBe(400);
    expect((await grower.post('/insectAreaManage', { type: 'restore', ids: [area.id] })).status).toBe(200);
    expect(await areas(agent)).toEqual([]);
  });

  it('summarises every area over a range and exports it as .xlsx', async () => {
    const res = await grower.get<{ rows: AreaSummaryRow[] }>('/insects/areaSummary', range());
    const east = res.body.data!.rows.find((r) => r.traps === 2 && r.pictures === 3)!;
    expect(east.total).toBeGreaterThan(0);
    const file = await fetch(new URL(`/api/insects/areaSummary/export?beginTime=${range().beginTime}&endTime=${range().endTime}`, server.origin), {
      headers: { cookie: `sid=${grower.cookie('sid')}`, 'accept-language': 'en-US' },
    });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Area');
    expect(sheet.rowCount).toBe(res.body.data!.rows.length + 1);
  });

  it("keeps the area summary to its company: another company's list and export hold none of ours, and our areas stay unread", async () => {
    const ours = (await grower.get<{ rows: AreaSummaryRow[] }>('/insects/areaSummary', range())).body.data!.rows;
    expect(ours.length).toBeGreaterThan(0);
    const theirs = await agent.get<{ rows: AreaSummaryRow[] }>('/insects/areaSummary', range());
    expect(theirs.status).toBe(200);
    expect(theirs.body.data!.rows.filter((r) => ours.some((o) => o.id === r.id || o.name === r.name))).toEqual([]);
    const file = await fetch(new URL(`/api/insects/areaSummary/export?beginTime=${range().beginTime}&endTime=${range().endTime}`, server.origin), {
      headers: { cookie: `sid=${agent.cookie('sid')}`, 'accept-language': 'en-US' },
    });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const names = workbook.worksheets[0].getColumn(1).values.slice(2);
    expect(names.filter((name) => ours.some((o) => o.name === name))).toEqual([]);
    for (const area of ours) expect((await agent.get('/getWormStatisticsByGroup', { groupId: area.id, ...range() })).status).toBe(404);
    const before = await snapshot();
    expect((await agent.post('/insectAreaManage', { type: 'update', id: ours[0].id, name: 'Mine', device_ids: ['AG00001'] })).status).toBeGreaterThanOrEqual(400);
    expect((await agent.post('/insectAreaManage', { type: 'delete', ids: [ours[0].id] })).status).toBe(404);
    expect(await snapshot()).toBe(before);
    // The platform admin sees every company's areas, ours among them.
    const all = (await admin.get<{ rows: AreaSummaryRow[] }>('/insects/areaSummary', range())).body.data!.rows;
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining(ours.map((o) => o.id)));
  });
});
