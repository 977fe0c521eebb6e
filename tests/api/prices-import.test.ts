import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import { PRICE_IMPORT_MAX_BYTES, type PriceImportResult, type PriceProductResult } from '../../shared/contract/api/prices';
import { workbookParts, zipBytes } from '../helpers/zip-bytes';

/**
 * POST /priceManage/import: a .csv or .xlsx price list is previewed with every bad row named (row
 * and field, in the caller's language); confirming writes all rows in one go, or none when any
 * row is bad; codes and companies as for the other price calls.
 */
let server: TestServer;
let grower: ApiClient;
let growerZh: ApiClient;
let admin: ApiClient;
let fishscreen: ApiClient;
/** Two companies of the file's own, as the demo's fish base (its duty staff, without 3007) and greenhouses (its technician, with it). */
let companies: Record<'fish' | 'greenhouse', number>;
/** The file's technician's log-in name, as the operation log records it. */
let growerName = '';
const db = () => server.app.database.db;
const snapshot = async () => JSON.stringify(await db().selectFrom('prices').selectAll().orderBy('id').execute());
const CSV_TYPE = 'text/csv';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const upload = (client: ApiClient, bytes: Uint8Array, name: string, query = '', type = CSV_TYPE) =>
  client.upload<PriceImportResult>(`/priceManage/import${query}`, bytes, name, type);
const csv = (lines: string[]) => new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);

const GOOD = [
  'product,variety,market,unit,price,date,source',
  'Carp,Grass carp,Import market,yuan/kg,12.5,2026-01-05,weekly report',
  'Carp,Grass carp,Import market,yuan/kg,13,2026/1/12,weekly report',
  ',,,,,,',
  'Carp,Grass carp,Import market,yuan/kg,"1,013.5",2026-01-19,',
];
const BAD = [...GOOD.slice(0, 2), 'Carp,Grass carp,Import market,yuan/kg,abc,2026-01-12,weekly report', GOOD[4]];

async function xlsx(rows: Array<Array<string | number | Date>>) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('价格');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

beforeAll(async () => {
  server = await sharedServer();
  const [fish, greenhouse] = await Promise.all([freshCompany(server, { devices: 0, users: ['fishscreen'] }), freshCompany(server, { devices: 0, users: ['grower'] })]);
  growerName = greenhouse.users.grower![0];
  [grower, growerZh, admin, fishscreen] = [new ApiClient(server.origin), new ApiClient(server.origin, 'zh-CN'), new ApiClient(server.origin), new ApiClient(server.origin)];
  await Promise.all([grower.login(...greenhouse.users.grower!), growerZh.login(...greenhouse.users.grower!), admin.login(...DEMO.admin), fishscreen.login(...fish.users.fishscreen!)]);
  companies = { fish: fish.id, greenhouse: greenhouse.id };
});

describe('preview', () => {
  it('reads a .csv with a byte-order mark, skipping blank rows, and writes nothing', async () => {
    const before = await snapshot();
    const res = await upload(grower, csv(GOOD), 'prices.csv');
    expect(res.status).toBe(200);
    expect(res.body.data!.errors).toEqual([]);
    expect(res.body.data!.written).toBe(0);
    expect(res.body.data!.rows.map((r) => [r.row, r.price, r.date, r.source])).toEqual([
      [2, 12.5, '2026-01-05', 'weekly report'], [3, 13, '2026-01-12', 'weekly report'], [5, 1013.5, '2026-01-19', null],
    ]);
    expect(await snapshot()).toBe(before);
  });

  it('names every bad row and field in the caller language', async () => {
    const lines = [
      '产品,品种,市场,单位,价格,日期,来源',
      ',对虾,湖州,元/斤,30,2026-01-05,',
      '对虾,,湖州,元/斤,-1,2026-02-30,',
      `对虾,,${'x'.repeat(101)},元/斤,30,2026-01-05,`,
    ];
    const en = (await upload(grower, csv(lines), 'zh.csv')).body.data!;
    expect(en.errors).toEqual([
      { row: 2, field: 'product', message: 'Product is required' },
      { row: 3, field: 'price', message: 'Price must be a number above 0' },
      { row: 3, field: 'date', message: 'Date must be a valid date (YYYY-MM-DD)' },
      { row: 4, field: 'market', message: 'Market must be at most 100 characters' },
    ]);
    const zh = (await upload(growerZh, csv(lines), 'zh.csv')).body.data!;
    expect(zh.errors.map((e) => e.message)).toEqual(['产品不能为空', '价格应为大于 0 的数字', '日期应为有效日期（如 2026-03-02）', '市场最多 100 个字符']);
  });

  it('refuses a file without the needed columns, an empty one, and one of another kind', async () => {
    const noPrice = await upload(grower, csv(['product,market,unit,date', 'a,b,c,2026-01-01']), 'x.csv');
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.message).toBe('Row 1 lacks the columns: Price');
    expect((await upload(growerZh, csv(['product,market,unit,date']), 'x.csv')).body.message).toBe('第 1 行缺少列：价格');
    expect((await upload(grower, csv([GOOD[0]]), 'x.csv')).body.message).toBe('The file holds no price rows');
    const png = await upload(grower, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'x.png', '', 'image/png');
    expect(png.status).toBe(400);
    expect(png.body.message).toBe('Only .xlsx or .csv files can be imported');
  });
});

