import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';

let server: TestServer;
let admin: ApiClient;
let fishId: number;
/** The file's company, as the demo fish base: its agent, farmer and duty staff (fishscreen). */
let fish: TestCompany;
let [farmerName, screenName] = ['', ''];
/** The account the file creates: a name of its own, as account names are unique across the platform. */
const KEEPER = `pond_keeper_${randomUUID().slice(0, 8)}`;

const db = () => server.app.database.db;
const countUsers = async () => Number((await db().selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const userRow = (userName: string) => db().selectFrom('users').selectAll().where('user_name', '=', userName).executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await sharedServer();
  fish = await freshCompany(server, { users: ['fishscreen'] });
  [farmerName, screenName] = [fish.farmer[0], fish.users.fishscreen![0]];
  fishId = fish.id;
  admin = new ApiClient(server.origin);
  await admin.login(...DEMO.admin);
  // The duty staff's password as the demo's, which the own-password cases below send as the old one.
  expect((await admin.post('/users/resetPassword', { userId: (await userRow(screenName)).id, pwd: 'fish12345' })).status).toBe(200);
});

const newUser = (overrides: Record<string, unknown> = {}) => ({
  user_name: KEEPER,
  real_name: '塘口管理员',
  pwd: 'secret123',
  tenant_id: fishId,
  user_type: 'customer',
  telephone: '13912345678',
  email: 'keeper@example.com',
  screen_type: 'fish',
  ...overrides,
});

