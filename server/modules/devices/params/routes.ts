import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope';
import { Envelope, ERROR_RESPONSES, OkEmpty } from '../../../../shared/contract/envelope';
import { forbidden } from '../../../http/app-error';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import { ActionBody } from '../../../../shared/contract/action-body';
import {
  ConfigBodySchema,
  DefinitionAddSchema,
  DefinitionUpdateSchema,
  DeleteBodySchema,
  DeviceParamQuerySchema,
  EnableBodySchema,
  ParamConfigSchema,
  ParamDefSchema,
} from '../../../../shared/contract/api/device-params';
import * as service from './service';
import { body, byBody, firstOf, ifBody, joined } from '../../../http/oplog';

const { paramConfig: CONFIG, paramDefinitions: DEFINITIONS, paramConfigRead, paramDefinitionsRead, paramWrite } = ROUTE_ACCESS;
const tags = ['device-params'];
const AddBody = ActionBody('kind', { definition: DefinitionAddSchema, config: ConfigBodySchema });
const UpdateBody = ActionBody('kind', { definition: DefinitionUpdateSchema, config: ConfigBodySchema });
const Written = { 200: Envelope(Type.Union([ParamConfigSchema, ParamDefSchema])), ...ERROR_RESPONSES };

/** A body's kind decides which of the two codes the caller needs (routes can only ask for either). */
function requireCodeFor(request: FastifyRequest, kind: 'definition' | 'config') {
  if (!request.scope.holds(kind === 'config' ? CONFIG : DEFINITIONS)) throw forbidden();
}

/**
 * Parameter configuration (8007) and definitions (8009): GET /deviceParam/deviceParam, /list,
 * POST /add and /update (`kind: 'config' | 'definition'`), PUT /enable, DELETE /delete. A
 * configuration change emits bus 'config' so ingest and alarms reload the device at once.
 */
export const deviceParamRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/deviceParam/deviceParam',
    {
      config: { access: paramConfigRead },
      schema: { tags, querystring: DeviceParamQuerySchema, response: { 200: Envelope(Type.Array(ParamConfigSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.configsOf(request.scope, request.query.deviceId)),
  );

  app.get(
    '/deviceParam/list',
    { config: { access: paramDefinitionsRead }, schema: { tags, response: { 200: Envelope(Type.Array(ParamDefSchema)), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.listDefinitions(app.database.db)),
  );

  app.post(
    '/deviceParam/add',
    { config: { oplog: { action: 'create', resource: (r) => ((r.body as { kind?: string } | undefined)?.kind === 'config' ? 'param_config' : 'param'), name: firstOf(joined(body('deviceId'), body('paramKey')), body('param_key')) }, access: paramWrite }, schema: { tags, body: AddBody, response: Written } },
    async (request) => {
      const body = request.body;
      requireCodeFor(request, body.kind);
      request.opTarget = body.kind === 'config' ? `device:${body.deviceId}:${body.paramKey}` : `param:${body.param_key}`;
      const row = body.kind === 'config' ? await service.addConfig(request.scope, body) : await service.addDefinition(request.scope, body);
      return ok(request, row, 'params_added');
    },
  );

  app.post(
    '/deviceParam/update',
    { config: { oplog: { action: 'update', resource: (r) => ((r.body as { kind?: string } | undefined)?.kind === 'config' ? 'param_config' : 'param'), name: firstOf(joined(body('deviceId'), body('paramKey')), body('param_key')) }, access: paramWrite }, schema: { tags, body: UpdateBody, response: Written } },
    async (request) => {
      const body = request.body;
      requireCodeFor(request, body.kind);
      request.opTarget = body.kind === 'config' ? `device:${body.deviceId}:${body.paramKey}` : `param:${body.param_key}`;
      const row = body.kind === 'config' ? await service.updateConfig(request.scope, body) : await service.updateDefinition(request.scope, body);
      return ok(request, row, 'params_updated');
    },
  );

  app.put(
    '/deviceParam/enable',
    { config: { oplog: { action: byBody('status', { 1: 'enable', 0: 'disable', true: 'enable', false: 'disable' }), resource: 'param_config', name: joined(body('deviceId'), body('paramKey')) }, access: CONFIG }, schema: { tags, body: EnableBodySchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } } },
    async (request) => {
      const { deviceId, paramKey, status } = request.body;
      request.opTarget = `device:${deviceId}:${paramKey}`;
      await service.setOpen(request.scope, deviceId, paramKey, status);
      return ok(request, null, 'devices_status_switched');
    },
  );

  app.delete(
    '/deviceParam/delete',
    { config: { oplog: { action: 'delete', resource: ifBody('deviceId', 'param_config', 'param'), name: joined(body('deviceId'), body('paramKey')) }, access: paramWrite }, schema: { tags, body: DeleteBodySchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } } },
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
