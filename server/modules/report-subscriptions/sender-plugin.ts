import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { consoleOrigin } from '../../config';
import { configuredMailer } from './mailer';
import { ReportSender } from './sender';

/**
 * Each server's sender, by its HTTP server (the one object the app and the API's encapsulated
 * context share): tests move its clock and sweep through `reportSenderOf(app)`.
 */
const senders = new WeakMap<object, ReportSender>();

export function reportSenderOf(app: FastifyInstance): ReportSender {
  const sender = senders.get(app.server);
  if (!sender) throw new Error('the report-subscriptions module is not registered on this app');
  return sender;
}

/**
 * How often the sender looks for due reports. Deliveries fall due on the hour (00:00 or 07:00
 * local): a minute late is on time for a mail.
 */
export const SWEEP_EVERY_MS = 60_000;
export const SENDER_LEASE = 'report-subscriptions';

/**
 * Makes the app's report sender and runs its sweep every SWEEP_EVERY_MS on the instance holding the
 * lease (the delivery rows keep a mail single even without it). Reads the e-mail channel from the
 * environment (EMAIL_PROVIDER, SMTP_URL, SMTP_FROM) and the console's address for the link from
 * CONSOLE_URL. Needs app.database and app.leases.
 */
export const reportSenderPlugin: FastifyPluginAsync = async (app) => {
  const consoleUrl = consoleOrigin(app.config);
  const sender = new ReportSender(app, configuredMailer(process.env), consoleUrl);
  senders.set(app.server, sender);
  let timer: NodeJS.Timeout | undefined;
  const pass = async () => {
    if (await app.leases.held(SENDER_LEASE)) await sender.sweep();
  };
  const run = () => void pass().catch((error: unknown) => app.log.error({ err: error }, 'report subscriptions sweep failed'));
  app.addHook('onReady', async () => {
    timer = setInterval(run, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    sender.close();
  });
};
