import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';

let server: TestServer;
beforeAll(async () => {
  // Own server: locks the demo accounts every file logs in with.
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the lock screen is a state of the session', () => {
  it('answers 423 to everything but unlock, lock and logout while locked, and 200 again after unlock', async () => {
    const admin = new ApiClient(server.origin);
    await admin.login(...DEMO.admin);
    expect((await admin.get('/users/findUsers')).status).toBe(200);
    expect((await admin.post('/lock')).status).toBe(200);

    const locked = await admin.get('/users/findUsers');
    expect(locked.status).toBe(423);
    expect(locked.body).toMatchObject({ success: false, code: 'A0423', message: 'The screen is locked. Enter your password to unlock it.' });
    const zh = await fetch(`${server.origin}/api/session`, { headers: { cookie: `sid=${admin.cookie('sid')}`, 'accept-language': 'zh-CN' } });
    expect(zh.status).toBe(423);
    expect(((await zh.json()) as { message: string }).message).toBe('屏幕已锁定，请输入密码解锁');
    // Encoded paths are the same route, so they are locked too.
    const encoded = await fetch(`${server.origin}/%61pi/users/findUsers`, { headers: { cookie: `sid=${admin.cookie('sid')}` } });
    expect(encoded.status).toBe(423);
    expect((await admin.post('/lock')).status).toBe(200);

    expect((await admin.post('/unlock', { password: 'wrong' })).status).toBe(400);
    expect((await admin.get('/users/findUsers')).status).toBe(423);
    expect((await admin.post('/unlock', { password: 'admin123' })).status).toBe(200);
    expect((await admin.get('/users/findUsers')).status).toBe(200);
  });

  it('locks only the session that asked, and lets a locked session log out', async () => {
    const desk = new ApiClient(server.origin);
    const phone = new ApiClient(server.origin);
    await desk.login(...DEMO.agent);
    await phone.login(...DEMO.agent);
    await desk.post('/lock');
    expect((await phone.get('/session')).status).toBe(200);
    expect((await desk.post('/logout')).status).toBe(200);
    expect((await desk.get('/session')).status).toBe(401);
  });

  it('needs a session to lock', async () => {
    expect((await new ApiClient(server.origin).post('/lock')).status).toBe(401);
  });
});
