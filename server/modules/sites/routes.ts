import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import * as service from './service';
import {
  PondActionBodySchema,
  PondActionResultSchema,
  PondListQuerySchema,
  PondListSchema,
  SiteListSchema,
} from '../../../shared/contract/api/sites';
import './seed-sites';
import { body, ifBody } from '../../http/oplog';

const tags = ['sites'];
const MESSAGE_OF = { create: 'pond_created', update: 'pond_updated', delete: 'pond_deleted' } as const;

/**
 * Sites for the map, 3D model, drone model and breeding map: GET /sites (layouts, ponds, drone
 * model, placed devices, optional tile URL), GET /sites/ponds {site_id} (ponds with live water
 * quality) and POST /sites/ponds {action: create|update|delete} (4006). Tenant-scoped in the
 * service. Needs app.database and the live-data plugins (ingest, presence, alarms) for quality.
 */
export const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sites',
    { config: { access: ROUTE_ACCESS.sitesView }, schema: { tags, response: { 200: Envelope(SiteListSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.listSites(request.scope)),
  );

  app.get(
    '/sites/ponds',
    {
      config: { access: ROUTE_ACCESS.ponds },
      schema: { tags, querystring: PondListQuerySchema, response: { 200: Envelope(PondListSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.listPonds(request.scope, request.query.site_id)),
  );

  app.post(
    '/sites/ponds',
    {
      config: { oplog: { action: ifBody('id', 'update', 'create'), resource: 'pond', name: body('name') }, access: ROUTE_ACCESS.ponds },
      schema: { tags, body: PondActionBodySchema, response: { 200: Envelope(PondActionResultSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      request.opTarget = `pond:${request.body.id ?? 'new'}`;
      return ok(request, await service.pondAction(request.scope, request.body), MESSAGE_OF[request.body.action]);
    },
  );
};
