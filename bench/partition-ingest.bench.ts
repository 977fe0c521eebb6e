/**
 * npx tsx bench/partition-ingest.bench.ts [lite|pg]: ingest's statement and the raw history query
 * on telemetry partitioned by week (migration 0270, a year of weekly partitions made, as a year of
 * ingest without retention leaves them) against the same tables not partitioned (schema `plain`,
 * made with LIKE ... INCLUDING ALL), in one database at the same moment: the sides alternate
 * round by round, so the shared machine's load weighs on both alike. Durable PGlite (every commit
 * fsynced, as the server opens it) and a throwaway PostgreSQL 15 (fsync off). Medians to
 * bench/RESULTS.md, "Telemetry partitions: before and after".
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import type { DB } from '../server/db/types';
import { rawBucketsQuery } from '../server/modules/datahis/repository';
import { TelemetryBatch } from '../server/ingest/telemetry-batch';
import { writeBatch } from '../server/ingest/write-sql';
import { DAY_MS, WEEK_MS } from '../server/telemetry/partition-grid';
import { ensurePartitions } from '../server/telemetry/partition-maintenance';
import { listPartitions } from '../server/telemetry/partition-sql';
import { KEYS } from './ingest-app';
import { startThrowawayPostgres } from './ingest-postgres';
import { writeResultsSection } from './results-file';

const ROUNDS = 5;
const DEVICES = 40;
const BATCHES = 60;
/** Messages per batch: 8 x 40 devices x 8 parameters = 2,560 rows, a busy batch. */
const MESSAGES_PER_BATCH = 8;
const HISTORY_DAYS = 60;
const TZ = 'Asia/Shanghai';
const ROLLUPS = ['telemetry_hourly', 'telemetry_daily', 'telemetry_latest'];
const SIDES = ['plain', 'partitioned'] as const;
type Side = (typeof SIDES)[number];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const iso = (ms: number) => new Date(ms).toISOString();

interface Figures {
  pointsPerS: number;
  batchMs: number;
  dayMs: number;
  dayPlanMs: number;
}

async function switchTo(db: Kysely<DB>, side: Side) {
  await sql.raw(`set search_path to ${side === 'plain' ? 'plain, public' : 'public'}`).execute(db);
}

/** The plain twin of telemetry and its rollups, then a year of weekly partitions and 60 days of one device's minutes on both sides. */
async function prepare(db: Kysely<DB>, now: number) {
  await sql`create schema plain`.execute(db);
  for (const table of ['telemetry', ...ROLLUPS]) await sql.raw(`create table plain.${table} (like public.${table} including all)`).execute(db);
  await ensurePartitions(db, { from: now - 365 * DAY_MS, to: now + 14 * DAY_MS }, WEEK_MS);
  for (const side of SIDES) {
    await switchTo(db, side);
    await sql`insert into telemetry (device_id, param_key, ts, value)
      select 'HIST', k, g, random() * 30 from unnest(${KEYS}::text[]) as k,
        generate_series(${iso(now - HISTORY_DAYS * DAY_MS)}::timestamptz, ${iso(now)}::timestamptz, interval '1 minute') as g`.execute(db);
    await sql`analyze telemetry`.execute(db);
  }
}

async function round(db: Kysely<DB>, side: Side, startMs: number, now: number): Promise<Figures> {
  await switchTo(db, side);
  const times: number[] = [];
  for (let b = 0; b < BATCHES; b++) {
    const batch = new TelemetryBatch();
    for (let m = 0; m < MESSAGES_PER_BATCH; m++) {
      const ts = startMs + (b * MESSAGES_PER_BATCH + m) * 1000;
      for (let d = 0; d < DEVICES; d++) batch.add(`BENCH${d}`, ts, TZ, KEYS.map((key) => ({ key, value: Math.random() * 30, invalid: false })));
    }
    const t = performance.now();
    await writeBatch(db, batch);
    times.push(performance.now() - t);
  }
  const rows = BATCHES * MESSAGES_PER_BATCH * DEVICES * KEYS.length;
  const day = rawBucketsQuery('HIST', KEYS, now - 2 * DAY_MS, now - DAY_MS, 60_000);
  const dayTimes: number[] = [];
  for (let i = 0; i < 9; i++) {
    const t = performance.now();
    await day.execute(db);
    dayTimes.push(performance.now() - t);
  }
  const plans: number[] = [];
  for (let i = 0; i < 5; i++) {
    const r = await sql<{ 'QUERY PLAN': unknown }>`explain (analyze, summary, format json) ${day}`.execute(db);
    const plan = r.rows[0]['QUERY PLAN'];
    plans.push((typeof plan === 'string' ? JSON.parse(plan) : plan)[0]['Planning Time']);
  }
  return {
    pointsPerS: Math.round(rows / (times.reduce((a, b) => a + b, 0) / 1000)),
    batchMs: median(times),
    dayMs: median(dayTimes),
    dayPlanMs: median(plans),
  };
}

