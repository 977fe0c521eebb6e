import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { DEFAULT_INGEST_LIMITS } from './ingest-limits';
import { IngestService } from './ingest-service';

declare module 'fastify' {
  interface FastifyInstance {
    ingest: IngestService;
  }
}

/**
 * Provides app.ingest (device registry, latest values, counters, the batch writer). Loads the
 * device configuration and the latest values before the app is ready; ingests bus `telemetryIn`
 * like MQTT telemetry; reloads a device on bus `config`. Needs app.database and app.bus.
 */
export const ingestPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const { config } = options;
    const ingest = new IngestService(app.database.db, app.bus, app.log, {
      ...DEFAULT_INGEST_LIMITS,
      maxPastMs: config.ingestMaxPastDays * 24 * 60 * 60 * 1000,
      maxFutureMs: config.ingestMaxFutureMinutes * 60 * 1000,
    }, app.database.kind);
    await ingest.start();
    ingest.rejections.pruneHeld = () => app.leases.held('rejections-prune');
    app.decorate('ingest', ingest);

    app.bus.on('telemetryIn', (event) => {
      ingest.submit(event.deviceId, { ts: event.ts, values: event.values }).catch((error: unknown) => {
        app.log.error({ err: error, deviceId: event.deviceId }, 'in-server telemetry not stored');
      });
    });
    app.bus.on('config', ({ deviceId }) => {
      ingest.registry.reload(deviceId).catch((error: unknown) => {
        app.log.error({ err: error, deviceId }, 'device configuration reload failed');
      });
    });
    app.bus.on('devicesAdded', ({ deviceIds }) => {
      ingest.registry.loadAdded(deviceIds).catch((error: unknown) => {
        app.log.error({ err: error, count: deviceIds.length }, 'added devices not loaded');
      });
    });
    app.addHook('onClose', async () => {
      await ingest.close();
    });
  },
  { name: 'ingest', dependencies: ['database', 'leases', 'bus'] },
);
