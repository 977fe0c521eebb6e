/** Outgoing notifications (e-mail, webhook, log) and the list of those sent. */
export { notificationRoutes as notificationsModule } from './routes';
export { createNotifier, type Notifier } from './notifier';
export { readNotifyConfig } from './notify-config';
export type { NotifyChannelName } from './types';
