import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope';
import { routeAccess, routeSchema } from '../../../http/endpoint-route';
import { forbidden } from '../../../http/app-error';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import { DEVICE_PARAM_ENDPOINTS } from '../../../../shared/contract/api/device-params';
import type { OpResource } from '../../../../shared/contract/op-vocabulary';
import * as service from './service';
import { body, byBody, firstOf, ifBody, joined } from '../../../http/oplog';

const { paramConfig: CONFIG, paramDefinitions: DEFINITIONS } = ROUTE_ACCESS;
const tags = ['device-params'];

/** A body's kind decides which of the two codes the caller needs (routes can only ask for either). */
function requireCodeFor(request: FastifyRequest, kind: 'definition' | 'config') {
  if (!request.scope.holds(kind === 'config' ? CONFIG : DEFINITIONS)) throw forbidden();
}

const writtenResource = (r: FastifyRequest): OpResource => ((r.body as { kind?: string } | undefined)?.kind === 'config' ? 'param_config' : 'param');
const writtenName = firstOf(joined(body('deviceId'), body('paramKey')), body('param_key'));

/**
 * Parameter configuration (8007) and definitions (8009): GET /deviceParam/deviceParam, /list,
 * POST /add and /update (`kind: 'config' | 'definition'`), PUT /enable, DELETE /delete. A
 * configuration change emits bus 'config' so ingest and alarms reload the device at once.
 */
export const deviceParamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { configs, definitions, add, update, enable, remove } = DEVICE_PARAM_ENDPOINTS;

  app.get(
    configs.path,
    { config: routeAccess(configs), schema: routeSchema(configs, { tags }) },
    async (request) => ok(request, await service.configsOf(request.scope, request.query.deviceId)),
  );

  app.get(
    definitions.path,
    { config: routeAccess(definitions), schema: routeSchema(definitions, { tags }) },
    async (request) => ok(request, await service.listDefinitions(app.database.db)),
  );

  app.post(
    add.path,
    { config: { ...routeAccess(add), oplog: { action: 'create', resource: writtenResource, name: writtenName } }, schema: routeSchema(add, { tags }) },
    async (request) => {
      const body = request.body;
      requireCodeFor(request, body.kind);
      request.opTarget = body.kind === 'config' ? `device:${body.deviceId}:${body.paramKey}` : `param:${body.param_key}`;
      const row = body.kind === 'config' ? await service.addConfig(request.scope, body) : await service.addDefinition(request.scope, body);
      return ok(request, row, 'params_added');
    },
  );

  app.post(
    update.path,
    { config: { ...routeAccess(update), oplog: { action: 'update', resource: writtenResource, name: writtenName } }, schema: routeSchema(update, { tags }) },
    async (request) => {
      const body = request.body;
      requireCodeFor(request, body.kind);
      request.opTarget = body.kind === 'config' ? `device:${body.deviceId}:${body.paramKey}` : `param:${body.param_key}`;
      const row = body.kind === 'config' ? await service.updateConfig(request.scope, body) : await service.updateDefinition(request.scope, body);
      return ok(request, row, 'params_updated');
    },
  );

  app.put(
    enable.path,
    {
      config: {
        ...routeAccess(enable),
        oplog: { action: byBody('status', { 1: 'enable', 0: 'disable', true: 'enable', false: 'disable' }), resource: 'param_config', name: joined(body('deviceId'), body('paramKey')) },
      },
      schema: routeSchema(enable, { tags }),
    },
    async (request) => {
      const { deviceId, paramKey, status } = request.body;
      request.opTarget = `device:${deviceId}:${paramKey}`;
      await service.setOpen(request.scope, deviceId, paramKey, status);
      return ok(request, null, 'devices_status_switched');
    },
  );

  app.delete(
    remove.path,
    {
      config: { ...routeAccess(remove), oplog: { action: 'delete', resource: ifBody('deviceId', 'param_config', 'param'), name: joined(body('deviceId'), body('paramKey')) } },
      schema: routeSchema(remove, { tags }),
    },
    async (request) => {
      const { deviceId, paramKey } = request.body;
      requireCodeFor(request, deviceId ? 'config' : 'definition');
      request.opTarget = deviceId ? `device:${deviceId}:${paramKey}` : `param:${paramKey}`;
      if (deviceId) await service.deleteConfig(request.scope, deviceId, paramKey);
      else await service.deleteDefinition(request.scope, paramKey);
      return ok(request, null, 'params_deleted');
    },
  );
};
