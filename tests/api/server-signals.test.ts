import { afterAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freshDataDir, removeDataDir } from '../helpers/data-dir-template';
import { freePort, killIfRunning, spawnServer, waitReady, type ServerProcess } from './server-process';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';

/**
 * Ctrl-C under `npm start` reaches the server more than once: the terminal signals the whole
 * process group (npm, scripts/start.mjs, the server) and each wrapper forwards it too. The server
 * must shut down once, to the end, however many signals arrive meanwhile, and leave no lock.
 */
const dataDir = freshDataDir('smartmon-signals-');
let server: ServerProcess | undefined;

afterAll(async () => {
  await killIfRunning(server);
  removeDataDir(dataDir);
});

describe('server process signals', () => {
  it('shuts down cleanly on SIGINT sent three times during its shutdown, and releases the data directory lock', async () => {
    // Own server: its own process, stopped by signals.
    server = spawnServer({ DATA_DIR: dataDir, PORT: await freePort(), MQTT_PORT: await freePort() });
    await waitReady(server, STARTUP_TIMEOUT_MS);
    const lock = path.join(dataDir, 'pglite.lock');
    expect(existsSync(lock)).toBe(true);
    // Apart, as a wrapper's forwarded copy arrives after the terminal's: signals sent together are merged into one.
    for (let i = 0; i < 3; i++) {
      server.child.kill('SIGINT');
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(await server.exited).toBe(0);
    expect(existsSync(lock)).toBe(false);
  }, STARTUP_TIMEOUT_MS + 30_000);
});
