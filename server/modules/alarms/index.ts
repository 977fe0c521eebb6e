import type { FastifyPluginAsync } from 'fastify';
import { alarmRoutes } from './routes';
import { faultAnalysisRoutes } from './analysis/routes';

/**
 * Alarms: the engine that opens and closes them from readings and silence (engine/, registered
 * with the live data path), the routes that list and acknowledge them, and the fault analysis
 * over them (analysis/).
 */
export const alarmsModule: FastifyPluginAsync = async (app) => {
  await app.register(alarmRoutes);
  await app.register(faultAnalysisRoutes);
};
export { alarmsPlugin } from './engine/alarms-plugin';
/** The hypoxia-forecast alarm the rule engine's forecast triggers raise and clear (issue 35). */
export { forecastAlarms } from './engine/forecast-alarms';
