import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES, OkEmpty, Paged } from '../../../shared/contract/envelope';
import {
  CompanyCreateSchema,
  CompanyIdParamsSchema,
  CompanyListQuerySchema,
  CompanyOptionSchema,
  CompanyRowSchema,
  CompanyUpdateSchema,
} from '../../../shared/contract/api/companies';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import * as service from './service';
import { body, lookupName, param } from '../../http/oplog';

const { companies: COMPANIES, companyPickers: COMPANY_PICKERS } = ROUTE_ACCESS;
const tags = ['companies'];
const Created = Envelope(Type.Object({ id: Type.Integer() }));

/**
 * Companies (tenants), spec section 7 "Auth, companies and users". Creation and deletion are the
 * platform admin's; listing and editing follow the caller's company scope. Needs app.database.
 */
export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/companies',
    {
      config: { access: COMPANIES },
      schema: { tags, querystring: CompanyListQuerySchema, response: { 200: Envelope(Paged(CompanyRowSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.list(request.scope, request.query)),
  );

  app.get(
    '/companies/list',
    { config: { access: COMPANY_PICKERS }, schema: { tags, response: { 200: Envelope(Type.Array(CompanyOptionSchema)), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.options(request.scope)),
  );

  for (const [method, url] of [
    ['POST', '/companies'],
    ['PUT', '/companies/create'],
  ] as const) {
    app.route({
      method,
      url,
      config: { access: COMPANIES, oplog: { action: 'create', resource: 'company', name: body('name') } },
      schema: { tags, body: CompanyCreateSchema, response: { 200: Created, ...ERROR_RESPONSES } },
      handler: async (request) => {
        const created = await service.create(request.scope, request.body);
        request.opTarget = `company:${created.id}`;
        return ok(request, created);
      },
    });
  }

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/companies/:id',
      config: { access: COMPANIES, oplog: { action: 'update', resource: 'company', lookup: lookupName('companies', 'name', param('id')) } },
      schema: { tags, params: CompanyIdParamsSchema, body: CompanyUpdateSchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } },
      handler: async (request) => {
        request.opTarget = `company:${request.params.id}`;
        await service.update(request.scope, request.params.id, request.body);
        if (request.body.is_lock !== undefined) app.bus.emit('rights', { companyId: request.params.id });
        return ok(request, null);
      },
    });
  }

  app.delete(
    '/companies/:id',
    {
      config: { oplog: { action: 'delete', resource: 'company', lookup: lookupName('companies', 'name', param('id')) }, access: COMPANIES },
      schema: { tags, params: CompanyIdParamsSchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } },
    },
    async (request) => {
      request.opTarget = `company:${request.params.id}`;
      await service.remove(request.scope, request.params.id);
      return ok(request, null);
    },
  );
};
