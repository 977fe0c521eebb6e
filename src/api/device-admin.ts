import type { Static } from 'typebox';
import { DEVICE_ENDPOINTS, type BoundUserSchema, type DeviceCreate, type DeviceRow as AdminDeviceRow, type DeviceUpdate } from '../../shared/contract/api/devices';
import { USER_DEVICE_ENDPOINTS, type DevicePageQuery, type DeviceRow } from '../../shared/contract/api/userdevices';
import type { UserOption } from '../../shared/contract/api/users';
import type { CompanyOption } from '../../shared/contract/api/companies';
import type { PagedRows } from '../../shared/contract/envelope';
import { DATA_FLOW_ENDPOINTS } from '../../shared/contract/api/data-flow';
import { call, type CallOptions } from './call';
import { companyOptions, userOptions } from './admin';

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
  return call(DEVICE_ENDPOINTS.create, { body: input });
}

/** POST /userdevices/updateDevice {newData, oldData}: the server refuses when a field changed meanwhile. */
export function updateDevice(body: DeviceUpdate) {
  return call(DEVICE_ENDPOINTS.update, { body });
}

/** POST /userdevices/destroy: moves the device into the recycle bin. */
export function destroyDevice(deviceId: string, userId?: number) {
  return call(DEVICE_ENDPOINTS.destroy, { body: { device_id: deviceId, userId } });
}

/** POST /userdevices/modifyPa with type 'enable': enables (1) or disables (0) the device. */
export function setDeviceEnabled(deviceId: string, enabled: boolean) {
  return call(DEVICE_ENDPOINTS.switchDevice, { body: { device_id: deviceId, alarm: enabled ? 1 : 0, type: 'enable' } });
}

/** POST /userdevices/deviceOfUser: the users bound to a device. */
export function usersOfDevice(deviceId: string) {
  return call(DEVICE_ENDPOINTS.usersOfDevice, { body: { deviceId } });
}

/** GET /userdevices/{userId}: a user's bound devices. */
export function devicesOfUser(userId: number) {
  return call(USER_DEVICE_ENDPOINTS.boundTo, { params: { userId } });
}

/** POST /userdevices/updateUserDevices: replaces a user's bindings among the devices the caller sees. */
export function updateUserDevices(userId: number, deviceIds: string[]) {
  return call(USER_DEVICE_ENDPOINTS.updateUserDevices, { body: { userId, deviceIds } });
}

/** GET /users/findUsers (the users the caller may pick: binding, users to notify) and GET /companies/list. */
export { companyOptions, userOptions };

/** GET /recycle/list: deleted devices. */
export function recycledDevices(page: number, pageSize: number, options?: CallOptions) {
  return call(DEVICE_ENDPOINTS.recycled, { query: { page, pageSize } }, options);
}

export function restoreDevice(deviceId: string) {
  return call(DEVICE_ENDPOINTS.restore, { body: { device_id: deviceId } });
}

/** Deletes a device for good, with its history. */
export function purgeDevice(deviceId: string) {
  return call(DEVICE_ENDPOINTS.purge, { body: { device_id: deviceId } });
}

/** POST /dataFlow/residualFlow: this month's SIM usage from the provider; the server stores the remaining MB on the device. */
export function residualFlow(deviceId: string) {
  return call(DATA_FLOW_ENDPOINTS.residual, { body: { device_id: deviceId } });
}
