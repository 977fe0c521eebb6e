import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { consoleOrigin } from '../../config';
import type { IncidentEvent } from '../../telemetry/bus';
import { createNotifier, readCreditStart, readNotifyConfig } from '../notifications';
import { loadLinkKey } from './ack-token';
import { LadderRunner } from './ladder-runner';

/** How often the lease holder looks for due steps; a step's wait is at least a minute. */
const TICK_MS = 5_000;
const LEASE = 'escalation-ladder';

export interface EscalationService {
  runner: LadderRunner;
  /** The signed links' key. */
  key: Buffer;
  /** The ladder's and the links' clock. */
  now(): number;
  /** For tests: a clock they advance instead of sleeping. */
  useClock(now: () => number): void;
  /** Runs every due step now (what the timer does), when this instance holds the lease. */
  tick(): Promise<void>;
  /** Resolves when the incident events heard so far are handled and no tick runs. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    escalation: EscalationService;
  }
}

/**
 * Provides app.escalation: the ladder runner, started by the bus's incident events and run by ONE
 * timer per process, under the lease so one instance of several climbs the ladders. Its own
 * notification channels (the same configuration as the rules') are closed with it. Ladders due
 * while the server was down are run at its first tick. Needs app.database, app.leases and app.bus.
 */
export const escalationPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    const notifier = createNotifier(db, readNotifyConfig(process.env));
    let clock: () => number = Date.now;
    const key = loadLinkKey(process.env, app.config.dataDir);
    const runner = new LadderRunner({
      db,
      notifier,
      creditStart: readCreditStart(process.env),
      key,
      linkOrigin: consoleOrigin(app.config),
      now: () => clock(),
      log: app.log,
    });
    const mayRun = () => app.leases.held(LEASE);
    const tick = async () => {
      if (await mayRun()) await runner.tick();
    };
    app.decorate('escalation', {
      runner,
      key,
      now: () => clock(),
      useClock(now: () => number) {
        clock = now;
      },
      tick,
      idle,
    });
    const handling = new Set<Promise<void>>();
    async function idle() {
      while (handling.size > 0) await Promise.all(handling);
      await runner.idle();
    }
    const onIncident = (change: IncidentEvent) => {
      const done = runner
        .onIncident(change, mayRun)
        .catch((error: unknown) => app.log.error({ err: error, incidentId: change.incidentId }, 'escalation: incident event failed'))
        .finally(() => handling.delete(done));
      handling.add(done);
    };
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      app.bus.on('incident', onIncident);
      timer = setInterval(() => void tick().catch((error: unknown) => app.log.error({ err: error }, 'escalation tick failed')), TICK_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      app.bus.off('incident', onIncident);
      if (timer) clearInterval(timer);
      await idle();
    });
    app.addHook('onClose', async () => {
      await notifier.close();
    });
  },
  { name: 'escalation', dependencies: ['database', 'leases', 'bus'] },
);
