import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';

interface Mine {
  rows: Array<{ id: number; title: string; read: boolean }>;
  unread: number;
}

let server: TestServer;
let admin: ApiClient;
const companyId = async (key: string) =>
  (await server.app.database.db.selectFrom('companies').select('id').where('alias', '=', key).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  // Own server: publishes notices to all companies, which every user of a server sees in its own list.
  server = await startTestServer();
  admin = new ApiClient(server.origin);
  await admin.login(...DEMO.admin);
});
afterAll(async () => {
  await server?.close();
});

async function as(account: readonly [string, string]) {
  const client = new ApiClient(server.origin);
  await client.login(...account);
  return client;
}

describe('system notices', () => {
  it('shows a notice only to the users of its target companies, and one for all to everyone', async () => {
    const fish = await companyId('Nanxun Aquaculture Base');
    const toFish = await admin.post<{ id: number }>('/notices', { action: 'create', title: 'Pond maintenance', content: 'Friday 9:00', companyIds: [fish] });
    expect(toFish.status).toBe(200);
    const toAll = await admin.post<{ id: number }>('/notices', { action: 'create', title: 'Platform upgrade', content: 'Sunday night', all: true });
    expect(toAll.status).toBe(200);

    const farmer = await as(DEMO.farmer);
    const grower = await as(['grower', 'grower123']);
    const farmerMine = (await farmer.get<Mine>('/notices/mine')).body.data!;
    const growerMine = (await grower.get<Mine>('/notices/mine')).body.data!;
    expect(farmerMine.rows.map((r) => r.title)).toEqual(['Platform upgrade', 'Pond maintenance']);
    expect(farmerMine.unread).toBe(2);
    expect(growerMine.rows.map((r) => r.title)).toEqual(['Platform upgrade']);
    expect(growerMine.rows.some((r) => r.id === toFish.body.data!.id)).toBe(false);
    // The agent's own company is the reservoir: it does not get the aquaculture base's notice.
    const agentMine = (await (await as(DEMO.agent)).get<Mine>('/notices/mine')).body.data!;
    expect(agentMine.rows.map((r) => r.title)).toEqual(['Platform upgrade']);
    // The author has read what it wrote.
    const adminMine = (await admin.get<Mine>('/notices/mine')).body.data!;
    expect(adminMine.rows.find((r) => r.title === 'Platform upgrade')?.read).toBe(true);
  });

  it('keeps read marks per user and ignores notices not addressed to the reader', async () => {
    const fish = await companyId('Nanxun Aquaculture Base');
    const secret = await admin.post<{ id: number }>('/notices', { action: 'create', title: 'Fish only', content: 'x', companyIds: [fish] });
    const farmer = await as(DEMO.farmer);
    const fishscreen = await as(['fishscreen', 'fish12345']);
    const grower = await as(['grower', 'grower123']);
    const before = (await farmer.get<Mine>('/notices/mine')).body.data!;

    const read = await farmer.post<{ read: number }>('/notices/read', { ids: [secret.body.data!.id] });
    expect(read.body.data).toEqual({ read: 1 });
    const after = (await farmer.get<Mine>('/notices/mine')).body.data!;
    expect(after.unread).toBe(before.unread - 1);
    expect(after.rows.find((r) => r.id === secret.body.data!.id)?.read).toBe(true);
    // Another user of the same company still has it unread.
    const colleague = (await fishscreen.get<Mine>('/notices/mine')).body.data!;
    expect(colleague.rows.find((r) => r.id === secret.body.data!.id)?.read).toBe(false);
    // A user of another company cannot mark it (nothing is written for it).
    expect((await grower.post<{ read: number }>('/notices/read', { ids: [secret.body.data!.id] })).body.data).toEqual({ read: 0 });
    const marks = await server.app.database.db
      .selectFrom('notice_reads')
      .innerJoin('users', 'users.id', 'notice_reads.user_id')
      .select('users.user_name')
      .where('notice_id', '=', secret.body.data!.id)
      .execute();
    expect(marks.map((m) => m.user_name).sort()).toEqual(['admin', 'farmer']);

    await farmer.post('/notices/read', { all: true });
    expect((await farmer.get<Mine>('/notices/mine')).body.data!.unread).toBe(0);
  });

  it('lets only the platform admin publish or delete, and validates the notice', async () => {
    const agent = await as(DEMO.agent);
    const refused = await agent.post('/notices', { action: 'create', title: 'Hi', content: 'x', all: true });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the platform administrator may publish or delete system notices');
    const farmer = await as(DEMO.farmer);
    expect((await farmer.post('/notices', { action: 'list' })).status).toBe(403);
    expect((await farmer.get('/notices')).status).toBe(403);

    const count = async () => (await server.app.database.db.selectFrom('notices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    const noTarget = await admin.post('/notices', { action: 'create', title: 'Hi', content: 'x' });
    expect(noTarget.status).toBe(400);
    expect(noTarget.body.message).toBe('Choose the companies to notify, or all companies');
    const blank = await admin.post('/notices', { action: 'create', title: '   ', content: 'x', all: true });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Notice title cannot be empty (at most 100 characters)');
    const unknown = await admin.post('/notices', { action: 'create', title: 'Hi', content: 'x', companyIds: [999999] });
    expect(unknown.status).toBe(400);
    expect(Number(await count())).toBe(Number(before));

    const created = await admin.post<{ id: number }>('/notices', { action: 'create', title: 'To delete', content: 'x', all: true });
    const listed = await admin.get<{ rows: Array<{ id: number; all: boolean }> }>('/notices', { keyword: 'To delete' });
    expect(listed.body.data!.rows).toMatchObject([{ id: created.body.data!.id, all: true }]);
    expect((await agent.post('/notices', { action: 'delete', ids: [created.body.data!.id] })).status).toBe(403);
    const deleted = await admin.post<{ deleted: number }>('/notices', { action: 'delete', ids: [created.body.data!.id] });
    expect(deleted.body.data).toEqual({ deleted: 1 });
    expect((await farmer.get<Mine>('/notices/mine')).body.data!.rows.some((r) => r.id === created.body.data!.id)).toBe(false);
  });
});
