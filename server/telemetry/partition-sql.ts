import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/types';
import { GRID_ORIGIN_MS, partitionName, uncovered, type TimeRange } from './partition-grid';

/** The partition catching readings no time range covers (migration 0270). */
export const DEFAULT_PARTITION = 'telemetry_default';
/** Held for the transaction by whoever changes the partitions, so two instances never race on one range. */
const PARTITION_DDL_LOCK = 25_0270;
/**
 * How long a partition change waits for a lock before giving up until the next run. Attaching
 * locks the default partition, dropping locks the parent: while such a request waits, every
 * query arriving after it queues behind it, so a long report must not stall ingest for long.
 */
const LOCK_TIMEOUT = '5s';

export interface PartitionInfo extends TimeRange {
  name: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The time partitions of telemetry with their bounds (±Infinity for MINVALUE / MAXVALUE), oldest
 * first, and whether the default partition exists. Bounds are cut from pg_get_expr's text and cast
 * back in the same session, so its time zone and date style cannot skew them.
 */
export async function listPartitions(db: Kysely<DB> | Transaction<DB>): Promise<{ ranges: PartitionInfo[]; hasDefault: boolean }> {
  const result = await sql<{ name: string; bound: string; from_ms: number | null; to_ms: number | null }>`
    select c.relname as name, b.bound,
           extract(epoch from (regexp_match(b.bound, 'FROM [(]''([^'']+)''[)]'))[1]::timestamptz) * 1000 as from_ms,
           extract(epoch from (regexp_match(b.bound, 'TO [(]''([^'']+)''[)]'))[1]::timestamptz) * 1000 as to_ms
    from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    cross join lateral (select pg_get_expr(c.relpartbound, c.oid) as bound) as b
    where i.inhparent = 'telemetry'::regclass`.execute(db);
  const ranges = result.rows
    .filter((r) => r.bound !== 'DEFAULT')
    .map((r) => ({ name: r.name, from: r.from_ms === null ? -Infinity : Number(r.from_ms), to: r.to_ms === null ? Infinity : Number(r.to_ms) }))
    .sort((a, b) => a.from - b.from);
  return { ranges, hasDefault: result.rows.some((r) => r.bound === 'DEFAULT') };
}

async function lockForPartitionDdl(trx: Transaction<DB>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${PARTITION_DDL_LOCK})`.execute(trx);
  await sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`).execute(trx);
}

/**
 * Makes a partition for every part of `period` no partition covers, each in its own short
 * transaction. Rows of that range already caught by the default partition move into the new
 * partition in the same transaction: the default must hold none of a range when a partition for
 * it is attached. The partition is made as a plain table and attached (the parent is locked
 * SHARE UPDATE EXCLUSIVE only, so reads and ingest go on; CREATE TABLE ... PARTITION OF would lock
 * it exclusively). Answers the partitions made and the rows moved.
 */
export async function createPartitionsFor(db: Kysely<DB>, period: TimeRange): Promise<{ created: string[]; moved: number }> {
  const created: string[] = [];
  let moved = 0;
  const { ranges } = await listPartitions(db);
  for (const gap of uncovered(period, ranges)) {
    await db.transaction().execute(async (trx) => {
      await lockForPartitionDdl(trx);
      // Another instance may have made it while this one waited for the lock.
      const now = await listPartitions(trx);
      for (const part of uncovered(gap, now.ranges)) {
        const name = partitionName(part.from);
        const table = sql.table(name);
        const bounds = sql.raw(`from ('${iso(part.from)}') to ('${iso(part.to)}')`);
        await sql`create table ${table} (like telemetry including defaults)`.execute(trx);
        if (now.hasDefault) {
          // Writes to the default wait until the commit, so none can land in this range before the attach checks it.
          await sql`lock table ${sql.table(DEFAULT_PARTITION)} in exclusive mode`.execute(trx);
          const result = await sql`with m as (
              delete from ${sql.table(DEFAULT_PARTITION)} where ts >= ${iso(part.from)}::timestamptz and ts < ${iso(part.to)}::timestamptz returning *
            ) insert into ${table} select * from m`.execute(trx);
          moved += Number(result.numAffectedRows ?? 0);
        }
        await sql`alter table telemetry attach partition ${table} for values ${bounds}`.execute(trx);
        created.push(name);
      }
    });
  }
  return { created, moved };
}

/** Start of each period of `widthMs` some reading in the default partition falls in, oldest first. */
export async function periodsInDefault(db: Kysely<DB>, widthMs: number): Promise<number[]> {
  const { hasDefault } = await listPartitions(db);
  if (!hasDefault) return [];
  const result = await sql<{ slot: number }>`
    select distinct floor((extract(epoch from ts) * 1000 - ${GRID_ORIGIN_MS}) / ${widthMs}) as slot
    from ${sql.table(DEFAULT_PARTITION)} order by 1`.execute(db);
  return result.rows.map((r) => GRID_ORIGIN_MS + Number(r.slot) * widthMs);
}

/**
 * Raw retention: drops every partition wholly older than `cutoff` and deletes the default
 * partition's rows older than it. The rollups are other tables and stay. Each drop is its own
 * transaction (it locks the parent exclusively, briefly). Answers the partitions dropped and the
 * default's rows deleted.
 */
export async function dropRawBefore(db: Kysely<DB>, cutoff: number): Promise<{ dropped: string[]; deleted: number }> {
  const dropped: string[] = [];
  const { ranges, hasDefault } = await listPartitions(db);
  for (const part of ranges.filter((r) => r.to <= cutoff)) {
    await db.transaction().execute(async (trx) => {
      await lockForPartitionDdl(trx);
      await sql`drop table if exists ${sql.table(part.name)}`.execute(trx);
    });
    dropped.push(part.name);
  }
  let deleted = 0;
  if (hasDefault) {
    const result = await sql`delete from ${sql.table(DEFAULT_PARTITION)} where ts < ${iso(cutoff)}::timestamptz`.execute(db);
    deleted = Number(result.numAffectedRows ?? 0);
  }
  return { dropped, deleted };
}
