import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { PUBLIC_ROUTES, routeKey } from '../../server/auth/public-routes';
import type { CatalogueEntry } from '../../server/auth/session-plugin';

/**
 * Walks every registered route, as written and with the path percent-encoded in the ways a
 * router decodes, with no session and with the farmer's: access must be decided on the matched
 * route, never on the URL's text.
 */
let server: TestServer;
let farmer: ApiClient;
const db = () => server.app.database.db;

/**
 * Tables whose rows a refused request may add to (who asked, and the log of what was refused), and
 * the scheduler's leases, which the instance renews every few seconds on PostgreSQL whatever is asked.
 */
const LOG_TABLES = new Set(['sessions', 'login_log', 'login_throttle', 'op_log', 'schema_migrations', 'leases']);

const PARAM_VALUES: Record<string, string> = { id: '1', userId: '4', deviceId: '1', key: 'cam-1', file: 'index.m3u8' };

function concrete(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => PARAM_VALUES[name] ?? '1').replace(/\*$/, 'index.html');
}

/** The same path spelled four ways the router treats alike. */
function spellings(path: string): string[] {
  const rest = path.slice('/api'.length);
  const encodeFirstLetter = rest.replace(/\/([A-Za-z])/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`);
  return [path, `/%61pi${rest}`, `/%61%70%69${rest}`, `/api${encodeFirstLetter}`];
}

async function send(method: string, rawPath: string, cookie?: string, extra: Record<string, string> = {}) {
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const res = await fetch(`${server.origin}${rawPath}`, {
    method,
    headers: {
      'accept-language': 'en-US',
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie: `sid=${cookie}` } : {}),
      ...extra,
    },
    body: hasBody ? '{}' : undefined,
  });
  await res.arrayBuffer();
  return res.status;
}

/** A digest of every row of every table but the logs, to prove that refused calls wrote nothing. */
async function contentDigest(): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db());
  const parts: string[] = [];
  for (const { table_name: table } of tables.rows) {
    if (LOG_TABLES.has(table)) continue;
    const row = await sql<{ digest: string | null }>`
      select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(table)} t`.execute(db());
    parts.push(`${table}:${row.rows[0].digest}`);
  }
  return parts.join('\n');
}

let routes: CatalogueEntry[];
/** A walk sends a request per route and spelling (thousands): on a loaded 2-core machine it can outlast the project's 30 s. */
const WALK_TIMEOUT_MS = 180_000;

beforeAll(async () => {
  // Own server: digests the whole database before and after walking every route.
  server = await startTestServer();
  farmer = new ApiClient(server.origin);
  await farmer.login(...DEMO.farmer);
  routes = server.app.routeCatalogue.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api'));
});
afterAll(async () => {
  await server?.close();
});

describe('the session check decides on the matched route', () => {
  it('knows the routes of every module and of the API docs', () => {
    const keys = routes.map((r) => routeKey(r.method, r.url));
    expect(keys).toEqual(expect.arrayContaining(['POST /api/users/resetPassword', 'GET /api/docs/json', 'GET /api/ingest/stats', 'POST /api/lock']));
    expect(routes.length).toBeGreaterThan(100);
  });

  it('answers 401 to every non-public route without a session, however the path is spelled', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const path of spellings(concrete(route.url))) {
        const status = await send(route.method, path);
        const isPublic = PUBLIC_ROUTES.has(routeKey(route.method, route.url));
        if (isPublic ? status === 401 || status >= 500 : status !== 401) wrong.push(`${route.method} ${path} -> ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, WALK_TIMEOUT_MS);

  it("answers 403 to every route whose access code the farmer lacks, however spelled, and writes nothing", async () => {
    const held = new Set(farmer.cookie('sid') ? (await farmer.get<{ access_keys: string }>('/session')).body.data!.access_keys.split(',') : []);
    const guarded = routes.filter((r) => r.access.length > 0 && !r.access.some((code) => held.has(code)));
    expect(guarded.map((r) => routeKey(r.method, r.url))).toEqual(
      expect.arrayContaining(['POST /api/users/resetPassword', 'POST /api/users', 'POST /api/userauth/deletePermission', 'PUT /api/site-config']),
    );
    const before = await contentDigest();
    const wrong: string[] = [];
    for (const route of guarded) {
      for (const path of spellings(concrete(route.url))) {
        const status = await send(route.method, path, farmer.cookie('sid'));
        if (status !== 403) wrong.push(`${route.method} ${path} -> ${status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await contentDigest()).toBe(before);
  }, WALK_TIMEOUT_MS);

  it("refuses every changing route sent by another site's page, with the admin's session, and writes nothing", async () => {
    const admin = new ApiClient(server.origin);
    await admin.login(...DEMO.admin);
    const changing = routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    expect(changing.length).toBeGreaterThan(100);
    const before = await contentDigest();
    const wrong: string[] = [];
    for (const route of changing) {
      for (const forged of [{ origin: 'https://attacker.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
        const status = await send(route.method, concrete(route.url), admin.cookie('sid'), forged);
        if (status !== 403) wrong.push(`${route.method} ${route.url} ${JSON.stringify(forged)} -> ${status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await contentDigest()).toBe(before);
  }, WALK_TIMEOUT_MS);

  it("refuses the farmer's reset of another account's password through /%61pi (the reported attack)", async () => {
    const victim = await db().selectFrom('users').select(['id', 'pwd_hash']).where('user_name', '=', 'fishscreen').executeTakeFirstOrThrow();
    const res = await fetch(`${server.origin}/%61pi/users/resetPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `sid=${farmer.cookie('sid')}`, 'accept-language': 'en-US' },
      body: JSON.stringify({ userId: victim.id, pwd: 'pwned123' }),
    });
    expect(res.status).toBe(403);
    const after = await db().selectFrom('users').select('pwd_hash').where('id', '=', victim.id).executeTakeFirstOrThrow();
    expect(after.pwd_hash).toBe(victim.pwd_hash);
    const attacker = new ApiClient(server.origin);
    expect((await attacker.post('/login', { username: 'fishscreen', password: 'pwned123' })).status).toBe(401);
  });

  it('answers an unknown encoded API path with the 404 envelope, not the console', async () => {
    const res = await fetch(`${server.origin}/%61pi/no/such/thing`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('A0404');
  });
});
