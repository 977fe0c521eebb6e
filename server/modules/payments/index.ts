import type { FastifyPluginAsync } from 'fastify';
import { paymentsPlugin } from './plugin';
import { notifyRoutes, payRoutes } from './routes';

/**
 * Orders and the recharge centre: one provider (PAY_PROVIDER: sandbox or wechat; none when unset) behind
 * the pay, status, close and notify calls; a paid order is fulfilled once, a SIM plan through the
 * card platform adapter. app.payments (plugin.ts) carries the provider and configuration to the
 * services through the request scope. Needs app.database, app.config and the session plugin.
 */
export const paymentsModule: FastifyPluginAsync = async (app) => {
  await app.register(paymentsPlugin);
  await app.register(payRoutes);
  await app.register(notifyRoutes);
};
export { drawNotificationCredit } from './credit';