async function measure(label: string, db: Kysely<DB>): Promise<string[]> {
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  await prepare(db, now);
  const partitions = (await listPartitions(db)).ranges.length;
  const figures = new Map<Side, Figures[]>(SIDES.map((s) => [s, []]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const side of r % 2 ? [...SIDES].reverse() : SIDES) {
      // Each round writes the next minutes, so nothing is a repeat.
      const f = await round(db, side, now + r * BATCHES * MESSAGES_PER_BATCH * 1000, now);
      figures.get(side)!.push(f);
      console.log(`${label} round ${r + 1} ${side}: ${JSON.stringify(f)}`);
    }
  }
  return SIDES.map((side) => {
    const f = figures.get(side)!;
    const m = (k: keyof Figures) => median(f.map((x) => x[k]));
    return `| ${label} | ${side === 'plain' ? 'one table (before)' : `weekly partitions, ${partitions} of them (after)`} | ${m('pointsPerS')} (${Math.min(...f.map((x) => x.pointsPerS))}–${Math.max(...f.map((x) => x.pointsPerS))}) | ${m('batchMs').toFixed(1)} | ${m('dayMs').toFixed(1)} | ${m('dayPlanMs').toFixed(2)} |`;
  });
}

async function main() {
  const which = process.argv[2];
  const machine = `${execSync('nproc').toString().trim()} cores (${cpus()[0]?.model ?? 'unknown'}), load average at start ${loadavg().map((l) => l.toFixed(1)).join(', ')}`;
  const lines: string[] = [];
  if (which !== 'pg') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'smartmon-partition-bench-'));
    const database = await openDatabase({ dataDir });
    try {
      await migrate(database);
      lines.push(...(await measure('PGlite (fsync on)', database.db)));
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (which !== 'lite') {
    const cluster = await startThrowawayPostgres();
    if (cluster) {
      const setup = await openDatabase({ databaseUrl: cluster.url, dataDir: tmpdir() });
      await migrate(setup);
      await setup.close();
      // One connection, so that search_path holds for every statement of a side.
      const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: cluster.url, max: 1 }) }) });
      try {
        lines.push(...(await measure('PostgreSQL 15 (fsync off)', db)));
      } finally {
        await db.destroy();
        cluster.stop();
      }
    }
  }
  const section = `## Telemetry partitions: before and after (bench/partition-ingest.bench.ts)

${new Date().toISOString().slice(0, 10)}, ${machine} (shared machine). In one database, ingest's own
statement (writeBatch: raw rows and the hourly, daily and latest rollups in one statement, one commit
per batch) writing ${BATCHES} batches of ${MESSAGES_PER_BATCH * DEVICES * KEYS.length} rows (${DEVICES} devices x ${KEYS.length} parameters x ${MESSAGES_PER_BATCH} messages), then
one device's raw day read as GET /datahis/getHisDataByTime reads it (8 parameters of ${HISTORY_DAYS} days of
minutes), against telemetry as one table and as weekly partitions (a year of them made). ${ROUNDS}
rounds, the sides alternating; medians (range over rounds).

| database | telemetry | ingest points/s | ms per batch | raw day query, ms | its planning, ms |
| --- | --- | --- | --- | --- | --- |
${lines.join('\n')}
`;
  console.log(section);
  if (which === undefined) writeResultsSection('## Telemetry partitions: before and after (bench/partition-ingest.bench.ts)', section);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
