/**
 * A server for the report benches: the app on a random port with a fresh data directory and the
 * demo data, simulator off, on PGlite or the given PostgreSQL database. Made here rather than with
 * tests/helpers/test-server.ts, whose data directory comes from vitest's per-run template and so
 * works only inside vitest.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

export interface BenchServer {
  app: FastifyInstance;
  origin: string;
  close(): Promise<void>;
}

export async function startBenchServer(databaseUrl?: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'smartmon-bench-'));
  const config = loadConfig(
    { LOG_LEVEL: 'silent', SIM: '0', MQTT_PORT: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    { dataDir, port: 0, host: '127.0.0.1', serveSpa: false },
  );
  const app = await buildApp({ config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
