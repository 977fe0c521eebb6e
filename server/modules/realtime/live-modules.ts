import type { FastifyPluginAsync } from 'fastify';
import { alarmRoutes } from '../alarm/routes';
import { datahisRoutes } from '../datahis/routes';
import { deviceStatusRoutes } from '../device-status/routes';
import { realtimeRoutes } from './routes';

/** The live-telemetry API modules (real-time, alarms, device status counts, history) as one entry of API_MODULES. */
export const liveDataModules: FastifyPluginAsync = async (app) => {
  await app.register(realtimeRoutes);
  await app.register(alarmRoutes);
  await app.register(deviceStatusRoutes);
  await app.register(datahisRoutes);
};
