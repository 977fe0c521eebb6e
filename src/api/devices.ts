import { USER_DEVICE_ENDPOINTS, type DeviceRow } from '../../shared/contract/api/userdevices';
import { call } from './call';

/** A row of POST /userdevices/findDeviceList (spec section 3 names). */
export type { DeviceRow };

export function findDeviceList(userId: number, userType: string) {
  return call(USER_DEVICE_ENDPOINTS.findDeviceList, { body: { userId, userType } });
}
