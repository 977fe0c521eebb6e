import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** What the real HTTP server below answers, by path: [HTTP status, envelope]. */
const ANSWERS: Record<string, [number, unknown]> = {
  '/api/ok': [200, { success: true, code: '00000', message: 'ok', data: { n: 1 } }],
  '/api/code-only': [200, { success: false, code: '00000', message: 'ok', data: 'by code' }],
  '/api/soft-fail': [200, { success: false, code: 'B1000', message: '业务失败' }],
  '/api/unauth': [401, { success: false, code: 'A0401', message: 'login again' }],
  '/api/forbidden': [403, { success: false, code: 'A0403', message: 'no' }],
  '/api/locked': [423, { success: false, code: 'A0423', message: 'locked' }],
  '/api/broken': [500, { success: false, code: 'B0500', message: 'server error' }],
};

let server: Server;
let client: typeof import('./client');
const seen: { lang?: string; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ lang: req.headers['accept-language'], body });
      const [status, payload] = ANSWERS[req.url!.split('?')[0]] ?? [404, { success: false, code: 'A0404', message: 'nope' }];
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  client = await import('./client');
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

describe('api client', () => {
  it('resolves with data on HTTP 200 with success true or code 00000, and sends the language', async () => {
    await expect(client.api.get('/ok')).resolves.toEqual({ n: 1 });
    await expect(client.api.post('/code-only', { a: 1 })).resolves.toBe('by code');
    expect(seen.at(-1)).toEqual({ lang: 'zh-CN', body: '{"a":1}' });
  });

  it('rejects a 200 whose body says failure, with the server message', async () => {
    await expect(client.api.get('/soft-fail')).rejects.toMatchObject({ name: 'ApiError', status: 200, code: 'B1000', message: '业务失败' });
  });

  it('sends 401 to the login handler always, 403 and 500 to their pages only for main calls', async () => {
    const calls: string[] = [];
    client.setApiHandlers({ unauthorized: () => calls.push('401'), locked: () => calls.push('423'), forbidden: () => calls.push('403'), serverError: () => calls.push('500') });
    await expect(client.api.get('/unauth')).rejects.toMatchObject({ status: 401 });
    await expect(client.api.get('/unauth', { allow401: true })).rejects.toMatchObject({ status: 401 });
    await expect(client.api.get('/forbidden')).rejects.toMatchObject({ status: 403 });
    await expect(client.api.get('/broken')).rejects.toMatchObject({ status: 500 });
    expect(calls).toEqual(['401']);
    await expect(client.api.get('/forbidden', { main: true })).rejects.toMatchObject({ status: 403 });
    await expect(client.api.get('/broken', { main: true })).rejects.toMatchObject({ status: 500 });
    expect(calls).toEqual(['401', '403', '500']);
  });

  it('sends a 423 (session locked on the server) to the lock handler, whatever the call', async () => {
    const calls: string[] = [];
    client.setApiHandlers({ unauthorized: () => calls.push('401'), locked: () => calls.push('423'), forbidden: () => calls.push('403'), serverError: () => calls.push('500') });
    await expect(client.api.get('/locked')).rejects.toMatchObject({ status: 423, code: 'A0423' });
    await expect(client.api.post('/locked', {}, { main: true })).rejects.toMatchObject({ status: 423 });
    expect(calls).toEqual(['423', '423']);
  });

  it('sends nothing but lock, unlock and logout while this browser shows the lock screen', async () => {
    vi.stubGlobal('document', { cookie: 'locking=1' });
    try {
      const before = seen.length;
      await expect(client.api.get('/ok')).rejects.toMatchObject({ status: 423, code: 'A0423' });
      expect(seen.length).toBe(before);
      await expect(client.api.post('/unlock', { password: 'x' })).rejects.toMatchObject({ status: 404 });
      expect(seen.length).toBe(before + 1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('turns an unreachable server into ApiError status 0', async () => {
    vi.resetModules();
    vi.stubEnv('VITE_API_BASE', 'http://127.0.0.1:1/api');
    const offline = await import('./client');
    await expect(offline.api.get('/ok')).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});
