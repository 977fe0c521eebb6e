import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope';
import { Envelope, ERROR_RESPONSES, OkEmpty } from '../../../../shared/contract/envelope';
import { forbidden } from '../../../http/app-error';
import { holdsCode } from '../../../auth/session-user';
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

const CONFIG = '8007';
const DEFINITIONS = '8009';
const tags = ['device-params'];
const AddBody = ActionBody('kind', { definition: DefinitionAddSchema, config: ConfigBodySchema });
const UpdateBody = ActionBody('kind', { definition: DefinitionUpdateSchema, config: ConfigBodySchema });
const Written = { 200: Envelope(Type.Union([ParamConfigSchema, ParamDefSchema])), ...ERROR_RESPONSES };

/** A body's kind decides which of the two codes the caller needs (routes can only ask for either). */
function requireCodeFor(request: FastifyRequest, kind: 'definition' | 'config') {
  if (!holdsCode(request.user!.access, kind === 'config' ? CONFIG : DEFINITIONS)) throw forbidden();
}

/**
 * Parameter configuration (8007) and definitions (8009): GET /deviceParam/deviceParam, /list,
 * POST /add and /update (`kind: 'config' | 'definition'`), PUT /enable, DELETE /delete. A
 * configuration change emits bus 'config' so ingest and alarms reload the device at once.
 */
export const deviceParamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = (request: FastifyRequest) => ({ db: app.database.db, bus: app.bus, user: request.user! });

  app.get(
    '/deviceParam/deviceParam',
    {
      config: { access: [CONFIG, '8001', '8012'] },
      schema: { tags, querystring: DeviceParamQuerySchema, response: { 200: Envelope(Type.Array(ParamConfigSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.configsOf(ctx(request), request.query.deviceId)),
  );

  app.get(
    '/deviceParam/list',
    { config: { access: [DEFINITIONS, CONFIG, '8001'] }, schema: { tags, response: { 200: Envelope(Type.Array(ParamDefSchema)), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.listDefinitions(app.database.db)),
  );

  app.post(
    '/deviceParam/add',
    { config: { oplog: { action: 'create', resource: (r) => ((r.body as { kind?: string } | undefined)?.kind === 'config' ? 'param_config' : 'param'), name: firstOf(joined(body('deviceId'), body('paramKey')), body('param_key')) }, access: [CONFIG, DEFINITIONS] }, schema: { tags, body: AddBody, response: Written } },
    async (request) => {
      const body = request.body;
      requireCodeFor(request, body.kind);
      request.opTarget = body.kind === 'config' ? `device:${body.deviceId}:${body.paramKey}` : `param:${body.param_key}`;
      const row = body.kind === 'config' ? await service.addConfig(ctx(request), body) : await service.addDefinition(ctx(request), body);
      return ok(request, row, 'params_added');
    },
  );

  app.post(
    '/deviceParam/update',
    { config: { oplog: { action: 'update', resource: (r) => ((r.body as { kind?: string } | undefined)?.kind === 'config' ? 'param_config' : 'param'), name: firstOf(joined(body('deviceId'), body('paramKey')), body('param_key')) }, access: [CONFIG, DEFINITIONS] }, schema: { tags, body: UpdateBody, response: Written } },
    async (request) => {
      const body = request.body;
      requireCodeFor(request, body.kind);
      request.opTarget = body.kind === 'config' ? `device:${body.deviceId}:${body.paramKey}` : `param:${body.param_key}`;
      const row = body.kind === 'config' ? await service.updateConfig(ctx(request), body) : await service.updateDefinition(ctx(request), body);
      return ok(request, row, 'params_updated');
    },
  );

  app.put(
    '/deviceParam/enable',
    { config: { oplog: { action: byBody('status', { 1: 'enable', 0: 'disable', true: 'enable', false: 'disable' }), resource: 'param_config', name: joined(body('deviceId'), body('paramKey')) }, access: CONFIG }, schema: { tags, body: EnableBodySchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } } },
    async (request) => {
      const { deviceId, paramKey, status } = request.body;
      request.opTarget = `device:${deviceId}:${paramKey}`;
      await service.setOpen(ctx(request), deviceId, paramKey, status);
      return ok(request, null, 'devices_status_switched');
    },
  );

  app.delete(
    '/deviceParam/delete',
    { config: { oplog: { action: 'delete', resource: ifBody('deviceId', 'param_config', 'param'), name: joined(body('deviceId'), body('paramKey')) }, access: [CONFIG, DEFINITIONS] }, schema: { tags, body: DeleteBodySchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } } },
    async (request) => {
      const { deviceId, paramKey } = request.body;
      requireCodeFor(request, deviceId ? 'config' : 'definition');
      request.opTarget = deviceId ? `device:${deviceId}:${paramKey}` : `param:${paramKey}`;
      if (deviceId) await service.deleteConfig(ctx(request), deviceId, paramKey);
      else await service.deleteDefinition(ctx(request), paramKey);
      return ok(request, null, 'params_deleted');
    },
  );
};
