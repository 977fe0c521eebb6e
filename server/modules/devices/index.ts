import type { FastifyPluginAsync } from 'fastify';
import { deviceAdminRoutes } from './admin/routes';
import { deviceCommandRoutes } from './commands/routes';
import { deviceImportRoutes } from './import/routes';
import { dataFlowRoutes } from './data-flow/routes';
import { p2pRoutes } from './p2p/routes';
import { deviceParamRoutes } from './params/routes';
import { deviceStatusRoutes } from './status/routes';

/**
 * Devices: the register and its recycle bin (admin), parameter definitions and configurations
 * (params), downlink commands, point-to-point messages, SIM data flow, the online counts and the
 * spreadsheet import (import).
 * Each part is its own encapsulated plugin.
 */
export const devicesModule: FastifyPluginAsync = async (app) => {
  for (const part of [deviceAdminRoutes, deviceParamRoutes, deviceCommandRoutes, p2pRoutes, dataFlowRoutes, deviceStatusRoutes, deviceImportRoutes]) {
    await app.register(part);
  }
};
export { configNames } from './params/param-names';
export { insertCommand } from './commands/repository';
/** Parameter-configuration changes made for the caller (applied optimisation suggestions, issue 23). */
export { updateConfig as updateParamConfig } from './params/service';
/** The SIM card platform adapter (DATA_FLOW_PROVIDER) as app.dataFlow: the recharge centre renews a paid card through it (issue 22). */
export { dataFlowPlugin } from './data-flow/plugin';
export type { DataFlowProvider } from './data-flow/providers/types';
