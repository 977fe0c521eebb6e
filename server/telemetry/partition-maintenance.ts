import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { DAY_MS, periodsCovering, type TimeRange } from './partition-grid';
import { createPartitionsFor, dropRawBefore, periodsInDefault } from './partition-sql';

export interface PartitionPolicy {
  /** A partition's time span (TELEMETRY_PARTITION_DAYS): a week, or a day. */
  widthMs: number;
  /** Raw rows older than this are dropped (TELEMETRY_RAW_RETENTION_DAYS); null keeps them. */
  retentionMs: number | null;
  /** Partitions are made this far back: the ingest window (INGEST_MAX_PAST_DAYS), capped. */
  behindMs: number;
  /** And this far ahead, so readings keep finding one while no instance holds the lease. */
  aheadMs: number;
}

/**
 * A very wide ingest window would otherwise mean hundreds of empty partitions, each a cost to
 * every plan that cannot prune at planning time; older late readings go to the default
 * partition and get their partition at the next run.
 */
export const MAX_BEHIND_MS = 63 * DAY_MS;
export const AHEAD_MS = 14 * DAY_MS;

export interface MaintenanceReport {
  created: string[];
  /** Rows moved out of the default partition into new ones. */
  moved: number;
  dropped: string[];
  /** Rows of the default partition deleted by retention. */
  deleted: number;
}

/** Makes the partitions every period of `widthMs` overlapping `range` lacks (see createPartitionsFor). */
export async function ensurePartitions(db: Kysely<DB>, range: TimeRange, widthMs: number): Promise<{ created: string[]; moved: number }> {
  const out = { created: [] as string[], moved: 0 };
  for (const period of periodsCovering(range, widthMs)) {
    const { created, moved } = await createPartitionsFor(db, period);
    out.created.push(...created);
    out.moved += moved;
  }
  return out;
}

/**
 * One maintenance run, by the lease holder: retention first (nothing is made only to be
 * dropped), then a partition for each period whose readings wait in the default partition, then
 * the partitions of the window from `behindMs` ago to `aheadMs` ahead.
 */
export async function maintainPartitions(db: Kysely<DB>, policy: PartitionPolicy, now: number): Promise<MaintenanceReport> {
  const report: MaintenanceReport = { created: [], moved: 0, dropped: [], deleted: 0 };
  if (policy.retentionMs !== null) {
    const { dropped, deleted } = await dropRawBefore(db, now - policy.retentionMs);
    report.dropped = dropped;
    report.deleted = deleted;
  }
  const wanted: TimeRange[] = (await periodsInDefault(db, policy.widthMs)).map((from) => ({ from, to: from + 1 }));
  wanted.push({ from: now - policy.behindMs, to: now + policy.aheadMs });
  for (const range of wanted) {
    const { created, moved } = await ensurePartitions(db, range, policy.widthMs);
    report.created.push(...created);
    report.moved += moved;
  }
  return report;
}
