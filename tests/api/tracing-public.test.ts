import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { ApiClient } from '../helpers/api-client';
import { traceCounts, tracingWorld, upload, type TracingWorld } from './tracing-setup';
import { PUBLIC_QUERIES_PER_WINDOW } from '../../server/modules/tracing/public-routes';

interface TraceRow { id: number; batch_no: string; image: { url: string; mime: string; size: number } | null; video: { url: string } | null }

let w: TracingWorld;
let record: TraceRow;
const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } }).png().toBuffer();
/** The smallest thing that sniffs as MP4: an `ftyp` box. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
const PUBLIC_KEYS = [
  'id', 'batch_no', 'product_name', 'brand_name', 'selling_unit', 'sales_phone', 'sales_address', 'producing_unit', 'origin_address',
  'longitude', 'latitude', 'warranty_months', 'stocking_date', 'delivery_time', 'note', 'trace_link', 'image_url', 'video_url', 'quality', 'production',
].sort();

beforeAll(async () => {
  w = await tracingWorld();
  const added = await w.farmer.post<TraceRow>('/traceManage', {
    type: 'add', product_id: w.fishProduct, batch_no: 'QR-7', producing_unit: '南浔基地', longitude: 120.23, latitude: 30.79,
    site_id: w.fishSite, stocking_date: '2026-03-01', delivery_time: '2026-03-31',
  });
  record = added.body.data!;
  // Two days of the base's pond monitor in the period and one after it (left out).
  const db = w.server.app.database.db;
  const day = (d: string, min: number, max: number, sum: number, count: number) =>
    ({ device_id: 'AW00001', param_key: 'do', day: d, min, max, sum, count, last_value: max, last_ts: new Date(`${d}T12:00:00Z`) });
  await db.insertInto('telemetry_daily').values([day('2026-03-10', 5, 8, 26, 4), day('2026-03-11', 4, 9, 26, 4), day('2026-04-02', 1, 1, 1, 1)]).execute();
});
afterAll(async () => {
  await w?.server.close();
});

describe('image and video upload', () => {
  it('stores an image by what its bytes are and serves it to anyone with nosniff', async () => {
    const res = await upload(w.farmer, { id: record.id, kind: 'image' }, await png(), 'photo.txt');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ mime: 'image/png' });
    const served = await fetch(new URL(res.body.data!.url, w.server.origin));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const video = await upload(w.farmer, { id: record.id, kind: 'video' }, MP4, 'clip.mp4');
    expect(video.body.data).toMatchObject({ mime: 'video/mp4' });
    // Phones' players ask for ranges.
    const part = await fetch(new URL(video.body.data!.url, w.server.origin), { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${MP4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftypisom');
  });

  it.each([
    ['text named .png as an image', 'image', Buffer.from('<svg onload=alert(1)>'), 'Images must be PNG, JPEG or WebP', '图片只支持 PNG、JPEG 或 WebP 格式'],
    ['a PNG as a video', 'video', null, 'Videos must be MP4 or WebM', '视频只支持 MP4 或 WebM 格式'],
    ['an image over 5 MB', 'image', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5 * 1024 * 1024)]), 'Images cannot be larger than 5 MB', '图片不能超过 5 MB'],
  ])('refuses %s in both languages and keeps what was stored', async (_, kind, bytes, en, zh) => {
    const body = bytes ?? (await png());
    const before = await traceCounts(w.server);
    const english = await upload(w.farmer, { id: record.id, kind: kind as string }, body, 'x.png');
    expect(english.status).toBe(400);
    expect(english.body.message).toBe(en);
    expect((await upload(w.farmer, { id: record.id, kind: kind as string }, body, 'x.png', 'zh-CN')).body.message).toBe(zh);
    expect(await traceCounts(w.server)).toEqual(before);
  });

  it("refuses another company's batch and a user without 7004", async () => {
    expect((await upload(w.grower, { id: record.id, kind: 'image' }, await png(), 'x.png')).status).toBe(404);
    expect((await upload(w.fishscreen, { id: record.id, kind: 'image' }, await png(), 'x.png')).status).toBe(403);
  });
});

describe('the QR code', () => {
  it('is a downloadable PNG that decodes to the absolute public URL of the batch', async () => {
    const res = await fetch(new URL(`/api/traceManage/qr?id=${record.id}`, w.server.origin), { headers: { cookie: `sid=${w.farmer.cookie('sid')}`, 'x-forwarded-for': w.farmer.ip } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="trace-QR-7.png"');
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer())).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(code?.data).toBe(`${w.server.origin}/tracing/search?batch=QR-7`);
  });
});

describe('GET /tracing/search (no session)', () => {
  it('answers only tracing fields, with the water-quality summary of the growing period', async () => {
    const visitor = new ApiClient(w.server.origin);
    const res = await visitor.get<{ records: Array<Record<string, unknown>> }>('/tracing/search', { batch: 'QR-7' });
    expect(res.status).toBe(200);
    const [found] = res.body.data!.records;
    expect(res.body.data!.records).toHaveLength(1);
    expect(Object.keys(found).sort()).toEqual(PUBLIC_KEYS);
    // No sale of the production log is linked to this batch yet (farm-logs.test.ts links one).
    expect(found.production).toEqual([]);
    expect(found).toMatchObject({ batch_no: 'QR-7', product_name: '南浔青虾', producing_unit: '南浔基地' });
    expect(found.quality).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      params: [{ param_key: 'do', name: '溶解氧', name_en: 'Dissolved oxygen', unit: 'mg/L', avg: 6.5, min: 4, max: 9, days: 2 }],
    });
    const text = JSON.stringify(res.body);
    for (const secret of ['AW00001', 'device', 'tenant', 'site_id', 'secret']) expect(text).not.toContain(secret);
    const image = await fetch(new URL(found.image_url as string, w.server.origin));
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('says plainly that an unknown batch is not found, in the caller\'s language', async () => {
    const en = await new ApiClient(w.server.origin).get('/tracing/search', { batch: 'NOPE-1' });
    expect(en.status).toBe(404);
    expect(en.body.message).toBe('No product found for batch number NOPE-1');
    const zh = await new ApiClient(w.server.origin, 'zh-CN').get('/tracing/search', { batch: 'NOPE-1' });
    expect(zh.body.message).toBe('未找到批次号 NOPE-1 的溯源信息');
  });

  it('hides a batch in the recycle bin, and its media, until restored', async () => {
    const before = (await new ApiClient(w.server.origin).get<{ records: Array<{ image_url: string }> }>('/tracing/search', { batch: 'QR-7' })).body.data!;
    await w.farmer.post('/traceManage', { type: 'delete', ids: [record.id] });
    expect((await new ApiClient(w.server.origin).get('/tracing/search', { batch: 'QR-7' })).status).toBe(404);
    expect((await fetch(new URL(before.records[0].image_url, w.server.origin))).status).toBe(404);
    await w.farmer.post('/traceManage', { type: 'restore', ids: [record.id] });
    expect((await new ApiClient(w.server.origin).get('/tracing/search', { batch: 'QR-7' })).status).toBe(200);
  });

  it('does not serve media by id without the batch number', async () => {
    const wrong = await fetch(new URL(`/api/tracing/media?id=${record.id}&batch=OTHER&kind=image`, w.server.origin));
    expect(wrong.status).toBe(404);
  });

  it('is rate-limited per address', async () => {
    const visitor = new ApiClient(w.server.origin);
    for (let i = 0; i < PUBLIC_QUERIES_PER_WINDOW; i++) expect((await visitor.get('/tracing/search', { batch: 'QR-7' })).status).toBe(200);
    const refused = await visitor.get('/tracing/search', { batch: 'QR-7' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many queries\. Try again in \d+ seconds$/);
    expect((await new ApiClient(w.server.origin).get('/tracing/search', { batch: 'QR-7' })).status).toBe(200);
  });
});
