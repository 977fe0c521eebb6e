import type { Static } from 'typebox';
import type { BoundUserSchema, DeviceCreate, DeviceRow as AdminDeviceRow, DeviceUpdate } from '../../shared/contract/api/devices';
import { USER_DEVICE_ENDPOINTS, type DevicePageQuery, type DeviceRow } from '../../shared/contract/api/userdevices';
import type { UserOption } from '../../shared/contract/api/users';
import type { CompanyOption } from '../../shared/contract/api/companies';
import type { PagedRows } from '../../shared/contract/envelope';
import type { ResidualFlow } from '../../shared/contract/api/data-flow';
import { api, type RequestOptions } from './client';
import { call, type CallOptions } from './call';

export type { DeviceCreate, DeviceRow, DeviceUpdate, UserOption };
export type RecycledDevice = AdminDeviceRow;
export type BoundUser = Static<typeof BoundUserSchema>;

export type Paged<T> = PagedRows<T>;
export type { CompanyOption };

/** POST /userdevices/getDeviceListByPage: the caller's devices, filtered and paged. */
export function devicePage(query: DevicePageQuery, options?: CallOptions) {
  return call(USER_DEVICE_ENDPOINTS.page, { body: query }, options);
}

/** POST /userdevices/create: the device and its MQTT secret, which the server never shows again. */
export function createDevice(input: DeviceCreate) {
  return api.post<{ device: AdminDeviceRow; secret: string }>('/userdevices/create', input);
}

/** POST /userdevices/updateDevice {newData, oldData}: the server refuses when a field changed meanwhile. */
export function updateDevice(body: DeviceUpdate) {
  return api.post<AdminDeviceRow>('/userdevices/updateDevice', body);
}

/** POST /userdevices/destroy: moves the device into the recycle bin. */
export function destroyDevice(deviceId: string, userId?: number) {
  return api.post<null>('/userdevices/destroy', { device_id: deviceId, userId });
}

/** POST /userdevices/modifyPa with type 'enable': enables (1) or disables (0) the device. */
export function setDeviceEnabled(deviceId: string, enabled: boolean) {
  return api.post<null>('/userdevices/modifyPa', { device_id: deviceId, alarm: enabled ? 1 : 0, type: 'enable' });
}

/** POST /userdevices/deviceOfUser: the users bound to a device. */
export function usersOfDevice(deviceId: string) {
  return api.post<BoundUser[]>('/userdevices/deviceOfUser', { deviceId });
}

/** GET /userdevices/{userId}: a user's bound devices. */
export function devicesOfUser(userId: number) {
  return call(USER_DEVICE_ENDPOINTS.boundTo, { params: { userId } });
}

/** POST /userdevices/updateUserDevices: replaces a user's bindings among the devices the caller sees. */
export function updateUserDevices(userId: number, deviceIds: string[]) {
  return call(USER_DEVICE_ENDPOINTS.updateUserDevices, { body: { userId, deviceIds } });
}

/** GET /users/findUsers: the users the caller may pick (binding, users to notify). */
export function userOptions() {
  return api.get<UserOption[]>('/users/findUsers');
}

/** GET /companies/list: the companies the caller may pick. */
export function companyOptions() {
  return api.get<CompanyOption[]>('/companies/list');
}

/** GET /recycle/list: deleted devices. */
export function recycledDevices(page: number, pageSize: number, options?: RequestOptions) {
  return api.get<Paged<RecycledDevice>>('/recycle/list', { ...options, query: { page, pageSize } });
}

export function restoreDevice(deviceId: string) {
  return api.post<null>('/recycle/restore', { device_id: deviceId });
}

/** Deletes a device for good, with its history. */
export function purgeDevice(deviceId: string) {
  return api.post<null>('/recycle/purge', { device_id: deviceId });
}

/** POST /dataFlow/residualFlow: this month's SIM usage from the provider; the server stores the remaining MB on the device. */
export function residualFlow(deviceId: string) {
  return api.post<ResidualFlow>('/dataFlow/residualFlow', { device_id: deviceId });
}
