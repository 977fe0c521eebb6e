import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { USERAUTH_ENDPOINTS } from '../../../shared/contract/api/userauth';
import * as service from './service';
import { body, lookupName } from '../../http/oplog';

const tags = ['userauth'];

/**
 * Access codes per user: what a user holds, what the caller may still assign, grants and
 * revocations (each in a transaction), and who holds a given code. Needs app.database.
 */
export const userauthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { routesOf, grant, revoke, holders, bulk } = USERAUTH_ENDPOINTS;
  const lookupUser = lookupName('users', 'user_name', body('userId'));

  app.get(
    routesOf.path,
    { config: routeAccess(routesOf), schema: routeSchema(routesOf, { tags }) },
    async (request) => ok(request, await service.routesOf(request.scope, request.query.userId)),
  );

  app.post(
    grant.path,
    { config: { ...routeAccess(grant), oplog: { action: 'grant', resource: 'user', lookup: lookupUser } }, schema: routeSchema(grant, { tags }) },
    async (request) => {
      request.opTarget = `user:${request.body.userId}`;
      await service.addPermission(request.scope, request.body);
      app.bus.emit('rights', { userIds: [request.body.userId] });
      return ok(request, null);
    },
  );

  app.post(
    revoke.path,
    { config: { ...routeAccess(revoke), oplog: { action: 'revoke', resource: 'user', lookup: lookupUser } }, schema: routeSchema(revoke, { tags }) },
    async (request) => {
      request.opTarget = `user:${request.body.userId}`;
      await service.deletePermission(request.scope, request.body);
      app.bus.emit('rights', { userIds: [request.body.userId] });
      return ok(request, null);
    },
  );

  app.get(
    holders.path,
    { config: routeAccess(holders), schema: routeSchema(holders, { tags }) },
    async (request) => ok(request, await service.holders(request.scope, request.query.code)),
  );

  app.post(
    bulk.path,
    { config: { ...routeAccess(bulk), oplog: { action: 'change_holders', resource: 'access_code', name: body('code') } }, schema: routeSchema(bulk, { tags }) },
    async (request) => {
      request.opTarget = `code:${request.body.code}`;
      const result = await service.bulk(request.scope, request.body);
      app.bus.emit('rights', { userIds: [...(request.body.grant ?? []), ...(request.body.revoke ?? [])] });
      return ok(request, result);
    },
  );
};
