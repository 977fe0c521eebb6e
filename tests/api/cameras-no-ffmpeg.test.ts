import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';

/** Starting a server (migrations, demo data) can take long on a busy 2-core machine. */
const SERVER_HOOK_MS = 180_000;
let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'smartmon-video-'));
  process.env.DATA_DIR = dataDir;
  process.env.FFMPEG_PATH = path.join(dataDir, 'no-such-ffmpeg');
  // Own server: start-time configuration (FFMPEG_PATH pointing nowhere).
  server = await startTestServer();
}, SERVER_HOOK_MS);

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
  delete process.env.DATA_DIR;
  delete process.env.FFMPEG_PATH;
}, SERVER_HOOK_MS);

describe('without ffmpeg', () => {
  it('answers the spec’s "not enabled/configured" in both languages and the rest runs', async () => {
    const en = new ApiClient(server.origin, 'en-US');
    await en.login(...DEMO.farmer);
    const live = await en.get('/camera/live/address', { source: 'SIM000001' });
    expect(live.status).toBe(503);
    expect(live.body).toMatchObject({ success: false, message: 'Video monitoring is not enabled/configured' });
    const zh = new ApiClient(server.origin, 'zh-CN');
    await zh.login(...DEMO.farmer);
    expect((await zh.get('/camera/live/address', { source: 'SIM000001' })).body.message).toBe('视频监控未开通/未配置');
    expect((await en.post('/camera/capture', { deviceSerial: 'SIM000001' })).status).toBe(503);
    expect((await en.post('/camera/control', { action: 'start', deviceSerial: 'SIM000001', direction: 'up' })).status).toBe(503);
    expect((await en.get('/ysCamera/token/get')).body.message).toBe('Video monitoring is not enabled/configured');

    // The camera list and the rest of the product still work.
    const list = await en.post<{ total: number }>('/camera/deviceList', {});
    expect(list.body.data!.total).toBe(4);
    expect((await en.get('/health')).status).toBe(200);
    const admin = new ApiClient(server.origin);
    await admin.login(...DEMO.admin);
    const detect = await admin.post('/detect', { deviceSerial: 'SIM000001' });
    expect(detect.status).toBe(503);
    expect(detect.body.message).toBe('Video monitoring is not enabled/configured');
  });
});
