import type { FastifyPluginAsync } from 'fastify';
import { knowledgeClock } from './clock';
import { publishDue } from './repository';

/** How often scheduled articles are looked at; readers' own reads also publish what is due. */
export const PUBLISH_EVERY_MS = 15_000;

/**
 * Publishes scheduled articles when their time comes: once when the server is ready (so what fell
 * due while it was down appears at start) and then on an interval. Each pass is one conditional
 * UPDATE (repository.publishDue), so several instances never publish an article twice.
 */
export const publisherPlugin: FastifyPluginAsync = async (app) => {
  let timer: NodeJS.Timeout | undefined;
  const pass = async () => {
    // Safe on every instance (a conditional UPDATE), but one is enough: the lease holder.
    if (!(await app.leases.held('knowledge-publisher'))) return;
    const ids = await publishDue(app.database.db, knowledgeClock.now());
    if (ids.length > 0) app.log.info({ ids }, 'scheduled articles published');
  };
  const run = () => void pass().catch((error: unknown) => app.log.error({ err: error }, 'publishing scheduled articles failed'));
  app.addHook('onReady', async () => {
    await pass();
    timer = setInterval(run, PUBLISH_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
