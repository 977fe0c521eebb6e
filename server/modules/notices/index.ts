/** Platform notices and each user's read state. */
export { noticeRoutes as noticesModule } from './routes';
