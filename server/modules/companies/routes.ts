import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { COMPANY_ENDPOINTS } from '../../../shared/contract/api/companies';
import * as service from './service';
import { body, lookupName, param } from '../../http/oplog';

const tags = ['companies'];

/**
 * Companies (tenants), spec section 7 "Auth, companies and users". Creation and deletion are the
 * platform admin's; listing and editing follow the caller's company scope. Needs app.database.
 */
export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { list, options, create, createByPut, update, updateByPost, remove } = COMPANY_ENDPOINTS;
  const lookup = lookupName('companies', 'name', param('id'));

  app.get(list.path, { config: routeAccess(list), schema: routeSchema(list, { tags }) }, async (request) => ok(request, await service.list(request.scope, request.query)));

  app.get(options.path, { config: routeAccess(options), schema: routeSchema(options, { tags }) }, async (request) => ok(request, await service.options(request.scope)));

  for (const entry of [create, createByPut]) {
    app.route({
      method: entry.method,
      url: entry.path,
      config: { ...routeAccess(entry), oplog: { action: 'create', resource: 'company', name: body('name') } },
      schema: routeSchema(entry, { tags }),
      handler: async (request) => {
        const created = await service.create(request.scope, request.body);
        request.opTarget = `company:${created.id}`;
        return ok(request, created);
      },
    });
  }

  for (const entry of [updateByPost, update]) {
    app.route({
      method: entry.method,
      url: entry.path,
      config: { ...routeAccess(entry), oplog: { action: 'update', resource: 'company', lookup } },
      schema: routeSchema(entry, { tags }),
      handler: async (request) => {
        request.opTarget = `company:${request.params.id}`;
        await service.update(request.scope, request.params.id, request.body);
        if (request.body.is_lock !== undefined) app.bus.emit('rights', { companyId: request.params.id });
        return ok(request, null);
      },
    });
  }

  app.delete(
    remove.path,
    { config: { ...routeAccess(remove), oplog: { action: 'delete', resource: 'company', lookup } }, schema: routeSchema(remove, { tags }) },
    async (request) => {
      request.opTarget = `company:${request.params.id}`;
      await service.remove(request.scope, request.params.id);
      return ok(request, null);
    },
  );
};
