/**
 * The server side of the ingest benches (bench:ingest, bench:compare): a real app on a fresh data
 * directory, bench devices with 8 wide-range parameters, and the load worker
 * (bench/ingest-load-worker.ts) run in its own thread.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { deriveDeviceSecret, hashDeviceSecret } from '../server/mqtt/device-secrets';

export const KEYS = ['pm25', 'pm10', 'so2', 'no2', 'o3', 'co', 'air_temp', 'air_humidity'];
const ROOT = path.dirname(new URL(import.meta.url).pathname);

export interface BenchDevice {
  id: string;
  secret: string;
  keys: string[];
}

/** `fsync: false` opens PGlite the way it was before commits were made durable, to price fsync. */
export async function startApp(databaseUrl?: string, fsync = true) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'smartmon-bench-'));
  const config = loadConfig(
    { LOG_LEVEL: 'error', SIM: '0', MQTT_PORT: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    { dataDir, port: 0, host: '127.0.0.1', serveSpa: false },
  );
  const database = fsync ? undefined : await openDatabase({ dataDir, fsync: false });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Bench devices with 8 parameters each, wide ranges (no invalid flags) and no alarm limits. */
export async function addDevices(app: FastifyInstance, prefix: string, count: number): Promise<BenchDevice[]> {
  const db = app.database.db;
  const tenant = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow();
  const devices: BenchDevice[] = [];
  for (let i = 1; i <= count; i++) {
    const id = `${prefix}${String(i).padStart(4, '0')}`;
    const secret = deriveDeviceSecret(app.simKey, id);
    await db.insertInto('devices').values({ device_id: id, device_name: id, device_type: 'ES', tenant_id: tenant.id, secret_hash: hashDeviceSecret(secret) }).execute();
    await db
      .insertInto('device_params')
      .values(KEYS.map((key) => ({ device_id: id, param_key: key, name: key, startValue: -1e6, endValue: 1e6, waitTime: 0 })))
      .execute();
    devices.push({ id, secret, keys: KEYS });
  }
  await app.ingest.registry.loadAll();
  return devices;
}

/** Runs the load worker; `onMessage` gets its results, and the worker to answer a gated one (`next`/`stop`). */
export function runWorker(
  data: object,
  onMessage: (message: { type: string; result?: unknown; error?: string }, worker: Worker) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    // A compiled copy beside this file (a bundled run on another machine) is used as it is; otherwise
    // the .ts worker is loaded through tsx's API, as tsx's loader does not follow into workers on Node 20.
    const compiled = path.join(ROOT, 'ingest-load-worker.mjs');
    const source = path.join(ROOT, 'ingest-load-worker.ts');
    const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(import.meta.url)}))`;
    const worker = existsSync(compiled) ? new Worker(compiled, { workerData: data }) : new Worker(boot, { eval: true, workerData: data });
    worker.on('message', (message: { type: string; result?: unknown; error?: string }) => {
      if (message.type === 'error') reject(new Error(message.error));
      else if (message.type === 'done') void worker.terminate().then(() => resolve());
      else onMessage(message, worker);
    });
    worker.on('error', reject);
  });
}

export async function login(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

