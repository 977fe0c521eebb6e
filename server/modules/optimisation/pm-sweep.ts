import type { FastifyPluginAsync } from 'fastify';
import { systemScope } from '../../auth/request-scope';
import { pmItems } from './pm-service';

/**
 * How often the maintenance schedule is looked at with nobody on /operation/pm, so overdue
 * devices reach the message center anyway. Wear moves in hours and days: an hour is soon enough.
 */
export const PM_SWEEP_EVERY_MS = 3600_000;

/**
 * Announces overdue maintenance on an interval, as the platform (every company). The first pass
 * waits one interval: a restart is no reason to re-read every device at once. pm_notices keeps
 * each announcement to one per device and cycle, whoever computes it first.
 */
export const pmSweepPlugin: FastifyPluginAsync = async (app) => {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    // pm_notices already keeps announcements single; the lease spares the other instances the reading.
    if (await app.leases.held('pm-sweep')) await pmItems(systemScope(app), undefined);
  };
  const run = () => void sweep().catch((error: unknown) => app.log.error({ err: error }, 'maintenance sweep failed'));
  app.addHook('onReady', async () => {
    timer = setInterval(run, PM_SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
