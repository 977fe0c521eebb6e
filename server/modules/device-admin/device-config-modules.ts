import type { FastifyPluginAsync } from 'fastify';
import { deviceAdminRoutes } from './routes';
import { deviceParamRoutes } from '../device-params/routes';
import { alarmContactRoutes } from '../alarm-contacts/routes';
import { ruleRoutes } from '../rules/routes';
import { notificationRoutes } from '../../notify/routes';
import { deviceCommandRoutes } from '../device-commands/routes';
import { p2pRoutes } from '../p2p/routes';
import { dataFlowRoutes } from '../data-flow/routes';

/**
 * The device-configuration modules of issue 9 (devices, parameters, alarm contacts, rules,
 * notifications, device commands, point-to-point, SIM data flow), registered as one entry of
 * API_MODULES. Each stays its own encapsulated plugin.
 */
const MODULES = [
  deviceAdminRoutes,
  deviceParamRoutes,
  alarmContactRoutes,
  ruleRoutes,
  notificationRoutes,
  deviceCommandRoutes,
  p2pRoutes,
  dataFlowRoutes,
];

export const deviceConfigModules: FastifyPluginAsync = async (app) => {
  for (const module of MODULES) await app.register(module);
};
