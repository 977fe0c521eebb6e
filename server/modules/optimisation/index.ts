/**
 * Optimisation (issue 23): strategy tips from live readings (a rule base declared as data),
 * threshold suggestions backtested on history, and preventive maintenance.
 */
export { optimisationRoutes as optimisationModule } from './routes';
