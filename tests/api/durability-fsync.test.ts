import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../server/db/database';
import { fsyncStats } from '../../server/db/durable-nodefs';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';

/**
 * A commit must reach the disk, not only the kernel's page cache, or a power cut loses what a
 * PUBACK acknowledged. PGlite defaults to fsync off and its filesystem layer drops fsync calls.
 */
let database: Database;
const dataDir = mkdtempSync(path.join(tmpdir(), 'smartmon-fsync-'));

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) return;
  database = await openDatabase({ dataDir });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded database durability', () => {
  it('runs with fsync on and flushes to the disk (fdatasync(2)) at every commit', async () => {
    const settings = await sql<{ name: string; setting: string }>`select name, setting from pg_settings
      where name in ('fsync', 'synchronous_commit', 'wal_sync_method') order by name`.execute(database.db);
    expect(settings.rows).toEqual([
      { name: 'fsync', setting: 'on' },
      { name: 'synchronous_commit', setting: 'on' },
      { name: 'wal_sync_method', setting: 'fsync' },
    ]);
    await sql`create table probe (id int)`.execute(database.db);
    const before = fsyncStats.calls;
    for (let i = 0; i < 5; i++) await sql`insert into probe values (${i})`.execute(database.db);
    expect(fsyncStats.calls - before).toBeGreaterThanOrEqual(5);
  });

  it('refuses a second open of the same data directory while the first is open', async () => {
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
  }, 30_000);
});
