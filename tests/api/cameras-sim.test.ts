import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';

const FFMPEG = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';
const hasFfmpeg = existsSync(FFMPEG);
if (!hasFfmpeg) console.warn(`cameras-sim: skipped, ${FFMPEG} is missing (apt-get install ffmpeg; .ci/run installs it)`);

/** Starting a server (migrations, demo data) can take long on a busy 2-core machine. */
const SERVER_HOOK_MS = 180_000;
let server: TestServer;
let dataDir: string;
const admin = () => clients.admin;
const clients = {} as Record<'admin' | 'agent' | 'farmer', ApiClient>;

/** Fetches a path with the client's session cookie (the playlist and segments are not JSON). */
async function raw(client: ApiClient, url: string) {
  const cookie = client.cookie('sid');
  return fetch(new URL(url, server.origin), { headers: { cookie: `sid=${cookie}`, 'x-forwarded-for': client.ip } });
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs: number, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** ffmpeg processes still running in this test's data folder (streams run in their own folder). */
function ffmpegsOf(dir: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  const folderOf = (pid: string) => {
    try {
      return readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      return '';
    }
  };
  return out.split('\n').filter((line) => line.includes('ffmpeg') && (line.includes(dir) || folderOf(line.trim().split(' ')[0]).startsWith(dir)));
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'smartmon-video-'));
  process.env.DATA_DIR = dataDir;
  // A short idle time, so the reaper can be seen at work.
  process.env.VIDEO_IDLE_SECONDS = '4';
  // Own server: start-time configuration (VIDEO_IDLE_SECONDS).
  server = await startTestServer();
  // The server keeps its files in its own data directory (app.config), so watch that one.
  rmSync(dataDir, { recursive: true, force: true });
  dataDir = server.dataDir;
  for (const who of ['admin', 'agent', 'farmer'] as const) {
    clients[who] = new ApiClient(server.origin);
    const [user, password] = DEMO[who];
    await clients[who].login(user, password);
  }
}, SERVER_HOOK_MS);

afterAll(async () => {
  await server?.close();
  if (dataDir) {
    expect(ffmpegsOf(dataDir)).toEqual([]);
    rmSync(dataDir, { recursive: true, force: true });
  }
  delete process.env.DATA_DIR;
}, SERVER_HOOK_MS);

type CameraRow = { deviceSerial: string; device_id: string | null; streamKey: string; provider: string };

describe('camera list', () => {
  it('is tenant-scoped: a customer sees the cameras of its bound devices, an agent its companies', async () => {
    const serials = async (client: ApiClient) => {
      const res = await client.post<{ rows: CameraRow[]; total: number }>('/camera/deviceList', {});
      expect(res.status).toBe(200);
      return res.body.data!.rows.map((r) => r.deviceSerial).sort();
    };
    expect(await serials(admin())).toHaveLength(10);
    expect(await serials(clients.farmer)).toEqual(['SIM000001', 'SIM000002', 'SIM000003', 'SIM000004']);
    expect(await serials(clients.agent)).toEqual(['SIM000001', 'SIM000002', 'SIM000003', 'SIM000004', 'SIM000005', 'SIM000006', 'SIM000007', 'SIM000008']);
  });

  it('lists another user’s cameras only for a caller who may see that user', async () => {
    const res = await clients.farmer.post('/camera/deviceList', { userId: 1 });
    expect(res.status).toBe(403);
    const agentSeesFarmer = await clients.agent.post<{ rows: CameraRow[] }>('/camera/deviceList', { userId: 3 });
    expect(agentSeesFarmer.body.data!.rows).toHaveLength(4);
  });

  it('names another user of the same company only for the platform admin or an administrator of that user', async () => {
    const db = server.app.database.db;
    const duty = (await db.selectFrom('users').select('id').where('user_name', '=', 'fishscreen').executeTakeFirstOrThrow()).id;
    // The farmer shares the fish base with its duty operator, who is bound to more ponds than it.
    const asFarmer = await clients.farmer.post<{ rows: CameraRow[] }>('/camera/deviceList', { userId: duty });
    expect(asFarmer.status).toBe(403);
    expect(asFarmer.body.data).toBeUndefined();
    const byDevice = await clients.farmer.post('/camera/deviceList', { userId: duty, device_id: 'AW00005' });
    expect(byDevice.status).toBe(403);
    const asAdmin = await admin().post<{ rows: CameraRow[] }>('/camera/deviceList', { userId: duty });
    expect(asAdmin.body.data!.rows.map((r) => r.deviceSerial)).toContain('SIM000005');
    const asAgent = await clients.agent.post<{ rows: CameraRow[] }>('/camera/deviceList', { userId: duty });
    expect(asAgent.body.data!.rows.map((r) => r.deviceSerial)).toContain('SIM000005');
  });
});

