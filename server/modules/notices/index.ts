/** Platform notices and each user's read state. */
export { noticeRoutes as noticesModule } from './routes';
/** For modules that announce to companies in the message center (overdue maintenance, issue 23). */
export { insertNotice } from './repository';
