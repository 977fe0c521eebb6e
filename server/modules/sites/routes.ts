import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import * as service from './service';
import { SITE_ENDPOINTS } from '../../../shared/contract/api/sites';
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
  const { list, ponds, pondAction } = SITE_ENDPOINTS;

  app.get(list.path, { config: routeAccess(list), schema: routeSchema(list, { tags }) }, async (request) => ok(request, await service.listSites(request.scope)));

  app.get(
    ponds.path,
    { config: routeAccess(ponds), schema: routeSchema(ponds, { tags }) },
    async (request) => ok(request, await service.listPonds(request.scope, request.query.site_id)),
  );

  app.post(
    pondAction.path,
    {
      config: { ...routeAccess(pondAction), oplog: { action: ifBody('id', 'update', 'create'), resource: 'pond', name: body('name') } },
      schema: routeSchema(pondAction, { tags }),
    },
    async (request) => {
      request.opTarget = `pond:${request.body.id ?? 'new'}`;
      return ok(request, await service.pondAction(request.scope, request.body), MESSAGE_OF[request.body.action]);
    },
  );
};
