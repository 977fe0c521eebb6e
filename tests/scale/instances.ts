import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runDir } from './services';

/** The PostgreSQL database of the run (scripts/test-scale.mjs starts it); the tests need one. */
export function scaleDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('tests/scale need PostgreSQL: run them with `npm run test:scale`');
  return url;
}

/** Empties the database so the file's first instance migrates and seeds it afresh. */
export async function resetDatabase(url: string): Promise<void> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade; create schema public;');
  } finally {
    await client.end();
  }
}

export interface Instance {
  name: string;
  app: FastifyInstance;
  origin: string;
  close(): Promise<void>;
}

/**
 * One API instance in this process, on a random port with its own data directory, sharing the
 * database, broker and Redis named in `env`. Instances of one file start one after another: the
 * first migrates and seeds, the next find it done.
 */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  // Only the session secret and exports live here: the data is in PostgreSQL.
  const dataDir = mkdtempSync(path.join(runDir(), `smartmon-scale-${name}-`));
  const config = loadConfig(
    // TRUST_PROXY: nginx runs on this host in front of the instances (docs/operations.md).
    { LOG_LEVEL: 'warn', SIM: '0', MQTT_PORT: '0', MQTT_CLIENT_ID: `smartmon-${name}`, SESSION_SECRET: 'scale-test-secret-shared', TRUST_PROXY: 'loopback', ...env },
    { dataDir, port: 0, host: '127.0.0.1', serveSpa: false },
  );
  const app = await buildApp({ config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    name,
    app,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
