import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { DEVICE_IMPORT_MAX_BYTES, type DeviceImportResult } from '../../shared/contract/api/device-import';
import { verifyDeviceSecret } from '../../server/mqtt/device-secrets';

/**
 * A fleet from a spreadsheet (issue 38 item 5): the template has both languages' headers; a
 * 500-row file is previewed with every bad row named in the caller's language; a confirmed import
 * writes every device or none, each as the form writes one (its type's parameters, a hashed
 * secret), and answers the secrets this once; another company is out of reach.
 */
let server: TestServer;
let agent: ApiClient;
let agentZh: ApiClient;
let admin: ApiClient;
let farmer: ApiClient;
let companies: Record<'fish' | 'greenhouse', number>;
const db = () => server.app.database.db;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const deviceCount = async () => Number((await db().selectFrom('devices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const companyDevices = async (tenantId: number) =>
  JSON.stringify(await db().selectFrom('devices').selectAll().where('tenant_id', '=', tenantId).orderBy('device_id').execute());
const upload = (client: ApiClient, bytes: Uint8Array, query = '', name = 'fleet.xlsx') =>
  client.upload<DeviceImportResult>(`/userdevices/import${query}`, bytes, name, XLSX);

async function template(client: ApiClient) {
  const res = await fetch(new URL('/api/userdevices/import/template', server.origin), {
    headers: { cookie: `sid=${client.cookie('sid')}`, 'x-forwarded-for': client.ip },
  });
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** `count` good devices FL0001... in the fish farm area, as cells of the template's columns. */
function goodRows(count: number, prefix = 'FL'): string[][] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    return [`${prefix}${n}`, `鱼塘 ${n}`, i % 2 ? 'AW' : 'ES', String(120.1 + i / 10_000), '30.7', '南浔', '浙江', '湖州', '13800000000', '50M', `8986000000000000${n}`, '', '2027-3-31', ''];
  });
}

/** The template filled in with `rows` under its header, as a user saves it. */
async function filled(rows: string[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await template(agent)).bytes.buffer as ArrayBuffer);
  const sheet = book.worksheets[0];
  rows.forEach((cells, i) => sheet.getRow(i + 2).values = cells);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

beforeAll(async () => {
  // Own server: imports hundreds of devices into the demo companies.
  server = await startTestServer();
  [agent, agentZh, admin, farmer] = [new ApiClient(server.origin), new ApiClient(server.origin, 'zh-CN'), new ApiClient(server.origin), new ApiClient(server.origin)];
  await Promise.all([agent.login(...DEMO.agent), agentZh.login(...DEMO.agent), admin.login(...DEMO.admin), farmer.login(...DEMO.farmer)]);
  const rows = await db().selectFrom('companies').select(['id', 'alias']).execute();
  const byAlias = (prefix: string) => rows.find((r) => r.alias?.startsWith(prefix))!.id;
  companies = { fish: byAlias('Nanxun'), greenhouse: byAlias('Shouguang') };
});
afterAll(async () => {
  await server?.close();
});

describe('GET /userdevices/import/template', () => {
  it('is an .xlsx whose header names every column in both languages, with notes; only for those who add devices', async () => {
    const file = await template(agent);
    expect(file.status).toBe(200);
    expect(file.type).toBe(XLSX);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes.buffer as ArrayBuffer);
    const header = (book.worksheets[0].getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 5)).toEqual(['设备编号 / Device code', '设备名称 / Device name', '设备类型 / Device type', '经度 / Longitude', '纬度 / Latitude']);
    expect(header).toHaveLength(14);
    expect(book.worksheets[1].getColumn(1).values).toContain('AW');
    expect((await template(farmer)).status).toBe(403);
  });
});

