import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { DAY_MS, type TimeRange } from './partition-grid';
import { AHEAD_MS, MAX_BEHIND_MS, ensurePartitions, maintainPartitions, type MaintenanceReport, type PartitionPolicy } from './partition-maintenance';

/** Well inside AHEAD_MS: a holder that misses a few runs still leaves partitions ahead. */
export const MAINTENANCE_EVERY_MS = 3_600_000;
export const PARTITIONS_LEASE = 'telemetry-partitions';

export interface TelemetryPartitions {
  readonly policy: PartitionPolicy;
  /** One maintenance run if this instance holds the lease (null otherwise). */
  maintain(now?: number): Promise<MaintenanceReport | null>;
  /** Partitions for a range about to be written in bulk (the simulator's backfill, benches). */
  ensure(range: TimeRange): Promise<{ created: string[]; moved: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    telemetryPartitions: TelemetryPartitions;
  }
}

/**
 * Provides app.telemetryPartitions and keeps raw telemetry's time partitions under the lease
 * `telemetry-partitions`: at start (before ingest, so the current weeks exist before the first
 * reading) and then hourly, it makes the partitions ahead, gives the default partition's readings
 * partitions of their own and applies the raw retention (docs/operations.md "Telemetry
 * partitions"). A failed run is logged and retried at the next one: the default partition keeps
 * every reading meanwhile. Needs app.database and app.leases.
 */
export const telemetryPartitionsPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const { config } = options;
    const db = app.database.db;
    const policy: PartitionPolicy = {
      widthMs: config.telemetryPartitionDays * DAY_MS,
      retentionMs: config.telemetryRawRetentionDays === null ? null : config.telemetryRawRetentionDays * DAY_MS,
      behindMs: Math.min(config.ingestMaxPastDays * DAY_MS, MAX_BEHIND_MS),
      aheadMs: AHEAD_MS,
    };
    const partitions: TelemetryPartitions = {
      policy,
      maintain: async (now = Date.now()) => {
        if (!(await app.leases.held(PARTITIONS_LEASE))) return null;
        const report = await maintainPartitions(db, policy, now);
        if (report.created.length + report.dropped.length + report.deleted > 0) app.log.info({ partitions: report }, 'telemetry partitions maintained');
        return report;
      },
      ensure: (range) => ensurePartitions(db, range, policy.widthMs),
    };
    app.decorate('telemetryPartitions', partitions);

    let running: Promise<unknown> = Promise.resolve();
    const run = () => {
      running = partitions.maintain().catch((error: unknown) => {
        app.log.warn({ err: error }, 'telemetry partition maintenance failed; the default partition keeps the readings');
      });
      return running;
    };
    await run();
    const timer = setInterval(() => void run(), MAINTENANCE_EVERY_MS);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'telemetry-partitions', dependencies: ['database', 'leases'] },
);
