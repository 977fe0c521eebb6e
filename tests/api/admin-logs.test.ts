import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';

let server: TestServer;
let admin: ApiClient;
const db = () => server.app.database.db;

beforeAll(async () => {
  // Own server: lists every holder of a code and every admin operation of the platform, which other files' calls add to.
  server = await startTestServer();
  admin = new ApiClient(server.origin);
  await admin.login(...DEMO.admin);
});
afterAll(async () => {
  await server?.close();
});

async function download(client: ApiClient, query: Record<string, string>) {
  const url = new URL('/api/weblog/export', server.origin);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { cookie: `sid=${client.cookie('sid')}`, 'accept-language': 'en-US', 'x-forwarded-for': client.ip } });
  const workbook = new ExcelJS.Workbook();
  if (res.status === 200) await workbook.xlsx.load(await res.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return { res, rows };
}

describe('log export', () => {
  it('downloads the login log as .xlsx with the filtered rows and headers in the caller language', async () => {
    const farmer = new ApiClient(server.origin);
    await farmer.login(...DEMO.farmer);
    const wrong = await new ApiClient(server.origin).post('/login', { username: 'farmer', password: 'nope-nope' });
    expect(wrong.status).toBe(401);

    const { res, rows } = await download(admin, { kind: 'login', user_name: 'farmer' });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="login-log-\d{8}-\d{6}\.xlsx"/);
    expect(rows[0]).toEqual(['Account', 'IP', 'Time', 'Login type', 'Result']);
    expect(rows.slice(1).map((r) => [r[0], r[4]])).toEqual([
      ['farmer', 'Failed'],
      ['farmer', 'Succeeded'],
    ]);
    expect(rows[1][2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const failedOnly = await download(admin, { kind: 'login', user_name: 'farmer', success: 'false' });
    expect(failedOnly.rows.length).toBe(2);
  });

  it('downloads the operation log with what was done to what', async () => {
    const created = await admin.post<{ id: number }>('/companies', { name: 'Export Co.' });
    await admin.post(`/companies/${created.body.data!.id}`, { is_lock: 1 });
    const { rows } = await download(admin, { kind: 'op', user_name: 'admin', method: 'POST' });
    expect(rows[0]).toEqual(['Account', 'IP', 'Time', 'Action', 'Target', 'Result']);
    const body = rows.slice(1).map((r) => [r[0], r[3], r[4], r[5]]);
    expect(body).toContainEqual(['admin', 'created company Export Co.', `company:${created.body.data!.id}`, 'Succeeded (200)']);
    expect(body).toContainEqual(['admin', 'changed company Export Co.', `company:${created.body.data!.id}`, 'Succeeded (200)']);
    // The list answers with the same filter.
    const listed = await admin.post<{ rows: Array<{ method: string }>; total: number }>('/weblog/oplist', { user_name: 'admin', method: 'POST' });
    expect(listed.body.data!.total).toBe(rows.length - 1);
    expect(new Set(listed.body.data!.rows.map((r) => r.method))).toEqual(new Set(['POST']));
  });

  it('refuses a bad range with a message and a bad kind by name', async () => {
    const reversed = await download(admin, { kind: 'login', startTime: '2024-05-02', endTime: '2024-05-01' });
    expect(reversed.res.status).toBe(400);
    expect(((await reversed.res.json()) as { message: string }).message).toBe('The start time must not be after the end time');
    const kind = await download(admin, { kind: 'everything' });
    expect(kind.res.status).toBe(400);
    expect(((await kind.res.json()) as { message: string }).message).toBe('Field kind must be one of login, op');
  });
});

describe('bulk grant and revoke of one code', () => {
  it('gives and takes the code in one call, logged once', async () => {
    const ids = Object.fromEntries((await db().selectFrom('users').select(['id', 'user_name']).execute()).map((u) => [u.user_name, u.id]));
    const res = await admin.post<{ granted: number; revoked: number }>('/userauth/bulk', { code: '3003', grant: [ids.farmer, ids.grower], revoke: [ids.agent] });
    expect(res.body.data).toEqual({ granted: 2, revoked: 1 });
    const holders = await admin.get<Array<{ user_name: string }>>('/userauth/holders', { code: '3003' });
    expect(holders.body.data!.map((h) => h.user_name).sort()).toEqual(['admin', 'farmer', 'grower']);
    const ops = await admin.post<{ rows: Array<{ path: string; target: string }> }>('/weblog/oplist', { user_name: 'admin' });
    expect(ops.body.data!.rows.filter((r) => r.path === '/api/userauth/bulk')).toEqual([expect.objectContaining({ target: 'code:3003' })]);
  });

  it('refuses a user in both lists, the caller itself and unknown codes, changing nothing', async () => {
    const ids = Object.fromEntries((await db().selectFrom('users').select(['id', 'user_name']).execute()).map((u) => [u.user_name, u.id]));
    const snapshot = () => db().selectFrom('user_access').selectAll().orderBy('user_id').orderBy('code').execute();
    const before = await snapshot();
    const both = await admin.post('/userauth/bulk', { code: '3004', grant: [ids.farmer], revoke: [ids.farmer] });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('A user cannot be both granted and revoked the code');
    const self = await admin.post('/userauth/bulk', { code: '3004', grant: [ids.farmer, ids.admin] });
    expect(self.status).toBe(403);
    expect((await admin.post('/userauth/bulk', { code: '99999', grant: [ids.farmer] })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});
