import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from './database';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Provides app.database (opened and migrated by the caller), logs its lost connections, and closes it when the app closes. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    app.decorate('database', options.database);
    options.database.onConnectionError = (error) => app.log.warn({ err: error }, 'database connection lost; the pool opens a new one when needed');
    app.addHook('onClose', async () => {
      await options.database.close();
    });
  },
  { name: 'database' },
);
