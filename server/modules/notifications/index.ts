/** Outgoing notifications (e-mail, webhook, log, mini-program) and the list of those sent. */
export { notificationRoutes as notificationsModule } from './routes';
export { createNotifier, type Notifier } from './notifier';
export { readNotifyConfig } from './notify-config';
export { SEND_FAILURES, type NotifyChannelName, type NotifyLanguage, type SendFailure } from './types';
export { openCreditAccounts, readCreditStart, sendCharged, type PaidChannel } from './credit';
export { readWxminiConfig, type WxminiConfig } from './wxmini-config';
export { codeToOpenid, getAccessToken, sendSubscribeMessage, WxminiError } from './wxmini-client';
