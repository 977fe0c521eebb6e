import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../helpers/api-client';
import { traceCounts, tracingWorld, type TracingWorld } from './tracing-setup';

interface TraceRow { id: number; tenant_id: number; batch_no: string; product_name: string | null; site_name: string | null; deleted_at: string | null; public_path: string; brand_name: string | null }
interface Search { rows: TraceRow[]; total: number }

let w: TracingWorld;
beforeAll(async () => {
  w = await tracingWorld();
});
afterAll(async () => {
  await w?.server.close();
});

const full = () => ({
  product_id: w.fishProduct,
  batch_no: 'NX-2026.001',
  brand_name: '南浔牌',
  selling_unit: '南浔水产合作社',
  sales_phone: '+86 572-3000000',
  sales_address: '湖州市南浔区',
  producing_unit: '南浔青虾养殖基地',
  origin_address: '湖州市南浔区和孚镇',
  longitude: 120.23,
  latitude: 30.79,
  warranty_months: 12,
  site_id: w.fishSite,
  stocking_date: '2026-03-01',
  delivery_time: '2026-09-30',
  note: '冷链运输',
  trace_link: 'https://example.org/trace/NX-2026.001',
});
const manage = <T = unknown>(client: ApiClient, body: Record<string, unknown>) => client.post<T>('/traceManage', body);

