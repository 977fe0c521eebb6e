import type { FastifyPluginAsync } from 'fastify';
import { reportSubscriptionRoutes } from './routes';
import { reportSenderPlugin } from './sender-plugin';

/** Reports that arrive by e-mail (issue 36 item 4): one's own subscriptions, and the sender that mails them. */
export const reportSubscriptionsModule: FastifyPluginAsync = async (app) => {
  await app.register(reportSenderPlugin);
  await app.register(reportSubscriptionRoutes);
};
export type { ReportSender, SweepResult } from './sender';
export { reportSenderOf } from './sender-plugin';
