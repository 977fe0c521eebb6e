import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { io } from 'socket.io-client';
import { ApiClient, DEMO } from '../helpers/api-client';

/**
 * Request forgery: a page of another site, or an image in an article, making the victim's browser
 * send a change with the victim's cookie. Nothing changes on a GET, and no change is taken from a
 * request a browser marks as coming from another site (Origin, Sec-Fetch-Site).
 */
let server: TestServer;
/** A server without TRUST_PROXY: no proxy's word is taken. */
let direct: TestServer;
let farmer: ApiClient;
const db = () => server.app.database.db;
const ATTACKER = 'https://attacker.example';

beforeAll(async () => {
  // Own server: start-time configuration (TRUST_PROXY unset for the direct server).
  server = await startTestServer();
  direct = await startTestServer({ TRUST_PROXY: undefined });
  farmer = new ApiClient(server.origin);
  await farmer.login(...DEMO.farmer);
});
afterAll(async () => {
  await Promise.all([server?.close(), direct?.close()]);
});

const lastLogId = async () => Number((await db().selectFrom('op_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
const panOf = async () => (await farmer.get<{ pan: number; moving: string | null }>('/camera/status/SIM000001')).body.data!;

/** What a browser sends for a page's POST: the cookie goes along (SameSite=Lax allows it same-site), plus the headers given. */
function browserPost(path: string, body: unknown, headers: Record<string, string>, lang = 'en-US') {
  return fetch(new URL(`/api${path}`, server.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang, cookie: `sid=${farmer.cookie('sid')}`, 'x-forwarded-for': farmer.ip, ...headers },
    body: JSON.stringify(body),
  });
}

/** A POST with its own Host header (fetch will not send one), as it arrives from a proxy. */
function postWithHost(host: string, origin: string): Promise<number> {
  const body = JSON.stringify(STOP);
  return new Promise((resolve, reject) => {
    const req = request(new URL('/api/camera/control', server.origin), {
      method: 'POST',
      headers: { host, origin, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: `sid=${farmer.cookie('sid')}`, 'x-forwarded-for': farmer.ip },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const MOVE_RIGHT = { action: 'start', deviceSerial: 'SIM000001', channelNo: 1, direction: 'right', speed: 2 };
const STOP = { action: 'stop', deviceSerial: 'SIM000001', channelNo: 1 };

describe('camera control', () => {
  it('moves nothing on GET /camera/control, the address an article image loads', async () => {
    const before = await panOf();
    const res = await farmer.get('/camera/control', MOVE_RIGHT);
    expect(res.status).toBe(404);
    expect(await panOf()).toEqual(before);
  });

  it('moves on POST /camera/control with the spec parameters, and the operation log says who moved it', async () => {
    const since = await lastLogId();
    const before = await panOf();
    const start = await farmer.post<{ ptz: { pan: number }; direction: string }>('/camera/control', MOVE_RIGHT);
    expect(start.status, start.body.message).toBe(200);
    expect(start.body.data!.direction).toBe('right');
    const stop = await farmer.post<{ ptz: { pan: number } }>('/camera/control', STOP);
    expect(stop.body.data!.ptz.pan).toBeGreaterThan(before.pan);
    const rows = async () =>
      (await db().selectFrom('op_log').select(['user_name', 'method', 'action', 'resource', 'name']).where('id', '>', since).orderBy('id').execute());
    await vi.waitFor(async () => expect(await rows()).toHaveLength(2), { timeout: 5000 });
    expect(await rows()).toEqual([
      { user_name: 'farmer', method: 'POST', action: 'move', resource: 'camera', name: 'SIM000001 right' },
      { user_name: 'farmer', method: 'POST', action: 'stop', resource: 'camera', name: 'SIM000001' },
    ]);
  });
});

describe('cross-site requests', () => {
  it("refuses another site's POST (Origin) with 403 in the caller's language, before the camera moves", async () => {
    const before = await panOf();
    const en = await browserPost('/camera/control', MOVE_RIGHT, { origin: ATTACKER });
    expect(en.status).toBe(403);
    expect(((await en.json()) as { message: string }).message).toBe('Refused: this request came from another website');
    const zh = await browserPost('/camera/control', MOVE_RIGHT, { origin: ATTACKER }, 'zh-CN');
    expect(((await zh.json()) as { message: string }).message).toBe('已拒绝：该请求来自其他网站');
    expect(await panOf()).toEqual(before);
  });

  it('goes by Sec-Fetch-Site where the browser sends it: cross-site and same-site refused, same-origin taken', async () => {
    const before = await panOf();
    for (const site of ['cross-site', 'same-site']) {
      expect((await browserPost('/camera/control', MOVE_RIGHT, { 'sec-fetch-site': site, origin: server.origin })).status, site).toBe(403);
    }
    expect((await browserPost('/camera/control', MOVE_RIGHT, { origin: 'null' })).status).toBe(403);
    expect(await panOf()).toEqual(before);
    expect((await browserPost('/camera/control', STOP, { 'sec-fetch-site': 'same-origin', origin: server.origin })).status).toBe(200);
  });

  it("takes the console's own pages (Origin of this host) and clients without a browser's headers (devices, curl)", async () => {
    expect((await browserPost('/camera/control', STOP, { origin: server.origin })).status).toBe(200);
    expect((await browserPost('/camera/control', STOP, {})).status).toBe(200);
    // Behind a proxy that passes the Host on (docs/operations.md), the browser's origin is the proxy's host.
    expect(await postWithHost('console.example.com', 'https://console.example.com')).toBe(200);
    expect(await postWithHost('console.example.com', 'https://console.example.com.attacker.example')).toBe(403);
    // nginx's $host drops the port; the Origin keeps it.
    expect(await postWithHost('console.example.com', 'http://console.example.com:8080')).toBe(200);
    expect(await postWithHost('console.example.com:8443', 'https://console.example.com:9443')).toBe(403);
  });

  it('believes X-Forwarded-Host only from a TRUST_PROXY proxy', async () => {
    // A browser cannot add the header to another site's request without a CORS preflight this server never allows; a client that can is not a browser.
    const client = new ApiClient(direct.origin);
    await client.login(...DEMO.farmer);
    const res = await fetch(new URL('/api/camera/control', direct.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `sid=${client.cookie('sid')}`, origin: ATTACKER, 'x-forwarded-host': 'attacker.example' },
      body: JSON.stringify(STOP),
    });
    expect(res.status).toBe(403);
  });

  it('refuses a login from another site (a forged sign-in into the attacker account)', async () => {
    const res = await fetch(new URL('/api/login', server.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ATTACKER, 'x-forwarded-for': '10.250.0.1' },
      body: JSON.stringify({ username: DEMO.farmer[0], password: DEMO.farmer[1] }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('a socket opened by a page of another site', () => {
  /** A socket with the farmer's cookie and the Origin its page would give it. */
  function socketFrom(origin: string) {
    const socket = io(server.origin, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: `sid=${farmer.cookie('sid') ?? ''}`, origin },
      reconnection: false,
    });
    const outcome = new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(error.message));
    });
    return outcome.finally(() => socket.close());
  }

  it("is refused before its cookie is read, while the console's own page connects", async () => {
    expect(await socketFrom(ATTACKER)).toBe('cross_site_refused');
    expect(await socketFrom(server.origin)).toBe('connected');
  });
});
