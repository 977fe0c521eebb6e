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
 * A real server on a random port with a fresh data directory and the demo data. With
 * TEST_DATABASE_URL set (npm run test:pg) it uses that PostgreSQL database instead of PGlite,
 * wiping its public schema first so every file starts clean.
 */
export async function startTestServer(env: Record<string, string> = {}, options: { captureLog?: boolean } = {}): Promise<TestServer> {
  const dataDir = freshDataDir('smartmon-test-');
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) await resetPostgres(databaseUrl);
  const config = loadConfig(
    { LOG_LEVEL: 'warn', SIM: '0', MQTT_PORT: '0', ...env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
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
