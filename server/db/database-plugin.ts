import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from './database';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Provides app.database (opened and migrated by the caller) and closes it when the app closes. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    app.decorate('database', options.database);
    app.addHook('onClose', async () => {
      await options.database.close();
    });
  },
  { name: 'database' },
);
