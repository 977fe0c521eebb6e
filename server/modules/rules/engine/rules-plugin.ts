import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createNotifier, openCreditAccounts, readCreditStart, readNotifyConfig } from '../../notifications';
import { RuleEngine } from './engine';
import { forecastAlarms } from '../../alarms';
import { nightEnd, systemForecast } from '../../forecast';
import { forecastFiredSince, loadEnabledRules, markForecastFired } from './rule-store';
import { createRuleRunner, type Firing } from './runner';
import type { FireCause, RuleDef } from '../../../../shared/contract/rule-types';

export interface RulesService {
  engine: RuleEngine;
  /** Runs a rule's actions now and records the firing (manual for /linkageAction). */
  run(rule: RuleDef, cause: FireCause, manual?: boolean): Promise<Firing>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rules: RulesService;
  }
}

/**
 * Provides app.rules: the notification channels (configured from the environment; a provider
 * chosen without its credentials stops the start with a ConfigError), the action runner and the
 * rule engine, which starts listening to the bus when the app is ready and stops on close.
 * Needs app.database and app.bus.
 */
export const rulesPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    const notifier = createNotifier(db, readNotifyConfig(process.env));
    const creditStart = readCreditStart(process.env);
    const run = createRuleRunner({ db, bus: app.bus, notifier, creditStart, incidents: app.incidents });
    const engine = new RuleEngine({
      loadRules: () => loadEnabledRules(db),
      run: async (rule, cause) => void (await run(rule, cause)),
      log: app.log,
      timersHeld: () => app.leases.held('rule-timers'),
      forecast: {
        forecast: (deviceId, asof) => systemForecast(app, deviceId, asof),
        nightOf: nightEnd,
        markFired: (ruleId, deviceId, night) => markForecastFired(db, ruleId, deviceId, night),
        firedSince: (since) => forecastFiredSince(db, since),
        alarms: forecastAlarms(db, app.bus),
      },
    });
    app.decorate('rules', { engine, run });
    app.addHook('onReady', async () => {
      // Every company (the demo ones at their first start) has its opening notification credit.
      await openCreditAccounts(db, creditStart);
      await engine.start(app.bus);
    });
    app.addHook('onClose', async () => {
      engine.stop();
      await engine.forecasts?.idle();
      await notifier.close();
    });
  },
  { name: 'rules', dependencies: ['database', 'leases', 'bus'] },
);
