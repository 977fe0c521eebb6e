import { api } from './client';

/** A row of POST /userdevices/findDeviceList (spec section 3 names). */
export interface DeviceRow {
  device_id: string;
  deviceid?: string;
  device_name: string;
  device_type?: string;
  is_enable: number;
  iccid?: string | null;
  supplier?: string | null;
  expiry_date?: string | null;
  sim_number?: string | null;
  address?: string | null;
  longitude?: number | null;
  latitude?: number | null;
  status?: string | number | null;
  [key: string]: unknown;
}

export function findDeviceList(userId: number, userType: string) {
  return api.post<{ rows: DeviceRow[]; total: number }>('/userdevices/findDeviceList', { userId, userType });
}
