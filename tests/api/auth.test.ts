import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import { LOGIN_ACCOUNT_POLICY } from '../../server/modules/auth/throttle';

let server: TestServer;
/** The file's own accounts (the demo farmer's, agent's and grower's rights): the back-off it uses up is theirs. */
let company: TestCompany;
beforeAll(async () => {
  server = await sharedServer();
  company = await freshCompany(server, { devices: 0, users: ['grower'] });
});

describe('login', () => {
  it('returns the user with its access codes and sets an httpOnly session cookie', async () => {
    const client = new ApiClient(server.origin);
    const [username, password] = company.farmer;
    const res = await client.post<{ userName: string; access_keys: string; screen_type: string }>('/login', { username, password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: '00000' });
    expect(res.body.data).toMatchObject({ userName: username, screen_type: 'agriculture', userType: 'customer' });
    expect(res.body.data!.access_keys.split(',')).toEqual(
      ['1', '1001', '2', '2001', '3', '3001', '3002', '4', '4001', '4002', '5', '5001'].sort((a, b) => Number(a) - Number(b)),
    );
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/sid=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(JSON.stringify(res.body)).not.toMatch(/pwd|scrypt/);
  });

  it('refuses wrong credentials with the spec message in both languages', async () => {
    const en = await new ApiClient(server.origin, 'en-US').post('/login', { username: company.agent[0], password: 'nope' });
    expect(en.status).toBe(401);
    expect(en.body.message).toBe('User name or password is incorrect. Please log in again.');
    const zh = await new ApiClient(server.origin, 'zh-CN').post('/login', { username: 'nobody', password: 'x' });
    expect(zh.status).toBe(401);
    expect(zh.body.message).toBe('用户名或密码错误，请重新登录');
  });

  it('names the empty field with the spec wording', async () => {
    const client = new ApiClient(server.origin);
    const noAccount = await client.post('/login', { username: '   ', password: 'x' });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.message).toBe('Account cannot be empty');
    const noPassword = await client.post('/login', { username: 'admin' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Password cannot be empty');
  });

  it('answers 429 with Retry-After once an unknown address has used up the account back-off', async () => {
    const client = new ApiClient(server.origin);
    for (let i = 0; i < LOGIN_ACCOUNT_POLICY.free; i++) {
      const res = await client.post('/login', { username: company.users.grower![0], password: `wrong${i}` });
      expect(res.status).toBe(401);
    }
    const blocked = await client.post('/login', { username: company.users.grower![0], password: company.users.grower![1] });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/Too many login attempts. Please try again in \d+ seconds/);
  });
});

describe('session', () => {
  it('is required for protected calls and ends with logout', async () => {
    const client = new ApiClient(server.origin);
    expect((await client.get('/session')).status).toBe(401);
    await client.login(...DEMO.admin);
    const me = await client.get<{ userName: string }>('/session');
    expect(me.status).toBe(200);
    expect(me.body.data!.userName).toBe('admin');
    expect((await client.post('/logout')).status).toBe(200);
    expect((await client.get('/session')).status).toBe(401);
  });

  it('rejects a forged cookie', async () => {
    const res = await fetch(`${server.origin}/api/session`, { headers: { cookie: 'sid=abc.def' } });
    expect(res.status).toBe(401);
  });

  it('unlocks only with the right password', async () => {
    const client = new ApiClient(server.origin);
    await client.login(...company.agent);
    expect((await client.post('/unlock', { password: 'bad' })).status).toBe(400);
    expect((await client.post('/unlock', { password: company.agent[1] })).status).toBe(200);
  });
});

describe('envelope', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await new ApiClient(server.origin).get('/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'A0404' });
  });

  it('reports health with the database state', async () => {
    const res = await new ApiClient(server.origin).get<{ database: { ok: boolean } }>('/health');
    expect(res.body.success).toBe(true);
    expect(res.body.data!.database.ok).toBe(true);
  });
});
