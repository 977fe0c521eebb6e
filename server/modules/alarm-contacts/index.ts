/** Who an alarm is sent to, per company. */
export { alarmContactRoutes as alarmContactsModule } from './routes';
