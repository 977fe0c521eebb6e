import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';

const FFMPEG = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';
const hasFfmpeg = existsSync(FFMPEG);
if (!hasFfmpeg) console.warn(`cameras-activity: skipped, ${FFMPEG} is missing (apt-get install ffmpeg; .ci/run installs it)`);

/** Starting a server (migrations, demo data) can take long on a busy 2-core machine. */
const SERVER_HOOK_MS = 180_000;
let server: TestServer;
let dataDir: string;
let admin: ApiClient;
const values = new Map<string, number[]>();

async function until(what: string, ok: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'smartmon-video-'));
  process.env.DATA_DIR = dataDir;
  // Own server: start-time configuration (process.env.DATA_DIR for the video module).
  server = await startTestServer();
  // The server keeps its files in its own data directory (app.config), so watch that one.
  rmSync(dataDir, { recursive: true, force: true });
  dataDir = server.dataDir;
  server.app.bus.on('telemetryIn', (event) => {
    const value = event.values.shrimp_activity;
    if (typeof value === 'number') values.set(event.deviceId, [...(values.get(event.deviceId) ?? []), value]);
  });
  admin = new ApiClient(server.origin);
  await admin.login(...DEMO.admin);
}, SERVER_HOOK_MS);

afterAll(async () => {
  await server?.close();
  if (dataDir) {
    const ps = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
    expect(ps.split('\n').filter((line) => line.includes('ffmpeg') && line.includes(dataDir))).toEqual([]);
    rmSync(dataDir, { recursive: true, force: true });
  }
  delete process.env.DATA_DIR;
}, SERVER_HOOK_MS);

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe.skipIf(!hasFfmpeg)('shrimp activity recognition', () => {
  it('reads more activity in the high-motion pond than in the low-motion one, as telemetry of their devices', async () => {
    // SIM000001 watches pond 1 (AW00001) with darting shrimp (motion 0.85); SIM000002 pond 2 (AW00002) is calm (0.15).
    const high = await admin.post<{ device_id: string; param_key: string }>('/detect', { deviceSerial: 'SIM000001' });
    expect(high.status).toBe(200);
    expect(high.body.data).toMatchObject({ device_id: 'AW00001', param_key: 'shrimp_activity' });
    const low = await admin.post('/detect', { deviceSerial: 'SIM000002' });
    expect(low.status).toBe(200);
    const again = await admin.post<{ startedAt: number }>('/detect', { deviceSerial: 'SIM000001' });
    expect(again.body.data!.startedAt).toBe((high.body.data as unknown as { startedAt: number }).startedAt);

    await until('three values from each camera', () => (values.get('AW00001')?.length ?? 0) >= 3 && (values.get('AW00002')?.length ?? 0) >= 3, 40_000);
    const highValues = values.get('AW00001')!;
    const lowValues = values.get('AW00002')!;
    for (const v of [...highValues, ...lowValues]) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(100);
    }
    expect(mean(highValues)).toBeGreaterThan(mean(lowValues) + 15);

    const status = await admin.get<{ rows: Array<{ deviceSerial: string; latest: number | null; samples: number }> }>('/detect/status');
    expect(status.body.data!.rows.map((r) => r.deviceSerial).sort()).toEqual(['SIM000001', 'SIM000002']);
    for (const row of status.body.data!.rows) expect(row.latest).not.toBeNull();

    // Ingest accepted them: the readings are stored under the devices' parameter.
    await until('stored readings', async () => {
      const stored = await sql<{ n: number }>`select count(*)::int as n from telemetry where device_id = 'AW00001' and param_key = 'shrimp_activity'`.execute(server.app.database.db);
      return stored.rows[0].n >= 1;
    }, 10_000);

    const stop = await admin.post<{ stopped: boolean }>('/video_stop', { deviceSerial: 'SIM000001' });
    expect(stop.body.data!.stopped).toBe(true);
    expect((await admin.post<{ stopped: boolean }>('/video_stop', { deviceSerial: 'SIM000001' })).body.data!.stopped).toBe(false);
    const left = await admin.get<{ rows: Array<{ deviceSerial: string }> }>('/detect/status');
    expect(left.body.data!.rows.map((r) => r.deviceSerial)).toEqual(['SIM000002']);
    await admin.post('/video_stop', { deviceSerial: 'SIM000002' });
  }, 90_000);

  it('needs code 15, a camera, and a device to store into', async () => {
    const farmer = new ApiClient(server.origin);
    await farmer.login(...DEMO.farmer);
    expect((await farmer.post('/detect', { deviceSerial: 'SIM000001' })).status).toBe(403);
    const none = await admin.post('/detect', {});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Name the camera (deviceSerial or id)');
    const gate = await admin.post('/detect', { deviceSerial: 'SIM000006' });
    expect(gate.status).toBe(400);
    expect(gate.body.message).toMatch(/not bound to a monitoring device/);
  });
});
