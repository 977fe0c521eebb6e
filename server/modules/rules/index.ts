/** Rule linkage: the rule store, its cron and threshold triggers, the runner and its history. */
export { ruleRoutes as rulesModule } from './routes';
