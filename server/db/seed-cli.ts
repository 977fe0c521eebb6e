// npm run seed [-- --reset]: loads the demo data into an empty database; --reset rebuilds it.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from './database';
import { lockDataDir } from './data-dir-lock';
import { migrate } from './migrate';
import { seedDemo, seedIfEmpty } from './seed';
// Modules register their own seed steps (cameras, sites...) when imported.
import '../modules';

async function main() {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  if (reset && !config.databaseUrl) {
    // Never delete the database of a running server: take its lock first (it fails while one runs).
    const dir = path.join(config.dataDir, 'pglite');
    const lock = await lockDataDir(dir, path.join(config.dataDir, 'pglite.lock'), 0);
    rmSync(dir, { recursive: true, force: true });
    lock.release();
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (reset && config.databaseUrl) await sql`drop schema public cascade; create schema public`.execute(database.db);
    await migrate(database);
    if (reset) {
      await seedDemo(database.db);
      console.log('Demo data rebuilt.');
    } else {
      console.log((await seedIfEmpty(database.db)) ? 'Demo data loaded.' : 'The database already has data; use --reset to rebuild it.');
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
