import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { BACKFILL_DAYS, BACKFILL_STEP_MINUTES, backfill, backfillDone, markBackfillDone } from './backfill';
import { Simulator } from './simulator';

const DAY_MS = 24 * 60 * 60 * 1000;
const STEP_MS = BACKFILL_STEP_MINUTES * 60 * 1000;

/**
 * The device simulator (on unless SIM=0). Once the server listens, it connects every seeded device
 * to the broker and, on the first start only, backfills 30 days of history in the background
 * (the API answers meanwhile). Stops before the broker closes. Needs app.ingest and the MQTT plugin.
 */
export const simPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const simulator = new Simulator(app.ingest.registry, app.simKey, app.log);
    let backfilling: Promise<void> | null = null;
    const state = { stopping: false };

    app.addHook('onListen', async () => {
      const url = options.config.mqttUrl ?? `mqtt://127.0.0.1:${app.mqttPort}`;
      simulator.start(url);
      backfilling = runBackfill(app, () => state.stopping).catch((error: unknown) => app.log.error({ err: error }, 'backfill failed'));
    });
    app.addHook('preClose', async () => {
      state.stopping = true;
      await simulator.stop();
      await backfilling;
    });
  },
  { name: 'sim', dependencies: ['ingest', 'mqtt'] },
);

/** Backfills once; an interrupted run starts again next time (rows already written are skipped). */
async function runBackfill(app: FastifyInstance, shouldStop: () => boolean): Promise<void> {
  const db = app.database.db;
  if (await backfillDone(db)) return;
  const to = new Date(Math.floor(Date.now() / STEP_MS) * STEP_MS);
  const from = new Date(to.getTime() - BACKFILL_DAYS * DAY_MS);
  const devices = [...app.ingest.registry.all()].filter((d) => d.enabled);
  app.log.info({ devices: devices.length, days: BACKFILL_DAYS }, 'backfilling history');
  const result = await backfill(db, devices, from, to, BACKFILL_STEP_MINUTES, (p) => {
    console.log(`backfill: ${p.done}/${p.devices} devices, ${p.rows} readings, ${(p.elapsedMs / 1000).toFixed(1)} s`);
  }, shouldStop);
  if (shouldStop()) return;
  await markBackfillDone(db);
  app.log.info({ rows: result.rows, seconds: result.elapsedMs / 1000 }, 'backfill done');
}
