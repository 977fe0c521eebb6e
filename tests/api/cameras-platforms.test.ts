import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { startEzvizStub, startImouStub, TINY_JPEG, type CloudStub } from '../fixtures/camera-clouds';

/** Starting a server (migrations, demo data) can take long on a busy 2-core machine. */
const SERVER_HOOK_MS = 180_000;
let server: TestServer;
let ezviz: CloudStub;
let imou: CloudStub;
let dataDir: string;
let client: ApiClient;
const ENV_KEYS = ['DATA_DIR', 'EZVIZ_APP_KEY', 'EZVIZ_APP_SECRET', 'EZVIZ_BASE_URL', 'IMOU_APP_ID', 'IMOU_APP_SECRET', 'IMOU_BASE_URL'];

beforeAll(async () => {
  ezviz = await startEzvizStub({ appKey: 'ezkey', appSecret: 'ezsecret', devices: { E10000001: [1] } });
  imou = await startImouStub({ appId: 'lcapp', appSecret: 'lcsecret', devices: { '7F0000001': ['0'] } });
  dataDir = mkdtempSync(path.join(tmpdir(), 'smartmon-video-'));
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    EZVIZ_APP_KEY: 'ezkey',
    EZVIZ_APP_SECRET: 'ezsecret',
    EZVIZ_BASE_URL: ezviz.baseUrl,
    IMOU_APP_ID: 'lcapp',
    IMOU_APP_SECRET: 'lcsecret',
    IMOU_BASE_URL: imou.baseUrl,
  });
  // Own server: start-time configuration (DATA_DIR, the EZVIZ and Imou keys and their doubles' addresses).
  server = await startTestServer();
  client = new ApiClient(server.origin);
  await client.login(...DEMO.admin);
  // Register one camera on each platform, bound to pond devices of the aquaculture base.
  const a = await client.post('/devices/updateCamera', { device_id: 'AW00007', deviceSerial: 'E10000001', channelNo: 1, provider: 'ezviz', name: 'EZVIZ pond 7' });
  const b = await client.post('/devices/updateCamera', { device_id: 'AW00008', deviceSerial: '7F0000001', channelNo: 0, provider: 'imou', name: 'Imou pond 8' });
  expect([a.status, b.status]).toEqual([200, 200]);
}, SERVER_HOOK_MS);

afterAll(async () => {
  await server?.close();
  await ezviz?.close();
  await imou?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  for (const key of ENV_KEYS) delete process.env[key];
}, SERVER_HOOK_MS);

describe('EZVIZ cameras through the API', () => {
  it('hands out the platform token and one for the caller’s own key pair', async () => {
    const token = await client.get<{ accessToken: string; provider: string }>('/ysCamera/token/get', { userId: 1 });
    expect(token.body.data).toMatchObject({ provider: 'ezviz' });
    expect(token.body.data!.accessToken).toMatch(/^at\./);
    const own = await client.get<{ accessToken: string }>('/ysCamera/accesstoken/get', { appKey: 'ezkey', appSecret: 'ezsecret' });
    expect(own.body.data!.accessToken).toMatch(/^at\./);
    const wrong = await client.get('/ysCamera/accesstoken/get', { appKey: 'ezkey', appSecret: 'nope' });
    expect(wrong.status).toBe(502);
    expect(wrong.body.message).toMatch(/^Camera platform error: 10030/);
  });

  it('gets an FLV or HLS live address, moves and captures', async () => {
    const flv = await client.get<{ url: string; protocol: string; provider: string }>('/camera/live/address', { source: 'E10000001', protocol: 'flv' });
    expect(flv.body.data).toMatchObject({ protocol: 'flv', provider: 'ezviz' });
    expect(flv.body.data!.url).toMatch(new RegExp(`^${ezviz.baseUrl}/.*\\.flv$`));
    const move = await client.post<{ ptz: null }>('/camera/control', { action: 'start', deviceSerial: 'E10000001', channelNo: 1, direction: 'left', speed: 0 });
    expect(move.body.data).toMatchObject({ ptz: null, direction: 'left' });
    await client.post('/camera/control', { action: 'stop', deviceSerial: 'E10000001', channelNo: 1, direction: 'left' });
    expect(ezviz.calls.filter((c) => c.path.includes('/ptz/')).map((c) => [c.path, c.params.direction])).toEqual([
      ['/api/lapp/device/ptz/start', '2'],
      ['/api/lapp/device/ptz/stop', '2'],
    ]);
    const shot = await client.post<{ img_name: string; url: string; device_id: string; size_bytes: number }>('/camera/capture', { deviceSerial: 'E10000001', channelNo: 1 });
    expect(shot.status).toBe(200);
    expect(shot.body.data).toMatchObject({ device_id: 'AW00007', size_bytes: TINY_JPEG.length });
    const images = await client.get<{ rows: Array<{ img_name: string }> }>('/ftpfile/ftpDeviceImage', { device_id: 'AW00007' });
    expect(images.body.data!.rows.map((r) => r.img_name)).toEqual([shot.body.data!.img_name]);
  });
});

describe('Imou cameras through the API', () => {
  it('gives a kit token, a live address (binding the stream) and moves with operation codes', async () => {
    const kit = await client.post<{ kitToken: string }>('/imou/getKitToken', { deviceId: '7F0000001', channelId: '0' });
    expect(kit.body.data!.kitToken).toMatch(/^Kt_/);
    const address = await client.post<{ url: string; provider: string }>('/imou/address', { user_id: 1, deviceId: '7F0000001', channelId: '0' });
    expect(address.body.data).toMatchObject({ provider: 'imou' });
    expect(address.body.data!.url).toMatch(/\/7F0000001\/0\/1\/live\.m3u8$/);
    const move = await client.post('/imou/controlMovePTZ', { deviceId: '7F0000001', channelId: '0', operation: '3', duration: 500 });
    expect(move.status).toBe(200);
    expect(imou.calls.find((c) => c.path === 'controlMovePTZ')?.params).toMatchObject({ operation: '3', duration: 500 });
    const bad = await client.post('/imou/controlMovePTZ', { deviceId: '7F0000001', channelId: '0', operation: '11' });
    expect(bad.status).toBe(400);
  });

  it('stores a snapshot once the platform has it (the first download is a 404)', async () => {
    const shot = await client.post<{ device_id: string; deviceSerial: string; channelNo: number }>('/camera/capture', { deviceSerial: '7F0000001', channelNo: 0 });
    expect(shot.status).toBe(200);
    expect(shot.body.data).toMatchObject({ device_id: 'AW00008', deviceSerial: '7F0000001', channelNo: 0 });
  });

  it('passes an unknown device on as the platform’s refusal', async () => {
    await client.post('/devices/updateCamera', { device_id: 'AW00008', deviceSerial: '7F0000099', channelNo: 0, provider: 'imou' });
    const res = await client.post('/imou/address', { deviceId: '7F0000099', channelId: 0 });
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/DV1002/);
  });
});