describe('account rules on POST /users (nothing written on a 400 or 409)', () => {
  it.each([
    ['an empty account name', { user_name: '  ' }, 400, 'Account name cannot be empty'],
    ['a missing account name', { user_name: undefined }, 400, 'Account name cannot be empty'],
    ['a 5-character password', { pwd: '12345' }, 400, 'Password must be 6 to 32 characters'],
    ['a 33-character password', { pwd: 'x'.repeat(33) }, 400, 'Password must be 6 to 32 characters'],
    ['no password on creation', { pwd: undefined }, 400, 'Password must be 6 to 32 characters'],
    ['an e-mail over 255 characters', { email: `${'a'.repeat(250)}@example.com` }, 400, 'E-mail format is incorrect (at most 255 characters)'],
    ['a malformed e-mail', { email: 'not-an-email' }, 400, 'E-mail format is incorrect (at most 255 characters)'],
    ['a bad phone number', { telephone: '12345' }, 400, 'Phone number format is incorrect'],
    ['an unknown screen type', { screen_type: 'disco' }, 400, 'Field screen_type must be one of fish, waterConservancy, agriculture, fishScreen'],
    ['a taken account name', { user_name: 'farmer' }, 409, 'account name already occupied'],
  ])('refuses %s', async (_label, overrides, status, message) => {
    const before = await countUsers();
    const res = await admin.post('/users', newUser(overrides));
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it('answers in Chinese by Accept-Language', async () => {
    const zh = new ApiClient(server.origin, 'zh-CN');
    await zh.login(...DEMO.admin);
    expect((await zh.post('/users', newUser({ user_name: '' }))).body.message).toBe('账号不能为空');
    expect((await zh.post('/users', newUser({ user_name: 'agent' }))).body.message).toBe('账号名已被占用');
  });

  it('refuses renaming a user to a taken name and leaves the row as it was', async () => {
    const farmer = await userRow(farmerName);
    const res = await admin.post('/users', { id: farmer.id, user_name: screenName, email: 'x@example.com' });
    expect(res.status).toBe(409);
    expect(await userRow(farmerName)).toEqual(farmer);
  });
});

describe('user administration', () => {
  it('creates a user without access codes, updates it, resets its password and deletes it', async () => {
    const created = await admin.post<{ id: number }>('/users', newUser());
    expect(created.status).toBe(200);
    const id = created.body.data!.id;
    expect(await db().selectFrom('user_access').select('code').where('user_id', '=', id).execute()).toEqual([]);
    const keeper = new ApiClient(server.origin);
    const session = (await keeper.login(KEEPER, 'secret123')) as unknown as { access_keys: string };
    expect(session.access_keys).toBe('');

    const listed = await admin.get<{ rows: Array<{ id: number; company_name: string; user_type: string }>; total: number }>('/users', { user_name: KEEPER, pageSize: 5 });
    expect(listed.body.data!.total).toBe(1);
    expect(listed.body.data!.rows[0]).toMatchObject({ id, user_type: 'customer', company_name: fish.name });

    const hashBefore = (await userRow(KEEPER)).pwd_hash;
    const updated = await admin.post('/users', { id, user_name: KEEPER, real_name: '新名字', telephone: '', screen_type: 'agriculture' });
    expect(updated.status).toBe(200);
    const row = await userRow(KEEPER);
    expect(row).toMatchObject({ real_name: '新名字', telephone: null, email: 'keeper@example.com', screen_type: 'agriculture', pwd_hash: hashBefore });

    expect((await admin.post('/users/resetPassword', { userId: id, pwd: '12345' })).status).toBe(400);
    expect((await admin.post('/users/resetPassword', { userId: id, pwd: 'y'.repeat(33) })).status).toBe(400);
    expect((await userRow(KEEPER)).pwd_hash).toBe(hashBefore);
    expect((await admin.post('/users/resetPassword', { userId: id, pwd: 'newpass99' })).status).toBe(200);
    // A reset ends the user's sessions, so the old browser is logged out.
    expect((await keeper.post('/users/findUserinfo', {})).status).toBe(401);
    await keeper.login(KEEPER, 'newpass99');

    expect((await admin.delete(`/users/${id}`)).status).toBe(200);
    expect(await db().selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect((await admin.delete(`/users/${id}`)).status).toBe(404);
  });

  it('never lets anyone delete itself', async () => {
    const me = (await userRow('admin')).id;
    const res = await admin.delete(`/users/${me}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You cannot delete yourself');
  });

  it('returns a profile by findUserinfo and users for pickers by findUsers', async () => {
    const farmerId = (await userRow(farmerName)).id;
    const other = await admin.post<{ user_name: string; company_name: string; user_type: string }>('/users/findUserinfo', { userId: farmerId });
    expect(other.body.data).toMatchObject({ user_name: farmerName, company_name: fish.name, user_type: 'customer' });
    const customers = await admin.get<Array<{ user_type: string }>>('/users/findUsers', { userType: 'customer' });
    expect(customers.body.data!.length).toBeGreaterThanOrEqual(3);
    expect(customers.body.data!.every((u) => u.user_type === 'customer')).toBe(true);
    // The admin may look through another user's eyes (user_id), as the legacy console does.
    const asAgent = await admin.get<Array<{ user_name: string }>>('/users/findUsers', { user_id: (await userRow(fish.agent[0])).id });
    expect(asAgent.body.data!.map((u) => u.user_name).sort()).toEqual([fish.agent[0], farmerName, screenName].sort());
  });
});

describe('POST /userManage (own profile and password)', () => {
  let client: ApiClient;
  beforeAll(async () => {
    client = new ApiClient(server.origin);
    await client.login(screenName, 'fish12345');
  });

  it.each([
    ['an empty name', { action: 'profile', real_name: ' ', telephone: '13900000000' }, 'Name is required'],
    ['a bad phone', { action: 'profile', real_name: '值班员', telephone: '02112345678' }, 'Phone number format is incorrect'],
    ['a 5-character password', { action: 'password', old_pwd: 'fish12345', pwd: 'abcde', confirm_pwd: 'abcde' }, 'Password must be 6 to 32 characters'],
    ['a 33-character password', { action: 'password', old_pwd: 'fish12345', pwd: 'a'.repeat(33), confirm_pwd: 'a'.repeat(33) }, 'Password must be 6 to 32 characters'],
    ['mismatching passwords', { action: 'password', old_pwd: 'fish12345', pwd: 'abcdef1', confirm_pwd: 'abcdef2' }, 'The two passwords do not match'],
    ['a missing old password', { action: 'password', pwd: 'abcdef1', confirm_pwd: 'abcdef1' }, 'Old password is required'],
    ['a wrong old password', { action: 'password', old_pwd: 'wrong-one', pwd: 'abcdef1', confirm_pwd: 'abcdef1' }, 'Old password is incorrect'],
    ['an unknown action', { action: 'avatar' }, 'Field action must be one of profile, password'],
  ])('refuses %s and changes nothing', async (_label, body, message) => {
    const before = await userRow(screenName);
    const res = await client.post('/userManage', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await userRow(screenName)).toEqual(before);
  });

  it('answers the password rules in Chinese too', async () => {
    const zh = new ApiClient(server.origin, 'zh-CN');
    await zh.login(screenName, 'fish12345');
    const mismatch = await zh.post('/userManage', { action: 'password', old_pwd: 'fish12345', pwd: 'abcdef1', confirm_pwd: 'abcdef2' });
    expect(mismatch.body.message).toBe('两次输入的密码不一致');
    const short = await zh.post('/userManage', { action: 'password', old_pwd: 'fish12345', pwd: 'abc', confirm_pwd: 'abc' });
    expect(short.body.message).toBe('密码长度为6到32位');
    const wrong = await zh.post('/userManage', { action: 'password', old_pwd: 'nope', pwd: 'abcdef1', confirm_pwd: 'abcdef1' });
    expect(wrong.body.message).toBe('原密码错误');
  });

  it('updates the own profile and then the own password, keeping this session', async () => {
    const profile = await client.post('/userManage', { action: 'profile', real_name: '夜班值班员', telephone: '13700000000', department: '监控室' });
    expect(profile.status).toBe(200);
    expect(await userRow(screenName)).toMatchObject({ real_name: '夜班值班员', telephone: '13700000000', department: '监控室' });
    const other = new ApiClient(server.origin);
    await other.login(screenName, 'fish12345');
    const changed = await client.post('/userManage', { action: 'password', old_pwd: 'fish12345', pwd: 'newfish99', confirm_pwd: 'newfish99' });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Password changed');
    expect((await client.post('/users/findUserinfo', {})).status).toBe(200);
    expect((await other.post('/users/findUserinfo', {})).status).toBe(401);
    expect((await new ApiClient(server.origin).post('/login', { username: screenName, password: 'fish12345' })).status).toBe(401);
    await new ApiClient(server.origin).login(screenName, 'newfish99');
  });
});
