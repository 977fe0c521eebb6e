import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { dataFlowProvider } from './providers';
import type { DataFlowProvider } from './providers/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SIM card platform adapter (DATA_FLOW_PROVIDER), one per app. */
    dataFlow: DataFlowProvider;
  }
}

/**
 * Provides app.dataFlow to the whole app, registered before the API modules: the data-flow routes
 * read cards through it and the recharge centre renews paid plans through it, so what the
 * simulated platform recorded for a renewal is what the next usage report shows, and that record
 * belongs to this app, not to every app the process builds. A wrong DATA_FLOW_* setting stops the
 * start.
 */
export const dataFlowPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('dataFlow', dataFlowProvider(process.env));
  },
  { name: 'data-flow' },
);
