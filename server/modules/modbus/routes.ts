import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { param } from '../../http/oplog';
import { MODBUS_ENDPOINTS } from '../../../shared/contract/api/modbus';
import * as service from './service';
import './messages';

const tags = ['devices'];

/** GET, PUT and DELETE /devices/:deviceId/modbus: a device's Modbus transport and register map (device management). */
export const modbusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { get, put, remove } = MODBUS_ENDPOINTS;
  const oplog = (action: 'update' | 'delete') => ({ action, resource: 'device_settings' as const, name: param('deviceId') });
  app.get(get.path, { config: routeAccess(get), schema: routeSchema(get, { tags }) }, async (request) =>
    ok(request, await service.settingsOf(request.scope, request.params.deviceId)));
  app.put(put.path, { config: { ...routeAccess(put), oplog: oplog('update') }, schema: routeSchema(put, { tags }) }, async (request) =>
    ok(request, await service.saveSettings(request.scope, request.params.deviceId, request.body), 'modbus_saved'));
  app.delete(remove.path, { config: { ...routeAccess(remove), oplog: oplog('delete') }, schema: routeSchema(remove, { tags }) }, async (request) =>
    ok(request, await service.removeSettings(request.scope, request.params.deviceId), 'modbus_removed'));
};
