import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { USER_DEVICE_ENDPOINTS } from '../../../shared/contract/api/userdevices';
import * as service from './service';
import { body, lookupName } from '../../http/oplog';

const tags = ['userdevices'];

/**
 * The console's device lists (read-only, scoped to the caller) and a user's device bindings.
 * Device administration (create, edit, delete) lives in the device module. Needs app.database.
 */
export const userDeviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { findDeviceList, page, search, boundTo, assignable, updateUserDevices } = USER_DEVICE_ENDPOINTS;

  app.post(
    findDeviceList.path,
    { config: { ...routeAccess(findDeviceList), readOnly: true }, schema: routeSchema(findDeviceList, { tags }) },
    async (request) => ok(request, await service.findDeviceList(request.scope, request.body.userId)),
  );

  app.post(
    page.path,
    { config: { ...routeAccess(page), readOnly: true }, schema: routeSchema(page, { tags }) },
    async (request) => ok(request, await service.page(request.scope, request.body)),
  );

  app.post(
    search.path,
    { config: { ...routeAccess(search), readOnly: true }, schema: routeSchema(search, { tags }) },
    async (request) => ok(request, await service.search(request.scope, request.body.keyword)),
  );

  app.get(
    boundTo.path,
    { config: routeAccess(boundTo), schema: routeSchema(boundTo, { tags }) },
    async (request) => ok(request, await service.boundTo(request.scope, request.params.userId)),
  );

  app.get(
    assignable.path,
    { config: routeAccess(assignable), schema: routeSchema(assignable, { tags }) },
    async (request) => ok(request, await service.assignableTo(request.scope, request.params.userId)),
  );

  app.post(
    updateUserDevices.path,
    {
      config: { ...routeAccess(updateUserDevices), oplog: { action: 'bind_devices', resource: 'user', lookup: lookupName('users', 'user_name', body('userId')) } },
      schema: routeSchema(updateUserDevices, { tags }),
    },
    async (request) => {
      request.opTarget = `user:${request.body.userId}`;
      await service.updateUserDevices(request.scope, request.body);
      app.bus.emit('rights', { userIds: [request.body.userId] });
      return ok(request, null);
    },
  );
};