describe('a 500-row import', () => {
  const rows = goodRows(500);
  const bad = rows.map((r) => [...r]);
  bad[9][0] = 'FL 10'; // row 11: a space in the code
  bad[19][0] = 'FL0003'; // row 21: repeats row 4
  bad[29][0] = 'AG00001'; // row 31: another company's device
  bad[39][2] = 'XX'; // row 41
  bad[49][4] = '91'; // row 51
  bad[59][1] = ''; // row 61
  bad[69][9] = '5G'; // row 71
  bad[79][12] = '2027-02-30'; // row 81

  it('previews every bad row in the caller language and writes nothing', async () => {
    const file = await filled(bad);
    const before = await deviceCount();
    const en = await upload(agent, file, `?tenant_id=${companies.fish}`);
    expect(en.status).toBe(200);
    expect(en.body.data!.rows).toHaveLength(500);
    expect(en.body.data!.secrets).toEqual([]);
    expect(en.body.data!.errors).toEqual([
      { row: 11, field: 'device_id', message: 'The device code may contain only letters, digits, "_" and "-", at most 32 characters' },
      { row: 21, field: 'device_id', message: 'The device code repeats row 4' },
      { row: 31, field: 'device_id', message: 'Device code already exists' },
      { row: 41, field: 'device_type', message: 'The device type must be one of: ET, AW, EX, T, AG, EYZ, ES, PTP, EWL' },
      { row: 51, field: 'latitude', message: 'The latitude must be a number from -90 to 90' },
      { row: 61, field: 'device_name', message: 'Device name cannot be empty' },
      { row: 71, field: 'sim_type', message: 'The SIM type must be one of: 30M, 50M, 500M, 30G, 50G' },
      { row: 81, field: 'expiry_date', message: 'The expiry date must be a valid date (YYYY-MM-DD)' },
    ]);
    const zh = await upload(agentZh, file, `?tenant_id=${companies.fish}`);
    expect(zh.body.data!.errors.map((e) => e.message)).toEqual([
      '设备编号只能包含字母、数字、下划线和短横线，最多 32 位',
      '设备编号与第 4 行重复',
      '设备编号已存在',
      '设备类型应为以下之一：ET, AW, EX, T, AG, EYZ, ES, PTP, EWL',
      '纬度应为 -90 到 90 之间的数字',
      '设备名称不能为空',
      'SIM 卡类型应为以下之一：30M, 50M, 500M, 30G, 50G',
      '到期日期应为有效日期（如 2027-03-31）',
    ]);
    expect(await deviceCount()).toBe(before);
  });

  it('refuses the whole file on confirm when one row is bad, naming it, and writes nothing', async () => {
    const one = rows.map((r) => [...r]);
    one[499][3] = 'east'; // the last row only
    const before = await deviceCount();
    const res = await upload(agent, await filled(one), `?confirm=true&tenant_id=${companies.fish}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Row 501: The longitude must be a number from -180 to 180 (1 errors in all; no device was imported)');
    const zh = await upload(agentZh, await filled(one), `?confirm=true&tenant_id=${companies.fish}`);
    expect(zh.body.message).toBe('第 501 行：经度应为 -180 到 180 之间的数字（共 1 处错误，未导入任何设备）');
    expect(await deviceCount()).toBe(before);
    expect(await db().selectFrom('devices').select('device_id').where('device_id', 'like', 'FL%').execute()).toEqual([]);
  });

  it('writes all 500 as the form does, answers each secret once, and never again', async () => {
    const file = await filled(rows);
    const greenhouseBefore = await companyDevices(companies.greenhouse);
    const before = await deviceCount();
    const done = await upload(agent, file, `?confirm=true&tenant_id=${companies.fish}`);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Imported successfully');
    const { written, secrets } = done.body.data!;
    expect(written).toBe(500);
    expect(await deviceCount()).toBe(before + 500);
    expect(secrets.map((s) => s.device_id)).toEqual(rows.map((r) => r[0]));
    expect(new Set(secrets.map((s) => s.secret)).size).toBe(500);

    const stored = await db().selectFrom('devices').selectAll().where('device_id', 'like', 'FL%').orderBy('device_id').execute();
    expect(stored).toHaveLength(500);
    expect(stored.every((d) => d.tenant_id === companies.fish && d.is_enable === 1)).toBe(true);
    expect(stored.every((d, i) => verifyDeviceSecret(secrets[i].secret, d.secret_hash) && !d.secret_hash!.includes(secrets[i].secret))).toBe(true);
    expect(stored[0]).toMatchObject({ device_name: '鱼塘 0001', device_type: 'ES', latitude: 30.7, sim_type: '50M', iccid: '89860000000000000001' });
    expect(String(stored[0].expiry_date)).toMatch(/2027-03-31|Mar 31 2027/);
    // Ingest learns every new device (loaded in bulk after the answer), so each can log in and report.
    await expect.poll(() => server.app.ingest.registry.get('FL0500')?.tenantId, { timeout: 30_000 }).toBe(companies.fish);
    expect(verifyDeviceSecret(secrets[0].secret, server.app.ingest.registry.get('FL0001')!.secretHash)).toBe(true);

    // The same parameters as a device added by the form.
    const form = await agent.post('/userdevices/create', { device_id: 'FORM01', device_name: 'form', device_type: 'AW', tenant_id: companies.fish, longitude: 120.2, latitude: 30.7 });
    expect(form.status).toBe(200);
    const paramsOf = async (id: string) => (await db().selectFrom('device_params').select(['param_key', 'name']).where('device_id', '=', id).orderBy('param_key').execute());
    expect(await paramsOf('FL0002')).toEqual(await paramsOf('FORM01'));

    // Shown once: no answer about the devices carries a secret, and importing again writes nothing.
    const listed = await agent.post('/userdevices/getDeviceAndParams', { deviceId: 'FL0001' });
    const page = await agent.post('/userdevices/getDeviceListByPage', { page: 1, pageSize: 50, keyword: 'FL00' });
    expect(listed.status).toBe(200);
    expect(page.status).toBe(200);
    for (const answer of [listed.body, page.body]) expect(JSON.stringify(answer)).not.toContain(secrets[0].secret);
    const again = await upload(agent, file, `?confirm=true&tenant_id=${companies.fish}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Row 2: Device code already exists (500 errors in all; no device was imported)');
    expect(JSON.stringify(again.body)).not.toContain(secrets[0].secret);

    const log = await db().selectFrom('op_log').select(['action', 'resource', 'name']).where('action', '=', 'import').where('resource', '=', 'device').execute();
    expect(log).toEqual([{ action: 'import', resource: 'device', name: 'fleet.xlsx' }]);
    expect(await companyDevices(companies.greenhouse)).toBe(greenhouseBefore);
  });
});

describe('who may import where', () => {
  it("refuses another company's import, a customer and the admin naming no company, leaving other companies' rows untouched", async () => {
    const file = await filled(goodRows(3, 'TN'));
    const greenhouseBefore = await companyDevices(companies.greenhouse);
    const before = await deviceCount();
    const foreign = await upload(agent, file, `?confirm=true&tenant_id=${companies.greenhouse}`);
    expect(foreign.status).toBe(403);
    expect((await upload(agent, file, `?tenant_id=${companies.greenhouse}`)).status).toBe(403);
    expect((await upload(farmer, file, '?confirm=true')).status).toBe(403);
    const noCompany = await upload(admin, file, '?confirm=true');
    expect(noCompany.status).toBe(400);
    expect(await deviceCount()).toBe(before);
    expect(await companyDevices(companies.greenhouse)).toBe(greenhouseBefore);

    // The agent's own company by default; the admin names one.
    expect((await upload(agent, file, '?confirm=true')).body.data!.written).toBe(3);
    const own = await db().selectFrom('devices').select('tenant_id').where('device_id', '=', 'TN0001').executeTakeFirstOrThrow();
    const agentCompany = await db().selectFrom('users').select('tenant_id').where('user_name', '=', 'agent').executeTakeFirstOrThrow();
    expect(own.tenant_id).toBe(agentCompany.tenant_id);
    const byAdmin = await upload(admin, await filled(goodRows(2, 'GH')), `?confirm=true&tenant_id=${companies.greenhouse}`);
    expect(byAdmin.body.data!.written).toBe(2);
  });
});

describe('bounds', () => {
  it('refuses a file without the needed columns, with more than 2,000 devices, or too large', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['设备编号', 'Device name']);
    const noColumns = await upload(agentZh, new Uint8Array(await book.xlsx.writeBuffer()));
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.message).toBe('第 1 行缺少列：设备类型, 经度, 纬度');
    const many = await upload(agent, await filled(goodRows(2001, 'MX')));
    expect(many.status).toBe(400);
    expect(many.body.message).toBe('At most 2000 devices can be imported at once; split the file');
    const large = await upload(agent, new Uint8Array(DEVICE_IMPORT_MAX_BYTES + 10), '', 'big.csv');
    expect(large.status).toBe(400);
    expect(large.body.message).toBe('The file must not exceed 2 MB');
  });
});