describe.skipIf(!hasFfmpeg)('sim live video', () => {
  it('answers a live address, and the playlist appears with segments within a few seconds', async () => {
    const res = await clients.farmer.get<{ url: string; protocol: string; streamKey: string; expireTime: number }>('/camera/live/address', {
      source: 'SIM000001',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ url: '/api/camera/hls/SIM000001/index.m3u8', protocol: 'hls', streamKey: 'SIM000001' });
    expect(res.body.data!.expireTime).toBeGreaterThan(Date.now());
    const playlist = await until('two segments', async () => {
      const r = await raw(clients.farmer, res.body.data!.url);
      const text = r.status === 200 ? await r.text() : '';
      return (text.match(/^seg_\d+\.ts$/gm)?.length ?? 0) >= 2 ? { text, type: r.headers.get('content-type') } : false;
    }, 8000, 250);
    expect(playlist.type).toBe('application/vnd.apple.mpegurl');
    expect(playlist.text).toMatch(/#EXT-X-TARGETDURATION:1/);
    const segment = playlist.text.match(/^seg_\d+\.ts$/m)![0];
    const seg = await raw(clients.farmer, `/api/camera/hls/SIM000001/${segment}`);
    expect(seg.status).toBe(200);
    expect(seg.headers.get('content-type')).toBe('video/mp2t');
    const bytes = new Uint8Array(await seg.arrayBuffer());
    expect(bytes[0]).toBe(0x47); // MPEG-TS sync byte
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('keeps other companies’ cameras out of reach (404) and the stream behind the session (401)', async () => {
    const other = await clients.farmer.get('/camera/live/address', { source: 'SIM000007' });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Camera not found. Please refresh and try again.');
    expect((await raw(clients.farmer, '/api/camera/hls/SIM000007/index.m3u8')).status).toBe(404);
    expect((await clients.farmer.get('/camera/status/SIM000006')).status).toBe(404);
    expect((await clients.farmer.post('/camera/control', { action: 'start', deviceSerial: 'SIM000009', direction: 'left' })).status).toBe(404);
    const anonymous = await fetch(new URL('/api/camera/hls/SIM000001/index.m3u8', server.origin));
    expect(anonymous.status).toBe(401);
    expect((await raw(clients.farmer, '/api/camera/hls/SIM000001/..%2Fsecret')).status).toBe(400);
  });

  it('moves the view: a PTZ start turns the reported pan its way until stopped, and the picture line follows', async () => {
    const before = await clients.farmer.get<{ pan: number; tilt: number; running: boolean }>('/camera/status/SIM000001');
    expect(before.body.data).toMatchObject({ running: true });
    const start = await clients.farmer.post<{ ptz: { pan: number } }>('/camera/control', {
      action: 'start', deviceSerial: 'SIM000001', channelNo: 1, direction: 'right', speed: 2,
    });
    expect(start.status).toBe(200);
    // No bound on how soon (a loaded machine is slow to ask): that it turns, and which way, is the behaviour.
    const moved = await until('pan to change', async () => {
      const s = await clients.farmer.get<{ pan: number; moving: string | null }>('/camera/status/SIM000001');
      return s.body.data!.pan > before.body.data!.pan + 5 ? s.body.data! : false;
    }, 30_000);
    expect(moved.moving).toBe('right');
    const stop = await clients.farmer.post<{ ptz: { pan: number } }>('/camera/control', { action: 'stop', deviceSerial: 'SIM000001', channelNo: 1 });
    const stopped = await clients.farmer.get<{ pan: number; moving: string | null }>('/camera/status/SIM000001');
    expect(stopped.body.data).toMatchObject({ moving: null, pan: stop.body.data!.ptz.pan });
    // The EZVIZ direction codes work too: 0 = up.
    const up = await clients.farmer.post<{ ptz: { tilt: number } }>('/camera/control', { action: 'start', deviceSerial: 'SIM000001', direction: '0' });
    expect(up.body.data!.ptz.tilt).toBeGreaterThan(before.body.data!.tilt);
    await clients.farmer.post('/camera/control', { action: 'stop', deviceSerial: 'SIM000001' });
    // The line ffmpeg burns into the picture is re-read every frame from this file.
    const line = readFileSync(path.join(dataDir, 'hls', 'SIM000001', 'ptz.txt'), 'utf8');
    expect(line).toMatch(/^PAN \+\d+\.\d {2}TILT [+-]\d+\.\d {2}ZOOM \d\.\dx$/);
    const bad = await clients.farmer.post('/camera/control', { action: 'start', deviceSerial: 'SIM000001', direction: 'sideways' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/direction/);
  });

  it('stores a snapshot that the image list shows, serves its JPEG, publishes and deletes it', async () => {
    const shot = await admin().post<{ id: number; img_name: string; url: string; device_id: string; published: number }>('/camera/capture', {
      deviceSerial: 'SIM000001', channelNo: 1, type: 'manual',
    });
    expect(shot.status).toBe(200);
    expect(shot.body.data).toMatchObject({ device_id: 'AW00001', published: 0 });
    const { img_name: name, url } = shot.body.data!;
    const jpeg = await raw(admin(), url);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await jpeg.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);

    const listed = await admin().get<{ rows: Array<{ img_name: string }>; total: number }>('/ftpfile/ftpimage', { deviceSerial: 'SIM000001', page: 1, pageSize: 10 });
    expect(listed.body.data!.rows.map((r) => r.img_name)).toContain(name);
    const byDevice = await admin().get<{ rows: Array<{ img_name: string }> }>('/ftpfile/ftpDeviceImage', { device_id: 'AW00001' });
    expect(byDevice.body.data!.rows.map((r) => r.img_name)).toContain(name);
    const farmerSees = await clients.farmer.get<{ total: number }>('/ftpfile/ftpimage', {});
    expect(farmerSees.body.data!.total).toBe(1);
    const future = await admin().get<{ total: number }>('/ftpfile/ftpimage', { startTime: '2099-01-01 00:00' });
    expect(future.body.data!.total).toBe(0);
    expect((await admin().get('/ftpfile/ftpimage', { startTime: 'yesterday-ish' })).status).toBe(400);
    expect((await admin().get('/ftpfile/ftpimage', { startTime: '2999-01-01 00:00' })).status).toBe(400);

    const published = await admin().post<{ published: number }>('/imageToPub/publish', { img_name: name });
    expect(published.body.data!.published).toBe(1);
    expect((await clients.farmer.post('/imageToPub/delete', { img_name: name })).status).toBe(403);
    const deleted = await admin().post('/imageToPub/delete', { img_name: name });
    expect(deleted.status).toBe(200);
    expect(existsSync(path.join(dataDir, 'snapshots', name))).toBe(false);
    const after = await admin().get<{ rows: Array<{ img_name: string }> }>('/ftpfile/ftpimage', { deviceSerial: 'SIM000001' });
    expect(after.body.data!.rows.map((r) => r.img_name)).not.toContain(name);
    expect((await admin().post('/imageToPub/delete', { img_name: name })).status).toBe(404);
    expect((await raw(admin(), url)).status).toBe(404);
  });
});

describe.skipIf(!hasFfmpeg)('on-demand streams', () => {
  it('stops a stream nobody fetches, and starts it again when a player asks for its playlist', async () => {
    await clients.agent.get('/camera/live/address', { source: 'SIM000008' });
    expect((await clients.agent.get<{ running: boolean }>('/camera/status/SIM000008')).body.data!.running).toBe(true);
    await until('the idle stream to stop', async () => !(await clients.agent.get<{ running: boolean }>('/camera/status/SIM000008')).body.data!.running, 15_000, 500);
    expect(ffmpegsOf(path.join(dataDir, 'hls', 'SIM000008'))).toEqual([]);
    const again = await raw(clients.agent, '/api/camera/hls/SIM000008/index.m3u8');
    expect(again.status).toBe(200);
    expect((await clients.agent.get<{ running: boolean }>('/camera/status/SIM000008')).body.data!.running).toBe(true);
  }, 30_000);
});

describe('binding cameras to devices', () => {
  it('registers a new serial in the device’s company and lists it for the device', async () => {
    const res = await admin().post<CameraRow & { name: string }>('/devices/updateCamera', {
      device_id: 'AW00005', deviceSerial: 'SIM000099', channelNo: 1, name: '5号塘摄像头',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ deviceSerial: 'SIM000099', device_id: 'AW00005', name: '5号塘摄像头', provider: 'sim' });
    const forDevice = await admin().post<{ rows: CameraRow[] }>('/camera/deviceList', { device_id: 'AW00005' });
    expect(forDevice.body.data!.rows.map((r) => r.deviceSerial)).toEqual(['SIM000099']);
    const moved = await admin().post<CameraRow>('/devices/updateCamera', { device_id: 'AW00006', deviceSerial: 'SIM000099' });
    expect(moved.body.data!.device_id).toBe('AW00006');
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const before = (await admin().post<{ total: number }>('/camera/deviceList', {})).body.data!.total;
    const empty = await admin().post('/devices/updateCamera', { device_id: ' ', deviceSerial: 'SIM000100' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Device code cannot be empty');
    const noDevice = await admin().post('/devices/updateCamera', { device_id: 'NOPE0001', deviceSerial: 'SIM000100' });
    expect(noDevice.status).toBe(404);
    const farmer = await clients.farmer.post('/devices/updateCamera', { device_id: 'AW00001', deviceSerial: 'SIM000100' });
    expect(farmer.status).toBe(403);
    expect((await admin().post<{ total: number }>('/camera/deviceList', {})).body.data!.total).toBe(before);
  });

  it('answers a local token for sim cameras', async () => {
    const res = await clients.farmer.get<{ accessToken: string; provider: string; expireTime: number }>('/ysCamera/token/get', { userId: 3 });
    expect(res.status).toBe(200);
    expect(res.body.data!.provider).toBe(hasFfmpeg ? 'sim' : undefined);
    expect(res.body.data!.accessToken).toMatch(/^sim\./);
  });
});
