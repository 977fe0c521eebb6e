import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppConfig } from '../config';
import type { DeviceEntry } from '../ingest/device-registry';
import { backfillDone, backfillEnd, markBackfillDone } from './backfill';
import { HISTORY_MONTHS, RAW_DAYS, backfillHistory } from './history';
import { Simulator } from './simulator';
import { SimulatedTraps } from './insect-traps';

const MINUTE_MS = 60_000;

/** How far the first start's demo history is (GET /api/health's `backfill`): progress in whole percent. */
export interface DemoHistoryState {
  done: boolean;
  progress: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** With the simulator on (SIM=1) only: where the demo history is. */
    demoHistory?: DemoHistoryState;
  }
}

/**
 * The device simulator (on unless SIM=0). Once the server listens, it connects every seeded device
 * to the broker and, on the first start only, backfills 13 months of history in the background,
 * newest first: nothing awaits it, and it yields the event loop between its short transactions
 * (history.ts), so the API answers meanwhile. Provides app.demoHistory. Stops before the broker
 * closes. Needs app.ingest and the MQTT plugin.
 */
export const simPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const simulator = new Simulator(app.ingest.registry, app.simKey, app.log);
    // Trap devices upload generated sticky-board pictures (issue 19).
    const traps = new SimulatedTraps(app);
    let backfilling: Promise<void> | null = null;
    const state = { stopping: false };
    const history: DemoHistoryState = { done: false, progress: 0 };
    app.decorate('demoHistory', history);

    app.addHook('onListen', async () => {
      const url = options.config.mqttUrl ?? `mqtt://127.0.0.1:${app.mqttPort}`;
      simulator.start(url);
      traps.start();
      backfilling = runBackfill(app, options.config, [...simulator.entries], history, () => state.stopping).catch((error: unknown) =>
        app.log.error({ err: error }, 'backfill failed'),
      );
    });
    app.addHook('preClose', async () => {
      state.stopping = true;
      await simulator.stop();
      await traps.stop();
      await backfilling;
    });
  },
  { name: 'sim', dependencies: ['ingest', 'mqtt', 'telemetry-partitions'] },
);

/**
 * Backfills once, for the simulated (seeded) devices only: a real device added in the console never
 * gets made-up history. An interrupted run goes on at the next start with the same end and chunks
 * (those already written are skipped).
 */
async function runBackfill(app: FastifyInstance, config: AppConfig, devices: DeviceEntry[], history: DemoHistoryState, shouldStop: () => boolean): Promise<void> {
  const db = app.database.db;
  if (await backfillDone(db)) {
    Object.assign(history, { done: true, progress: 100 });
    return;
  }
  const to = await backfillEnd(db, Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS);
  const months = config.simHistoryMonths ?? HISTORY_MONTHS;
  const rawDays = config.simRawDays ?? RAW_DAYS;
  app.log.info({ devices: devices.length, months, rawDays }, 'backfilling history');
  const result = await backfillHistory(db, devices, {
    to,
    months,
    rawDays,
    shouldStop,
    ensurePartitions: (range) => app.telemetryPartitions.ensure(range),
    onProgress: (p) => {
      const what = p.phase === 'raw' ? 'minute data, day' : 'hourly history, 10-day block';
      console.log(`backfill: ${what} ${p.step}/${p.steps}, ${p.rows} rows, ${(p.elapsedMs / 1000).toFixed(1)} s`);
    },
    // Never 100 before the end is marked: a client waiting for `done` reads the history whole.
    onAdvance: (done, total) => (history.progress = Math.min(99, Math.floor((100 * done) / Math.max(total, 1)))),
  });
  if (shouldStop()) return;
  await markBackfillDone(db);
  // The history's pages to disk and its WAL recycled now, rather than at the checkpointer's next
  // look (up to 5 minutes): pg_wal is back to max_wal_size once the history is there (issue 40 item 4).
  if (app.database.kind === 'pglite') await sql`checkpoint`.execute(db);
  Object.assign(history, { done: true, progress: 100 });
  app.log.info({ rows: result.rows, seconds: result.elapsedMs / 1000 }, 'backfill done');
}
