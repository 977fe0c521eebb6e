import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { LeaseKeeper } from './lease-keeper';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled work asks `await app.leases.held('job-name')` before each run (docs/operations.md). */
    leases: LeaseKeeper;
  }
}

/**
 * Provides app.leases: which of the instances sharing a PostgreSQL database runs each scheduled
 * job. The holder id names this process (host, pid, a random part so a restarted process is a new
 * holder). On PGlite the process owns the data directory, so it holds every lease without asking
 * the database. Gives its leases up before the database closes. Needs app.database.
 */
export const leasePlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.database.kind === 'postgres' ? app.database.db : null;
    const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    const keeper = new LeaseKeeper(db, holder, app.log);
    app.decorate('leases', keeper);
    keeper.start();
    app.addHook('preClose', async () => {
      await keeper.stop();
    });
  },
  { name: 'leases', dependencies: ['database'] },
);
