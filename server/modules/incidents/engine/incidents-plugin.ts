import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { IncidentEngine } from './incident-engine';

declare module 'fastify' {
  interface FastifyInstance {
    incidents: IncidentEngine;
  }
}

/**
 * Provides app.incidents: the engine that joins alarms, offline devices and rule firings into
 * incidents. Registered with the live data path (after alarms, before the API modules, whose rule
 * runner asks it which incident a firing joins). Listens from ready; the sweep runs on the holder
 * of the `incident-sweep` lease; both stop when the app closes.
 */
export const incidentsPlugin = fp(
  async (app: FastifyInstance) => {
    const engine = new IncidentEngine(app.database.db, app.bus, app.log, { sweepHeld: () => app.leases.held('incident-sweep') });
    app.decorate('incidents', engine);
    app.addHook('onReady', async () => engine.start());
    app.addHook('onClose', async () => engine.stop());
  },
  { name: 'incidents', dependencies: ['database', 'leases', 'bus', 'alarms'] },
);
