import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { freshDataDir, removeDataDir } from '../../helpers/data-dir-template';

export interface E2eServer {
  app: FastifyInstance;
  /** http://127.0.0.1:<port>: the built console and its API on one origin. */
  origin: string;
  close(): Promise<void>;
}

/**
 * The real server serving the built console (dist/, made by `npm run build`, which
 * `npm run test:e2e` runs first; or SPA_DIR, a build elsewhere) on a random port, with a fresh data
 * directory and the demo data; `env` adds or overrides settings (PAY_PROVIDER for the recharge centre).
 */
export async function startE2eServer(env: Record<string, string> = {}): Promise<E2eServer> {
  const spaDir = path.resolve(process.env.SPA_DIR ?? 'dist');
  if (!existsSync(path.join(spaDir, 'index.html'))) throw new Error(`${spaDir} has no build: run \`npm run build\` first`);
  const dataDir = freshDataDir('smartmon-e2e-');
  // TRUST_PROXY as tests/helpers/test-server.ts: the API clients some files use name their own addresses.
  const config = loadConfig({ LOG_LEVEL: 'warn', SIM: '0', MQTT_PORT: '0', TRUST_PROXY: 'loopback', ...env }, { dataDir, port: 0, host: '127.0.0.1', serveSpa: true });
  const app = await buildApp({ config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      removeDataDir(dataDir);
    },
  };
}
