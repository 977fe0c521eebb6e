import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { SEED_USERS } from './db/seed-data';
import { videoStartupLine } from './modules/video';
import { DataDirLockedError } from './db/data-dir-lock';
import { takeHeldPort } from './start-handoff';

/** How long a shutdown may take before the process exits anyway (the data directory's lock is removed then too). */
const SHUTDOWN_LIMIT_MS = 10_000;

/** Starts the console: API + SPA on PORT, and shuts down cleanly on SIGINT/SIGTERM. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const app = await buildApp({ config });
  let closing = false;
  // Shut down once, to the end, however many signals come: Ctrl-C under `npm start` signals npm,
  // scripts/start.mjs and this process together, and each wrapper forwards its copy too. A repeat
  // is logged and ignored (a `once` listener would leave it the default action: killed mid-close,
  // the lock left behind); the bound below is what ends a shutdown that hangs (docs/decisions.md).
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, `already shutting down (at most ${SHUTDOWN_LIMIT_MS / 1000} s)`);
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Under scripts/start.mjs (an IPC channel): if the wrapper dies, even by kill -9, stop cleanly
  // instead of running on as an orphan that holds the ports and the data directory.
  if (process.send) process.once('disconnect', () => void shutdown('parent exited'));
  // Ready first (every plugin loaded: seconds of a first start), so the held port is let go only to be taken at once.
  await app.ready();
  await takeHeldPort();
  await app.listen({ port: config.port, host: config.host });
  const accounts = SEED_USERS.map((u) => `${u.user_name} / ${u.password}`).join(', ');
  console.log(`\nsmartmon console: http://localhost:${config.port}  (API docs: /api/docs)`);
  console.log(`database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`);
  console.log(videoStartupLine());
  console.log(`payments: ${config.payProvider ?? 'not configured (PAY_PROVIDER unset)'}`);
  console.log(`demo accounts: ${accounts}\n`);
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
