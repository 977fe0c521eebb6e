import type { FastifyPluginAsync } from 'fastify';
import { deviceAdminRoutes } from './routes';
import { deviceParamRoutes } from '../device-params/routes';
import { alarmContactRoutes } from '../alarm-contacts/routes';
import { ruleRoutes } from '../rules/routes';
import { notificationRoutes } from '../../notify/routes';

/**
 * The device-configuration modules of issue 9 (devices, parameters, alarm contacts, rules,
 * notifications, device commands, point-to-point, SIM data flow), registered as one entry of
 * API_MODULES. Each stays its own encapsulated plugin.
 */
export const deviceConfigModules: FastifyPluginAsync = async (app) => {
  for (const module of [deviceAdminRoutes, deviceParamRoutes, alarmContactRoutes, ruleRoutes, notificationRoutes]) await app.register(module);
};
