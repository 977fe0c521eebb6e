import { removeDataDir } from './data-dir-template';
import { startTestServer, type TestServer } from './test-server';

let running: Promise<TestServer> | undefined;

/**
 * The test worker's one server, started by the first file that asks for it and kept for every
 * later file of the worker (the api project runs its files one after another in a worker without
 * isolating them: vitest.config.ts). A file that shares it brings its own company (freshCompany,
 * test-company.ts) and never closes it; the demo data in it belongs to no file, so a sharing file
 * reads and writes only what it made. The worker's end removes the data directory; the process
 * ending closes the rest (docs/testing.md, "API tests").
 */
export function sharedServer(): Promise<TestServer> {
  running ??= startTestServer().then(
    (server) => {
      process.once('exit', () => removeDataDir(server.dataDir));
      return { ...server, close: async () => { throw new Error('the shared server is the worker\'s: a file does not close it'); } };
    },
    (error: unknown) => {
      // A start that failed (Fastify's plugin timeout on a machine loaded past 30) fails the file that
      // asked, not every later file of the worker: the next one starts the server again.
      running = undefined;
      throw error;
    },
  );
  return running;
}
