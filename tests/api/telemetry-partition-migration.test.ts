import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { listPartitions } from '../../server/telemetry/partition-sql';
import { maintainPartitions } from '../../server/telemetry/partition-maintenance';
import { DAY_MS, WEEK_MS } from '../../server/telemetry/partition-grid';
import { resetPostgres } from '../helpers/test-server';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';

/** Migration 0270 on a database holding readings written before it, on PGlite or (test:pg) PostgreSQL. */
const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../server/db/migrations');
const PARTITIONING = '0270_telemetry_partitions';
/** A PGlite opened and migrated from nothing, unlike the test servers' copied template. */
const MIGRATING_TIMEOUT_MS = 2 * STARTUP_TIMEOUT_MS;

const opened: Array<{ database: Database; dataDir: string }> = [];
afterAll(async () => {
  for (const { database, dataDir } of opened) {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

async function emptyDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await resetPostgres(url);
  // Not a copy of the test template: that one is migrated already.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'smartmon-migration-'));
  const database = await openDatabase({ databaseUrl: url, dataDir });
  opened.push({ database, dataDir });
  return database;
}

/** Applies the migrations before 0270, recorded as migrate() records them. */
async function migrateBefore(database: Database, version: string): Promise<void> {
  await database.execScript('create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())');
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort()) {
    const name = file.replace(/\.sql$/, '');
    if (name >= version) break;
    await database.execScript(`${readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')}\n;insert into schema_migrations (version) values ('${name}')`);
  }
}

const digest = async (database: Database) =>
  (await sql<{ n: number; d: string }>`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as d from telemetry t`.execute(database.db)).rows[0];

describe('migration 0270: telemetry partitioned by time', () => {
  it('keeps every reading written before it in one partition spanning their weeks, under the same primary key', async () => {
    const database = await emptyDatabase();
    await migrateBefore(database, PARTITIONING);
    // Readings over three weeks, one of them manual and marked, plus one far back.
    const newest = Date.UTC(2026, 10, 18, 13, 30);
    await sql`insert into telemetry (device_id, param_key, ts, value, invalid, manual, marked_by, marked_at)
      select 'OLD' || d, 'do', g, d + 0.5, d = 2, d = 3, case when d = 3 then 1 end, case when d = 3 then now() end
      from generate_series(1, 3) as d,
           generate_series(${new Date(newest - 20 * DAY_MS).toISOString()}::timestamptz, ${new Date(newest).toISOString()}::timestamptz, interval '1 hour') as g`.execute(database.db);
    await sql`insert into telemetry (device_id, param_key, ts, value) values ('OLD1', 'ph', '2024-02-29 23:59:59Z', 7)`.execute(database.db);
    const before = await digest(database);
    expect(before.n).toBe(3 * 481 + 1);

    expect(await migrate(database)).toContain(PARTITIONING);
    expect(await digest(database)).toEqual(before);
    const { ranges, hasDefault } = await listPartitions(database.db);
    expect(hasDefault).toBe(true);
    // From the Monday of the oldest reading's week to the Monday after the newest's.
    expect(ranges).toEqual([{ name: 'telemetry_legacy', from: Date.UTC(2024, 1, 26), to: Date.UTC(2026, 10, 23) }]);
    const key = await sql<{ def: string }>`select pg_get_constraintdef(oid) as def from pg_constraint
      where conrelid = 'telemetry'::regclass and contype = 'p' and conname = 'telemetry_pkey'`.execute(database.db);
    expect(key.rows).toEqual([{ def: 'PRIMARY KEY (device_id, param_key, ts)' }]);
    // The old table's key is now a partition of the parent's, so it still refuses repeats.
    const repeat = await sql`insert into telemetry (device_id, param_key, ts, value) values ('OLD1', 'ph', '2024-02-29 23:59:59Z', 8)
      on conflict (device_id, param_key, ts) do nothing returning ts`.execute(database.db);
    expect(repeat.rows).toEqual([]);

    // Maintenance makes the weeks after it, never one overlapping it.
    const now = Date.UTC(2026, 10, 27, 4);
    const report = await maintainPartitions(database.db, { widthMs: WEEK_MS, retentionMs: null, behindMs: 30 * DAY_MS, aheadMs: 14 * DAY_MS }, now);
    expect(report.created).toEqual(['telemetry_p20261123', 'telemetry_p20261130', 'telemetry_p20261207']);
    // Retention drops it once its newest week is past the limit, and not before.
    const kept = await maintainPartitions(database.db, { widthMs: WEEK_MS, retentionMs: 5 * DAY_MS, behindMs: 0, aheadMs: 0 }, now);
    expect(kept.dropped).toEqual([]);
    const dropped = await maintainPartitions(database.db, { widthMs: WEEK_MS, retentionMs: 2 * DAY_MS, behindMs: 0, aheadMs: 0 }, Date.UTC(2026, 10, 25));
    expect(dropped.dropped).toEqual(['telemetry_legacy']);
    expect((await digest(database)).n).toBe(0);
  }, MIGRATING_TIMEOUT_MS);
});
