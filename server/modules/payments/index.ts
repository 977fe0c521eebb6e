import type { FastifyPluginAsync } from 'fastify';
import { readPaymentsConfig } from './config';
import { sandboxProvider } from './providers/sandbox';
import { wechatProvider } from './providers/wechat';
import { notifyRoutes, payRoutes } from './routes';
import type { PaymentsContext } from './service';

/**
 * Orders and the recharge centre: one provider (PAY_PROVIDER: sandbox by default, or wechat) behind
 * the pay, status, close and notify calls; a paid order is fulfilled once. Needs app.database,
 * app.config (the sandbox keeps its keys in DATA_DIR) and the session plugin.
 */
export const paymentsModule: FastifyPluginAsync = async (app) => {
  const config = readPaymentsConfig();
  const provider = config.wechat ? wechatProvider(config.wechat) : sandboxProvider(app.config.dataDir);
  const ctx: PaymentsContext = { provider, config };
  await app.register(payRoutes, { ctx });
  await app.register(notifyRoutes, { ctx });
};
export { drawNotificationCredit } from './credit';
