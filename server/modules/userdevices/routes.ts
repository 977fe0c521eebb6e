import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES, OkEmpty } from '../../../shared/contract/envelope';
import {
  DeviceListSchema,
  DevicePageSchema,
  DeviceRowSchema,
  FindDeviceListSchema,
  SearchDeviceSchema,
  UpdateUserDevicesSchema,
  UserIdParamsSchema,
} from '../../../shared/contract/api/userdevices';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import * as service from './service';
import { body, lookupName } from '../../http/oplog';

const tags = ['userdevices'];
const DeviceList = Envelope(DeviceListSchema);

/**
 * The console's device lists (read-only, scoped to the caller) and a user's device bindings.
 * Device administration (create, edit, delete) lives in the device module. Needs app.database.
 */
export const userDeviceRoutes: FastifyPluginAsyncTypebox = async (app) => {

  // Any session: the console calls it right after login to learn its devices.
  app.post(
    '/userdevices/findDeviceList',
    { config: { readOnly: true }, schema: { tags, body: FindDeviceListSchema, response: { 200: DeviceList, ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.findDeviceList(request.scope, request.body.userId)),
  );

  app.post(
    '/userdevices/getDeviceListByPage',
    { config: { readOnly: true }, schema: { tags, body: DevicePageSchema, response: { 200: DeviceList, ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.page(request.scope, request.body)),
  );

  app.post(
    '/userdevices/searchDevice',
    { config: { readOnly: true }, schema: { tags, body: SearchDeviceSchema, response: { 200: Envelope(Type.Array(DeviceRowSchema)), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.search(request.scope, request.body.keyword)),
  );

  app.get(
    '/userdevices/:userId',
    { schema: { tags, params: UserIdParamsSchema, response: { 200: DeviceList, ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.boundTo(request.scope, request.params.userId)),
  );

  // What the binding dialog offers: the devices updateUserDevices would accept for this user.
  app.get(
    '/userdevices/:userId/assignable',
    { config: { access: ROUTE_ACCESS.userDevices }, schema: { tags, params: UserIdParamsSchema, response: { 200: DeviceList, ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.assignableTo(request.scope, request.params.userId)),
  );

  app.post(
    '/userdevices/updateUserDevices',
    { config: { oplog: { action: 'bind_devices', resource: 'user', lookup: lookupName('users', 'user_name', body('userId')) }, access: ROUTE_ACCESS.userDevices }, schema: { tags, body: UpdateUserDevicesSchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } } },
    async (request) => {
      request.opTarget = `user:${request.body.userId}`;
      await service.updateUserDevices(request.scope, request.body);
      app.bus.emit('rights', { userIds: [request.body.userId] });
      return ok(request, null);
    },
  );
};
