import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from './database';
import { startCheckpointer } from './pglite-checkpointer';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/**
 * Provides app.database (opened and migrated by the caller), logs its lost connections, checkpoints
 * PGlite (pglite-checkpointer.ts), and closes it when the app closes.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    app.decorate('database', options.database);
    options.database.onConnectionError = (error) => app.log.warn({ err: error }, 'database connection lost; the pool opens a new one when needed');
    const checkpointer =
      options.database.kind === 'pglite'
        ? startCheckpointer(options.database.db, { onError: (error) => app.log.warn({ err: error }, 'checkpoint failed; tried again at the next look') })
        : undefined;
    app.addHook('onClose', async () => {
      await checkpointer?.stop();
      await options.database.close();
    });
  },
  { name: 'database' },
);
