import type { FastifyPluginAsync } from 'fastify';
import { alarmRoutes } from './routes';

/**
 * Alarms: the engine that opens and closes them from readings and silence (engine/, registered
 * with the live data path), and the routes that list and acknowledge them.
 */
export const alarmsModule: FastifyPluginAsync = alarmRoutes;
export { alarmsPlugin } from './engine/alarms-plugin';