describe('POST /traceManage', () => {
  it('asks for a session and for 7004', async () => {
    expect((await manage(new ApiClient(w.server.origin), { type: 'search' })).status).toBe(401);
    expect((await manage(w.fishscreen, { type: 'search' })).status).toBe(403);
    expect((await w.fishscreen.get('/traceManage/qr', { id: 1 })).status).toBe(403);
  });

  it('adds, finds, updates, moves to the recycle bin and restores a batch, each in the operation log', async () => {
    const added = await manage<TraceRow>(w.farmer, { type: 'add', ...full() });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Added successfully');
    expect(added.body.data).toMatchObject({ batch_no: 'NX-2026.001', product_name: '南浔青虾', tenant_id: w.fishId, warranty_months: 12, site_name: expect.any(String), public_path: '/tracing/search?batch=NX-2026.001', deleted_at: null });
    const id = added.body.data!.id;

    const found = await manage<Search>(w.farmer, { type: 'search', keyword: '青虾' });
    expect(found.body.data).toMatchObject({ total: 1, rows: [{ id }] });

    const updated = await manage<TraceRow>(w.farmer, { type: 'update', id, product_id: w.fishProduct, batch_no: 'NX-2026.001', brand_name: '太湖牌', note: null });
    expect(updated.body.data).toMatchObject({ brand_name: '太湖牌', note: null, selling_unit: '南浔水产合作社' });

    const removed = await manage<{ ids: number[] }>(w.farmer, { type: 'delete', ids: [id] });
    expect(removed.body.data).toEqual({ ids: [id] });
    expect((await manage<Search>(w.farmer, { type: 'search' })).body.data!.total).toBe(0);
    const bin = await manage<Search>(w.farmer, { type: 'search', deleted: true });
    expect(bin.body.data!.rows.map((r) => r.id)).toEqual([id]);
    // A deleted batch frees its number; restoring the old one then clashes.
    const again = await manage<TraceRow>(w.farmer, { type: 'add', product_id: w.fishProduct, batch_no: 'NX-2026.001' });
    expect(again.status).toBe(200);
    const clash = await manage(w.farmer, { type: 'restore', ids: [id] });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Batch number NX-2026.001 is used by another record, so this one cannot be restored');
    await manage(w.farmer, { type: 'delete', ids: [again.body.data!.id] });
    expect((await manage(w.farmer, { type: 'restore', ids: [id] })).status).toBe(200);
    expect((await manage<Search>(w.farmer, { type: 'search' })).body.data!.rows.map((r) => r.id)).toEqual([id]);

    const db = w.server.app.database.db;
    await vi.waitFor(async () => {
      const actions = await db.selectFrom('op_log').select(['action', 'name']).where('resource', '=', 'trace_record').orderBy('id').execute();
      expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete', 'create', 'delete', 'restore']);
      expect(actions[0].name).toBe('NX-2026.001');
    });
  });

  it('keeps batch numbers unique within a company only', async () => {
    const taken = await manage(w.farmer, { type: 'add', product_id: w.fishProduct, batch_no: 'NX-2026.001' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Batch number NX-2026.001 is already used');
    const other = await manage<TraceRow>(w.grower, { type: 'add', product_id: w.greenhouseProduct, batch_no: 'NX-2026.001' });
    expect(other.status).toBe(200);
    await manage(w.grower, { type: 'delete', ids: [other.body.data!.id] });
  });

  it('lets the platform admin add for a company it names, and asks it to name one', async () => {
    const none = await manage(w.admin, { type: 'add', product_id: w.fishProduct, batch_no: 'ADM-1' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose the company');
    const mixed = await manage(w.admin, { type: 'add', product_id: w.greenhouseProduct, batch_no: 'ADM-1', tenant_id: w.fishId });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe('The chosen product does not exist or was deleted');
    const named = await manage<TraceRow>(w.admin, { type: 'add', product_id: w.fishProduct, batch_no: 'ADM-1', tenant_id: w.fishId });
    expect(named.body.data).toMatchObject({ tenant_id: w.fishId });
    await manage(w.admin, { type: 'delete', ids: [named.body.data!.id] });
  });
});

describe('another company', () => {
  it("neither sees nor changes the farmer's batches", async () => {
    const { rows } = (await manage<Search>(w.farmer, { type: 'search' })).body.data!;
    const id = rows[0].id;
    const before = await traceCounts(w.server);
    expect((await manage<Search>(w.grower, { type: 'search' })).body.data!.rows.map((r) => r.id)).not.toContain(id);
    expect((await manage<Search>(w.grower, { type: 'search', deleted: true })).body.data!.rows.every((r) => r.tenant_id === w.greenhouseId)).toBe(true);
    expect((await manage(w.grower, { type: 'update', id, product_id: w.greenhouseProduct, batch_no: 'STOLEN' })).status).toBe(404);
    expect((await manage(w.grower, { type: 'delete', ids: [id] })).status).toBe(404);
    expect((await manage(w.grower, { type: 'restore', ids: [id] })).status).toBe(404);
    expect((await w.grower.get('/traceManage/qr', { id })).status).toBe(404);
    expect((await w.grower.delete(`/traceManage/media?id=${id}&kind=image`)).status).toBe(404);
    // Nor may it attach the farmer's product to its own batch.
    const foreign = await manage(w.grower, { type: 'add', product_id: w.fishProduct, batch_no: 'GH-1' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Product not found');
    expect(await traceCounts(w.server)).toEqual(before);
  });
});

/** Each rule's message in both languages; the request wrote nothing. */
const CASES: Array<[string, Record<string, unknown>, string, string]> = [
  ['missing batch', { batch_no: undefined }, 'Batch number is required: 1 to 64 letters, digits, dots, hyphens or underscores', '批次号必填，由1至64位字母、数字、点、横线或下划线组成'],
  ['batch with a slash', { batch_no: 'A/1' }, 'Batch number is required: 1 to 64 letters, digits, dots, hyphens or underscores', '批次号必填，由1至64位字母、数字、点、横线或下划线组成'],
  ['batch too long', { batch_no: 'A'.repeat(65) }, 'Batch number is required: 1 to 64 letters, digits, dots, hyphens or underscores', '批次号必填，由1至64位字母、数字、点、横线或下划线组成'],
  ['missing product', { product_id: undefined }, 'Choose the product', '请选择产品'],
  ['phone', { sales_phone: 'call me' }, 'Sales phone format is incorrect', '销售电话格式不正确'],
  ['longitude', { longitude: 181 }, 'Longitude must be between -180 and 180', '经度须在 -180 到 180 之间'],
  ['latitude', { latitude: -91 }, 'Latitude must be between -90 and 90', '纬度须在 -90 到 90 之间'],
  ['warranty', { warranty_months: 1.5 }, 'Warranty period must be a whole number of months from 0 to 600', '保质期须为 0 到 600 之间的整数（月）'],
  ['warranty too long', { warranty_months: 601 }, 'Warranty period must be a whole number of months from 0 to 600', '保质期须为 0 到 600 之间的整数（月）'],
  ['date shape', { delivery_time: '30/09/2026' }, 'Dates are written year-month-day', '日期格式应为 年-月-日'],
  ['no such day', { stocking_date: '2026-02-31' }, 'Dates are written year-month-day', '日期格式应为 年-月-日'],
  ['period', { stocking_date: '2026-10-01', delivery_time: '2026-09-30' }, 'The stocking date cannot be after the delivery date', '投苗日期不能晚于出货日期'],
  ['link scheme', { trace_link: 'javascript:alert(1)' }, 'The trace network link must start with http:// or https://', '溯源网络链接须以 http:// 或 https:// 开头'],
  ['ftp link', { trace_link: 'ftp://example.org/x' }, 'The trace network link must start with http:// or https://', '溯源网络链接须以 http:// 或 https:// 开头'],
  ['site of another company', { site_id: 999999 }, 'The chosen base does not exist', '所选基地不存在'],
];

describe('validation', () => {
  it.each(CASES)('refuses %s in both languages and writes nothing', async (_, change, en, zh) => {
    const zhClient = new ApiClient(w.server.origin, 'zh-CN');
    await zhClient.login('farmer', 'farmer123');
    const body = { type: 'add', ...full(), batch_no: 'V-1', ...change };
    const before = await traceCounts(w.server);
    const english = await manage(w.farmer, body);
    expect(english.status).toBe(400);
    expect(english.body.message).toContain(en);
    const chinese = await manage(zhClient, body);
    expect(chinese.body.message).toContain(zh);
    expect(await traceCounts(w.server)).toEqual(before);
  });

  it('refuses an update with a bad field and keeps the row as it was', async () => {
    const { rows } = (await manage<Search>(w.farmer, { type: 'search' })).body.data!;
    const before = await traceCounts(w.server);
    const res = await manage(w.farmer, { type: 'update', id: rows[0].id, product_id: w.fishProduct, batch_no: rows[0].batch_no, trace_link: 'mailto:x@y.z' });
    expect(res.status).toBe(400);
    expect(await traceCounts(w.server)).toEqual(before);
  });
});
