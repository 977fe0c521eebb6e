/** The devices bound to each user, and the device list every page reads. */
export { userDeviceRoutes as userDevicesModule } from './routes';
export { DEVICE_COLUMNS } from './repository';
