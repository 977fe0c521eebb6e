import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope';
import { routeAccess, routeSchema } from '../../../http/endpoint-route';
import { DEVICE_ENDPOINTS } from '../../../../shared/contract/api/devices';
import * as service from './service';
import * as recycle from './recycle-service';
import { body, byBody, lookupName } from '../../../http/oplog';
import { DEFAULT_PAGE_SIZE } from '../../../../shared/contract/paging';

const tags = ['devices'];

/**
 * Device administration (issue 9): POST /userdevices/create, updateDevice, destroy, modifyAl,
 * modifyPa, deviceOfUser, getDeviceAndParams, and the recycle bin (/recycle/list, restore, purge).
 * Needs app.database and app.bus; every change emits a bus 'config' event for ingest and alarms.
 */
export const deviceAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { create, update, destroy, switchAlarms, switchDevice, usersOfDevice, withParams, recycled, restore, purge } = DEVICE_ENDPOINTS;
  const target = (request: FastifyRequest, id: string) => {
    request.opTarget = `device:${id}`;
  };
  const lookupDevice = lookupName('devices', 'device_name', body('device_id'), 'device_id');

  app.post(
    create.path,
    { config: { ...routeAccess(create), oplog: { action: 'create', resource: 'device', name: body('device_name') } }, schema: routeSchema(create, { tags }) },
    async (request) => {
      target(request, request.body.device_id);
      return ok(request, await service.createDevice(request.scope, request.body), 'devices_created');
    },
  );

  app.post(
    update.path,
    {
      config: { ...routeAccess(update), oplog: { action: 'update', resource: 'device', lookup: lookupName('devices', 'device_name', body('oldData.device_id'), 'device_id') } },
      schema: routeSchema(update, { tags }),
    },
    async (request) => {
      target(request, request.body.oldData.device_id);
      const row = await service.updateDevice(request.scope, request.body);
      // It may have moved to another company: sockets watching it are re-checked.
      app.bus.emit('rights', { deviceIds: [request.body.oldData.device_id] });
      return ok(request, row, 'devices_updated');
    },
  );

  app.post(
    destroy.path,
    { config: { ...routeAccess(destroy), oplog: { action: 'delete', resource: 'device', lookup: lookupDevice } }, schema: routeSchema(destroy, { tags }) },
    async (request) => {
      target(request, request.body.device_id);
      await service.destroyDevice(request.scope, request.body.device_id);
      app.bus.emit('rights', { deviceIds: [request.body.device_id] });
      return ok(request, null, 'devices_deleted');
    },
  );

  const switched = byBody('alarm', { 1: 'enable', 0: 'disable' });
  app.post(
    switchAlarms.path,
    { config: { ...routeAccess(switchAlarms), oplog: { action: switched, resource: 'device_alarm', lookup: lookupDevice } }, schema: routeSchema(switchAlarms, { tags }) },
    async (request) => {
      target(request, request.body.device_id);
      await service.switchAlarms(request.scope, request.body);
      return ok(request, null, 'devices_status_switched');
    },
  );
  app.post(
    switchDevice.path,
    { config: { ...routeAccess(switchDevice), oplog: { action: switched, resource: 'device', lookup: lookupDevice } }, schema: routeSchema(switchDevice, { tags }) },
    async (request) => {
      target(request, request.body.device_id);
      await service.switchDevice(request.scope, request.body);
      return ok(request, null, 'devices_status_switched');
    },
  );

  app.post(
    usersOfDevice.path,
    { config: { ...routeAccess(usersOfDevice), readOnly: true }, schema: routeSchema(usersOfDevice, { tags }) },
    async (request) => ok(request, await service.usersOfDevice(request.scope, request.body.deviceId)),
  );

  app.post(
    withParams.path,
    { config: { ...routeAccess(withParams), readOnly: true }, schema: routeSchema(withParams, { tags }) },
    async (request) => ok(request, await service.devicesWithParams(request.scope, request.body.deviceId)),
  );

  app.get(
    recycled.path,
    { config: routeAccess(recycled), schema: routeSchema(recycled, { tags }) },
    async (request) => ok(request, await recycle.listRecycled(request.scope, request.query.page ?? 1, request.query.pageSize ?? DEFAULT_PAGE_SIZE)),
  );

  app.post(
    restore.path,
    { config: { ...routeAccess(restore), oplog: { action: 'restore', resource: 'device', lookup: lookupDevice } }, schema: routeSchema(restore, { tags }) },
    async (request) => {
      target(request, request.body.device_id);
      await recycle.restore(request.scope, request.body.device_id);
      return ok(request, null, 'devices_restored');
    },
  );

  app.post(
    purge.path,
    { config: { ...routeAccess(purge), oplog: { action: 'purge', resource: 'device', lookup: lookupDevice } }, schema: routeSchema(purge, { tags }) },
    async (request) => {
      target(request, request.body.device_id);
      await recycle.purge(request.scope, request.body.device_id);
      app.bus.emit('rights', { deviceIds: [request.body.device_id] });
      return ok(request, null, 'devices_deleted');
    },
  );
};
