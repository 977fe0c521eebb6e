import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { loadConfig, ConfigError } from '../../server/config';

let server: TestServer;
beforeAll(async () => {
  // Own server: its sessions' cookies and headers are read against a server no other file's logins touch.
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function expectHardened(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/default-src 'self'/);
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toMatch(/frame-ancestors 'self'/);
  expect(csp).toMatch(/object-src 'none'/);
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
}

const loginAs = (headers: Record<string, string>) =>
  fetch(`${server.origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });

describe('security headers', () => {
  it('are on API answers, error answers and the console paths', async () => {
    expectHardened((await fetch(`${server.origin}/api/health`)).headers);
    expectHardened((await fetch(`${server.origin}/api/session`)).headers);
    // A console route (index.html when the SPA is built; the 404 envelope here) gets the same policy.
    expectHardened((await fetch(`${server.origin}/home`)).headers);
  });

  it("allow the configured map tile server on the console's documents, and no other outside host", async () => {
    const document = () => fetch(`${server.origin}/map`, { headers: { accept: 'text/html' } });
    expect((await document()).headers.get('content-security-policy')).not.toMatch(/tiles\.example\.com/);
    await sql`insert into site_config (key, value) values ('map_tile_url', ${JSON.stringify('https://tiles.example.com/{z}/{x}/{y}.png')}::jsonb)
      on conflict (key) do update set value = excluded.value`.execute(server.app.database.db);
    const csp = (await document()).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/img-src [^;]*https:\/\/tiles\.example\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/tiles\.example\.com/);
    expect(csp).not.toMatch(/https: /);
    // A provider names its one host: AMap's roadmap instead of the custom server.
    await sql`insert into site_config (key, value) values ('map_tile_provider', '"amap-road"'::jsonb)
      on conflict (key) do update set value = excluded.value`.execute(server.app.database.db);
    const amap = (await document()).headers.get('content-security-policy') ?? '';
    expect(amap).toMatch(/img-src [^;]*https:\/\/webrd01\.is\.autonavi\.com/);
    expect(amap).not.toMatch(/tiles\.example\.com/);
    await sql`delete from site_config where key = 'map_tile_provider'`.execute(server.app.database.db);
  });

  it('leave the API docs their own policy, so that swagger-ui renders', async () => {
    const login = await loginAs({});
    const sid = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const docs = await fetch(`${server.origin}/api/docs/static/index.html`, { headers: { cookie: sid } });
    expect(docs.status).toBe(200);
    const csp = docs.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).not.toMatch(/upgrade-insecure-requests/);
    expect((await fetch(`${server.origin}/api/docs/static/index.html`)).status).toBe(401);
  });
});

describe('Secure session cookie (COOKIE_SECURE=auto)', () => {
  it('is Secure when a trusted proxy says the request came over https', async () => {
    const res = await loginAs({ 'x-forwarded-proto': 'https' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
  });

  it('is not Secure on plain http', async () => {
    const res = await loginAs({});
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
  });

  it('accepts only auto, always or never', () => {
    expect(loadConfig({ COOKIE_SECURE: 'always' }, { dataDir: server.dataDir, sessionSecret: 'x'.repeat(32) }).cookieSecure).toBe('always');
    expect(loadConfig({}, { dataDir: server.dataDir, sessionSecret: 'x'.repeat(32) }).cookieSecure).toBe('auto');
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' }, { dataDir: server.dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' }, { dataDir: server.dataDir })).toThrow(/COOKIE_SECURE/);
  });
});
