import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { freshDataDir, removeDataDir } from './data-dir-template';

export interface TestServer {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  origin: string;
  dataDir: string;
  /** The embedded MQTT broker's port (null when MQTT_URL points at an external broker). */
  mqttPort: number | null;
  /** The log lines written so far, parsed; only with `captureLog` (otherwise they go to stdout). */
  logLines(): LogLine[];
  close(): Promise<void>;
}

/** A line of the server's (pino) log. */
export interface LogLine {
  level: number;
  msg?: string;
  [field: string]: unknown;
}

/**
 * What every test server gets unless the test says otherwise. TRUST_PROXY: the test clients
 * (ApiClient) each name their own address in X-Forwarded-For, as nginx on the same host would, so
 * one file's per-address limits do not spill into another's.
 */
const TEST_ENV: Record<string, string> = { LOG_LEVEL: 'warn', SIM: '0', MQTT_PORT: '0', MODBUS_DTU_PORT: '0', TRUST_PROXY: 'loopback' };

/**
 * A real server on a random port with a fresh data directory and the demo data. With
 * TEST_DATABASE_URL set (npm run test:pg) it uses that PostgreSQL database instead of PGlite,
 * wiping its public schema first so every file starts clean. A variable given as undefined is left
 * out altogether, so a test can start the server as an unset variable would.
 */
export async function startTestServer(env: Record<string, string | undefined> = {}, options: { captureLog?: boolean } = {}): Promise<TestServer> {
  const dataDir = freshDataDir('smartmon-test-');
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) await resetPostgres(databaseUrl);
  const merged = { ...TEST_ENV, ...env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const config = loadConfig(
    Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    { dataDir, port: 0, host: '127.0.0.1', serveSpa: false },
  );
  const lines: string[] = [];
  const logStream = options.captureLog ? { write: (line: string) => void lines.push(line) } : undefined;
  const app = await buildApp({ config, logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    mqttPort: app.mqttPort,
    logLines: () => lines.map((line) => JSON.parse(line) as LogLine),
    close: async () => {
      await app.close();
      removeDataDir(dataDir);
    },
  };
}

/** Empties a PostgreSQL database: its public schema dropped and made again. */
export async function resetPostgres(url: string): Promise<void> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade; create schema public;');
  } finally {
    await client.end();
  }
}
