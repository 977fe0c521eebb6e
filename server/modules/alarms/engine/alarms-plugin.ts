import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config';
import { AlarmEngine } from './alarm-engine';
import { NoticeGrouper } from './notices';
import { Presence } from './presence';

declare module 'fastify' {
  interface FastifyInstance {
    alarms: AlarmEngine;
    presence: Presence;
  }
}

/**
 * Provides app.alarms (evaluation, acknowledgement, sensor faults) and app.presence (online while
 * a device shows signs of life within PRESENCE_WINDOW_PERIODS of its measuring period), and groups
 * raised alarms into message-center notices. Listens to bus `reading` and `alarm`; its timer stops
 * when the app closes. Needs app.ingest.
 */
export const alarmsPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const { db } = app.database;
    const registry = app.ingest.registry;
    const alarms = new AlarmEngine(db, app.bus, registry, app.log);
    await alarms.start();
    // On PostgreSQL other instances may share the devices (scale-out); PGlite is one process.
    const cluster = app.database.kind === 'postgres' ? { sweepHeld: () => app.leases.held('presence-sweep') } : null;
    const presence = new Presence(db, app.bus, registry, app.log, options.config.presenceWindowPeriods, cluster);
    const notices = new NoticeGrouper(db, registry, app.log);
    app.decorate('alarms', alarms);
    app.decorate('presence', presence);

    app.bus.on('reading', (reading) => {
      presence.seen(reading.deviceId, reading.ts);
      alarms.onReading(reading);
    });
    app.bus.on('alarm', (event) => notices.onAlarm(event));
    app.addHook('onReady', async () => {
      await presence.start((deviceId) => app.ingest.latest.lastTs(deviceId));
    });
    app.addHook('onClose', async () => {
      await presence.stop();
      await alarms.idle();
      await notices.idle();
    });
  },
  { name: 'alarms', dependencies: ['database', 'leases', 'bus', 'ingest'] },
);
