import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope';
import { Envelope, ERROR_RESPONSES, OkEmpty, Paged, PageQuery } from '../../../../shared/contract/envelope';
import { ParamConfigSchema } from '../../../../shared/contract/api/device-params';
import {
  BoundUserSchema,
  DeviceAndParamsQuerySchema,
  DeviceCreatedSchema,
  DeviceCreateSchema,
  DeviceDestroySchema,
  DeviceIdBodySchema,
  DeviceRowSchema,
  AlarmSwitchSchema,
  DeviceEnableSwitchSchema,
  DeviceUpdateSchema,
  RecycleBodySchema,
} from '../../../../shared/contract/api/devices';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import * as service from './service';
import * as recycle from './recycle-service';
import { body, byBody, lookupName } from '../../../http/oplog';
import { DEFAULT_PAGE_SIZE } from '../../../../shared/contract/paging';

const { devices: DEVICES, recycle: RECYCLE, deviceUsers: DEVICE_USERS, devicesWithParams: WITH_PARAMS } = ROUTE_ACCESS;
const tags = ['devices'];
const reply = <T extends Parameters<typeof Envelope>[0]>(data: T) => ({ 200: Envelope(data), ...ERROR_RESPONSES });

/**
 * Device administration (issue 9): POST /userdevices/create, updateDevice, destroy, modifyAl,
 * modifyPa, deviceOfUser, getDeviceAndParams, and the recycle bin (/recycle/list, restore, purge).
 * Needs app.database and app.bus; every change emits a bus 'config' event for ingest and alarms.
 */
export const deviceAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const target = (request: FastifyRequest, id: string) => {
    request.opTarget = `device:${id}`;
  };

  app.post(
    '/userdevices/create',
    { config: { oplog: { action: 'create', resource: 'device', name: body('device_name') }, access: DEVICES }, schema: { tags, body: DeviceCreateSchema, response: reply(DeviceCreatedSchema) } },
    async (request) => {
      target(request, request.body.device_id);
      return ok(request, await service.createDevice(request.scope, request.body), 'devices_created');
    },
  );

  app.post(
    '/userdevices/updateDevice',
    { config: { oplog: { action: 'update', resource: 'device', lookup: lookupName('devices', 'device_name', body('oldData.device_id'), 'device_id') }, access: DEVICES }, schema: { tags, body: DeviceUpdateSchema, response: reply(DeviceRowSchema) } },
    async (request) => {
      target(request, request.body.oldData.device_id);
      const row = await service.updateDevice(request.scope, request.body);
      // It may have moved to another company: sockets watching it are re-checked.
      app.bus.emit('rights', { deviceIds: [request.body.oldData.device_id] });
      return ok(request, row, 'devices_updated');
    },
  );

  app.post(
    '/userdevices/destroy',
    { config: { oplog: { action: 'delete', resource: 'device', lookup: lookupName('devices', 'device_name', body('device_id'), 'device_id') }, access: DEVICES }, schema: { tags, body: DeviceDestroySchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } } },
    async (request) => {
      target(request, request.body.device_id);
      await service.destroyDevice(request.scope, request.body.device_id);
      app.bus.emit('rights', { deviceIds: [request.body.device_id] });
      return ok(request, null, 'devices_deleted');
    },
  );

  const lookupDevice = lookupName('devices', 'device_name', body('device_id'), 'device_id');
  const switched = byBody('alarm', { 1: 'enable', 0: 'disable' });
  app.post(
    '/userdevices/modifyAl',
    { config: { access: DEVICES, oplog: { action: switched, resource: 'device_alarm', lookup: lookupDevice } }, schema: { tags, body: AlarmSwitchSchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } } },
    async (request) => {
      target(request, request.body.device_id);
      await service.switchAlarms(request.scope, request.body);
      return ok(request, null, 'devices_status_switched');
    },
  );
  app.post(
    '/userdevices/modifyPa',
    { config: { access: DEVICES, oplog: { action: switched, resource: 'device', lookup: lookupDevice } }, schema: { tags, body: DeviceEnableSwitchSchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } } },
    async (request) => {
      target(request, request.body.device_id);
      await service.switchDevice(request.scope, request.body);
      return ok(request, null, 'devices_status_switched');
    },
  );

  app.post(
    '/userdevices/deviceOfUser',
    {
      config: { access: DEVICE_USERS, readOnly: true },
      schema: { tags, body: DeviceIdBodySchema, response: reply(Type.Array(BoundUserSchema)) },
    },
    async (request) => ok(request, await service.usersOfDevice(request.scope, request.body.deviceId)),
  );

  app.post(
    '/userdevices/getDeviceAndParams',
    {
      config: { access: WITH_PARAMS, readOnly: true },
      schema: {
        tags,
        body: DeviceAndParamsQuerySchema,
        response: reply(Type.Array(Type.Object({ ...DeviceRowSchema.properties, params: Type.Array(ParamConfigSchema) }))),
      },
    },
    async (request) => ok(request, await service.devicesWithParams(request.scope, request.body.deviceId)),
  );

  app.get(
    '/recycle/list',
    { config: { access: RECYCLE }, schema: { tags, querystring: Type.Object(PageQuery), response: reply(Paged(DeviceRowSchema)) } },
    async (request) => ok(request, await recycle.listRecycled(request.scope, request.query.page ?? 1, request.query.pageSize ?? DEFAULT_PAGE_SIZE)),
  );

  app.post(
    '/recycle/restore',
    { config: { oplog: { action: 'restore', resource: 'device', lookup: lookupName('devices', 'device_name', body('device_id'), 'device_id') }, access: RECYCLE }, schema: { tags, body: RecycleBodySchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } } },
    async (request) => {
      target(request, request.body.device_id);
      await recycle.restore(request.scope, request.body.device_id);
      return ok(request, null, 'devices_restored');
    },
  );

  app.post(
    '/recycle/purge',
    { config: { oplog: { action: 'purge', resource: 'device', lookup: lookupName('devices', 'device_name', body('device_id'), 'device_id') }, access: RECYCLE }, schema: { tags, body: RecycleBodySchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } } },
    async (request) => {
      target(request, request.body.device_id);
      await recycle.purge(request.scope, request.body.device_id);
      app.bus.emit('rights', { deviceIds: [request.body.device_id] });
      return ok(request, null, 'devices_deleted');
    },
  );
};
