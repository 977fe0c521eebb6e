import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type RawBuilder } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { hourlyBucketsQuery, rawBucketsQuery } from '../../server/modules/datahis/repository';
import { batchStatement } from '../../server/ingest/write-sql';
import { TelemetryBatch } from '../../server/ingest/telemetry-batch';
import { listPartitions } from '../../server/telemetry/partition-sql';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';

/**
 * The plans of the statements that must stay cheap as telemetry grows, on whichever database the
 * run uses (PGlite, or PostgreSQL under npm run test:pg): EXPLAIN of the very statements the server
 * sends, with their parameters bound as the server binds them.
 */
const DAY_MS = 86_400_000;
const DEVICES = 20;
const KEYS = ['do', 'ph'];
const HISTORY_DAYS = 21;
const now = Math.floor(Date.now() / 60_000) * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

let server: TestServer;
const db = () => server.app.database.db;

async function plan(statement: RawBuilder<unknown>): Promise<string> {
  const result = await sql<{ 'QUERY PLAN': string }>`explain ${statement}`.execute(db());
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}

/** The telemetry partitions a plan reads. */
const partitionsIn = (text: string) => [...new Set(text.match(/\btelemetry_(?:p\d{8}|default|legacy)\b/g) ?? [])].sort();

beforeAll(async () => {
  // Own server: reads the query plans of the whole telemetry tables, which other files' readings would change.
  server = await startTestServer();
  // Three weeks of 10-minute readings from 20 devices, and two months of hourly rollups: enough
  // rows that reading one device's day through an index is the planner's own choice.
  const from = now - HISTORY_DAYS * DAY_MS;
  await server.app.telemetryPartitions.ensure({ from, to: now });
  await sql`insert into telemetry (device_id, param_key, ts, value)
    select 'PLAN' || lpad(d::text, 2, '0'), k, g, random() * 10
    from generate_series(1, ${DEVICES}) as d, unnest(${KEYS}::text[]) as k,
         generate_series(${iso(from)}::timestamptz, ${iso(now)}::timestamptz, interval '10 minutes') as g`.execute(db());
  await sql`insert into telemetry_hourly (device_id, param_key, bucket, min, max, sum, count, last_value, last_ts)
    select 'PLAN' || lpad(d::text, 2, '0'), k, g, 1, 2, 90, 60, 1.5, g + interval '59 minutes'
    from generate_series(1, ${DEVICES}) as d, unnest(${KEYS}::text[]) as k,
         generate_series(${iso(now - 60 * DAY_MS)}::timestamptz, ${iso(now)}::timestamptz, interval '1 hour') as g`.execute(db());
  await sql`analyze telemetry`.execute(db());
  await sql`analyze telemetry_hourly`.execute(db());
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
});

describe('query plans over partitioned telemetry', () => {
  it("reads one device's raw day from the partitions of that range only, through their primary key", async () => {
    const from = now - 9 * DAY_MS - 3_600_000;
    const to = from + DAY_MS;
    const text = await plan(rawBucketsQuery('PLAN03', KEYS, from, to, 60_000));
    const { ranges } = await listPartitions(db());
    const overlapping = ranges.filter((r) => r.from < to && r.to > from).map((r) => r.name);
    expect(overlapping.length).toBeGreaterThan(0);
    // Pruned while planning: the other weeks and the default partition do not appear at all.
    expect(partitionsIn(text)).toEqual(overlapping.sort());
    expect(ranges.length).toBeGreaterThan(overlapping.length + 2);
    for (const name of overlapping) expect(text).toMatch(new RegExp(`Index (Only )?Scan using ${name}_pkey on ${name}|Bitmap Index Scan on ${name}_pkey`));
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).not.toMatch(/Subplans Removed/);
  });

  it('reads a range in one week from that week alone', async () => {
    const { ranges } = await listPartitions(db());
    const week = ranges.find((r) => r.from <= now - 2 * DAY_MS && now - 2 * DAY_MS < r.to)!;
    const text = await plan(rawBucketsQuery('PLAN07', ['do'], week.from + 3_600_000, week.from + 7_200_000, 1));
    expect(partitionsIn(text)).toEqual([week.name]);
    expect(text).toMatch(new RegExp(`${week.name}_pkey`));
  });

  it("reads one device's hourly rollup of a month through its primary key", async () => {
    const text = await plan(hourlyBucketsQuery('PLAN05', KEYS, now - 30 * DAY_MS, now, 3_600_000));
    expect(text).toMatch(/Index (Only )?Scan using telemetry_hourly_pkey on telemetry_hourly|Bitmap Index Scan on telemetry_hourly_pkey/);
    expect(text).not.toMatch(/Seq Scan/);
  });

  it('inserts an ingest batch with the primary key as conflict arbiter, reading no partition, and folds the rollups through their keys', async () => {
    const batch = new TelemetryBatch();
    batch.add('PLAN01', now, 'Asia/Shanghai', [
      { key: 'do', value: 6, invalid: false },
      { key: 'ph', value: 7, invalid: false },
    ]);
    const text = await plan(batchStatement(batch));
    expect(text).toMatch(/Insert on telemetry\b/);
    expect(text).toMatch(/Conflict Resolution: NOTHING\s+Conflict Arbiter Indexes: telemetry_pkey\b/);
    for (const rollup of ['telemetry_hourly', 'telemetry_daily', 'telemetry_latest']) {
      expect(text).toMatch(new RegExp(`Insert on ${rollup} t(_\\d+)?\\b[\\s\\S]*?Conflict Resolution: UPDATE\\s+Conflict Arbiter Indexes: ${rollup}_pkey`));
    }
    // Routing a row to its partition is not a read: no partition is scanned to insert.
    expect(partitionsIn(text)).toEqual([]);
    expect(text).not.toMatch(/Seq Scan on telemetry_(hourly|daily|latest)\b/);
  });
});
