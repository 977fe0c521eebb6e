import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { TEMPLATE_ENV } from './data-dir-template';

/**
 * Vitest global setup of the api and e2e projects: migrates and seeds one data directory that
 * every test server copies (data-dir-template.ts). Off under test:pg, whose servers share one
 * PostgreSQL database rather than a data directory.
 */
export default async function setup(): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) return () => undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'smartmon-template-'));
  const config = loadConfig({ LOG_LEVEL: 'warn', SIM: '0', MQTT_PORT: '0' }, { dataDir, port: 0, host: '127.0.0.1', serveSpa: false });
  const app = await buildApp({ config });
  await app.ready();
  await app.close();
  // Test workers start after global setup and inherit the environment.
  process.env[TEMPLATE_ENV] = dataDir;
  return () => {
    delete process.env[TEMPLATE_ENV];
    rmSync(dataDir, { recursive: true, force: true });
  };
}
