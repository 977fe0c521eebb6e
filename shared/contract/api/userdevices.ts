import { Type, type Static } from 'typebox';
import { PageQuery } from '../envelope';
import { endpoint } from '../endpoint';
import { Id, Nullable } from '../schema-bounds';

/** A device as the console's lists show it (spec names kept: device_id, deviceid, is_enable...). */
export const DeviceRowSchema = Type.Object({
  device_id: Type.String(),
  deviceid: Type.String({ description: 'same as device_id; the name the console displays' }),
  device_name: Type.String(),
  device_type: Type.String(),
  description: Nullable(Type.String()),
  video_channel: Nullable(Type.String()),
  is_enable: Type.Integer(),
  sim_number: Nullable(Type.String()),
  sim_type: Nullable(Type.String()),
  iccid: Nullable(Type.String()),
  supplier: Nullable(Type.String()),
  expiry_date: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  address: Nullable(Type.String()),
  province: Nullable(Type.String()),
  city: Nullable(Type.String()),
  longitude: Nullable(Type.Number()),
  latitude: Nullable(Type.Number()),
  status: Type.String(),
  remaining_flow: Nullable(Type.Number()),
  /** True when remaining_flow came from the demo's simulated card platform. */
  remaining_flow_simulated: Type.Boolean(),
  last_update: Nullable(Type.String({ format: 'date-time' })),
  tenant_id: Type.Integer(),
  company_name: Type.String(),
});
export type DeviceRow = Static<typeof DeviceRowSchema>;

export const DeviceListSchema = Type.Object({ rows: Type.Array(DeviceRowSchema), total: Type.Integer() });
export type DeviceList = Static<typeof DeviceListSchema>;

export const FindDeviceListSchema = Type.Object({
  userId: Type.Optional(Id({ description: 'whose view (platform admin only); default the caller' })),
  userType: Type.Optional(Type.String({ maxLength: 32 })),
});

export const DevicePageSchema = Type.Object({
  ...PageQuery,
  keyword: Type.Optional(Type.String({ maxLength: 64 })),
  device_type: Type.Optional(Type.String({ maxLength: 8 })),
  tenant_id: Type.Optional(Id()),
  is_enable: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});
export type DevicePageQuery = Static<typeof DevicePageSchema>;

export const SearchDeviceSchema = Type.Object({ keyword: Type.String({ maxLength: 64 }) });

export const UserIdParamsSchema = Type.Object({ userId: Id() });

export const UpdateUserDevicesSchema = Type.Object({
  userId: Id(),
  deviceIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 5000 }),
});
export type UpdateUserDevices = Static<typeof UpdateUserDevicesSchema>;

/** The console's device lists (read-only, scoped to the caller) and a user's device bindings. */
export const USER_DEVICE_ENDPOINTS = {
  // Any session: the console calls it right after login to learn its devices.
  findDeviceList: endpoint({ method: 'POST', path: '/userdevices/findDeviceList', body: FindDeviceListSchema, data: DeviceListSchema, access: 'session' }),
  page: endpoint({ method: 'POST', path: '/userdevices/getDeviceListByPage', body: DevicePageSchema, data: DeviceListSchema, access: 'session' }),
  search: endpoint({ method: 'POST', path: '/userdevices/searchDevice', body: SearchDeviceSchema, data: Type.Array(DeviceRowSchema), access: 'session' }),
  boundTo: endpoint({ method: 'GET', path: '/userdevices/:userId', params: UserIdParamsSchema, data: DeviceListSchema, access: 'session' }),
  /** What the binding dialog offers: the devices updateUserDevices would accept for this user. */
  assignable: endpoint({ method: 'GET', path: '/userdevices/:userId/assignable', params: UserIdParamsSchema, data: DeviceListSchema, access: 'userDevices' }),
  updateUserDevices: endpoint({ method: 'POST', path: '/userdevices/updateUserDevices', body: UpdateUserDevicesSchema, data: Type.Null(), access: 'userDevices' }),
};
