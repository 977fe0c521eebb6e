import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DataFlowProvider } from '../devices';
import { readPaymentsConfig, type PaymentsConfig } from './config';
import { sandboxProvider } from './providers/sandbox';
import type { PayProvider } from './providers/types';
import { wechatProvider } from './providers/wechat';

/** What the payments services read through the request scope (`scope.app.payments`). */
export interface PaymentsService {
  /** PAY_PROVIDER: the sandbox or WeChat Pay v3 Native; null when unset (payments not configured). */
  provider: PayProvider | null;
  config: PaymentsConfig;
  /** The SIM card platform adapter (DATA_FLOW_PROVIDER) through which a paid SIM plan is renewed. */
  dataFlow: DataFlowProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

/**
 * Provides app.payments to the payments module's routes: the provider, the configuration and the
 * card-platform adapter (app.dataFlow; no provider without PAY_PROVIDER: docs/decisions.md). A wrong
 * PAY_* setting stops the start. Needs app.database
 * (the sandbox keeps its trades there) and app.config (its keys live in DATA_DIR).
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const config = readPaymentsConfig(app.config.payProvider);
    const provider = config.wechat ? wechatProvider(config.wechat) : config.provider === 'sandbox' ? sandboxProvider(app.database.db, app.config.dataDir) : null;
    app.decorate('payments', { provider, config, dataFlow: app.dataFlow });
  },
  { name: 'payments', dependencies: ['database', 'data-flow'] },
);