describe('confirm', () => {
  it('refuses the whole file when one row is bad, naming it, and writes nothing', async () => {
    const before = await snapshot();
    const res = await upload(grower, csv(BAD), 'bad.csv', '?confirm=true');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Row 3: Price must be a number above 0 (1 errors in all; nothing was imported)');
    const zh = await upload(growerZh, csv(BAD), 'bad.csv', '?confirm=true');
    expect(zh.body.message).toBe('第 3 行：价格应为大于 0 的数字（共 1 处错误，未导入任何数据）');
    expect(await snapshot()).toBe(before);
  });

  it('writes every row of a good .xlsx in one go, which the trend then shows, and logs the import', async () => {
    const file = await xlsx([
      ['Product', 'Variety', 'Market', 'Unit', 'Price', 'Date', 'Source'],
      ['Carp', 'Grass carp', 'Xlsx market', 'yuan/kg', 12, new Date(Date.UTC(2026, 0, 5)), 'report'],
      ['Carp', 'Grass carp', 'Xlsx market', 'yuan/kg', 15, '2026-01-12', 'report'],
    ]);
    const preview = await upload(grower, file, 'prices.xlsx', '', XLSX_TYPE);
    expect(preview.body.data!.rows.map((r) => r.date)).toEqual(['2026-01-05', '2026-01-12']);
    const done = await upload(grower, file, 'prices.xlsx', '?confirm=true', XLSX_TYPE);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ message: 'Imported successfully', data: { written: 2, errors: [] } });
    const trend = await grower.post<PriceProductResult>('/priceProduct', { start: '2026-01-01', end: '2026-01-31', market: 'Xlsx market' });
    expect(trend.body.data!.series).toEqual([
      expect.objectContaining({ product: 'Carp', points: [expect.objectContaining({ price: 12, sequential: null }), expect.objectContaining({ price: 15, sequential: 25 })] }),
    ]);
    expect(trend.body.data!.rows.every((r) => r.tenant_id === companies.greenhouse)).toBe(true);
    await vi.waitFor(async () => {
      const log = await db().selectFrom('op_log').select(['action', 'resource', 'name']).where('user_name', '=', growerName).where('action', '=', 'import').execute();
      expect(log).toEqual([{ action: 'import', resource: 'price', name: 'prices.xlsx' }]);
    }, { timeout: 5000 });
  });
});

describe('a zip bomb', () => {
  it('is refused in both languages before it is unpacked, while the server keeps answering, and nothing is imported', async () => {
    // As the file (312 KB unpacking to 300 MB), smaller to build: 64 KB unpacking to 64 MB.
    const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>product</t></is></c></row>';
    const bomb = zipBytes(workbookParts(`${header}<row r="2"><c r="A2" t="inlineStr"><is><t>${'A'.repeat(64 * 1024 * 1024)}</t></is></c></row>`));
    expect(bomb.length).toBeLessThan(PRICE_IMPORT_MAX_BYTES);
    const before = await snapshot();
    const rssBefore = process.memoryUsage().rss;
    const sent = upload(grower, bomb, 'bomb.xlsx', '?confirm=true', XLSX_TYPE);
    const health = await fetch(new URL('/api/health', server.origin));
    const res = await sent;
    expect(health.status).toBe(200);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file unpacks to more than 8 MB; remove extra sheets, pictures or formatting and import it again');
    const zh = await upload(growerZh, bomb, 'bomb.xlsx', '', XLSX_TYPE);
    expect(zh.status).toBe(400);
    expect(zh.body.message).toBe('文件解压后超过 8 MB，请删去多余的工作表、图片或格式后再导入');
    expect(await snapshot()).toBe(before);
    // The server runs in this process: parsing the sheet would have grown it by far more.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('access', () => {
  it('refuses no session and a caller without 3007; the admin must choose a company it sees', async () => {
    const before = await snapshot();
    expect((await upload(new ApiClient(server.origin), csv(GOOD), 'x.csv')).status).toBe(401);
    expect((await upload(fishscreen, csv(GOOD), 'x.csv', '?confirm=true')).status).toBe(403);
    const orphan = await upload(admin, csv(GOOD), 'x.csv', '?confirm=true');
    expect(orphan.status).toBe(400);
    expect(orphan.body.message).toBe('Choose the company');
    expect((await upload(grower, csv(GOOD), 'x.csv', `?confirm=true&tenant_id=${companies.fish}`)).status).toBe(403);
    expect(await snapshot()).toBe(before);
    const forFish = await upload(admin, csv(GOOD), 'x.csv', `?confirm=true&tenant_id=${companies.fish}`);
    expect(forFish.body.data!.written).toBe(3);
    expect(await db().selectFrom('prices').select('tenant_id').where('market', '=', 'Import market').execute()).toEqual([
      { tenant_id: companies.fish }, { tenant_id: companies.fish }, { tenant_id: companies.fish },
    ]);
  });
});
