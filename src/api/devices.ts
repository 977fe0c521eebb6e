import type { DeviceList, DeviceRow } from '../../shared/contract/api/userdevices';
import { api } from './client';

/** A row of POST /userdevices/findDeviceList (spec section 3 names). */
export type { DeviceRow };

export function findDeviceList(userId: number, userType: string) {
  return api.post<DeviceList>('/userdevices/findDeviceList', { userId, userType });
}
