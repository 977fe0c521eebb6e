import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES, OkEmpty } from '../../../shared/contract/envelope';
import {
  BulkChangeSchema,
  BulkResultSchema,
  HolderSchema,
  HoldersQuerySchema,
  PermissionChangeSchema,
  RoutesQuerySchema,
  UserRoutesSchema,
} from '../../../shared/contract/api/userauth';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import * as service from './service';
import { body, lookupName } from '../../http/oplog';

/** The permission page (9003) and the user page's "assigned routes" (9002) both manage codes. */
const PERMISSIONS = ROUTE_ACCESS.permissions;
const tags = ['userauth'];

/**
 * Access codes per user: what a user holds, what the caller may still assign, grants and
 * revocations (each in a transaction), and who holds a given code. Needs app.database.
 */
export const userauthRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/users/findRoutesByUserId',
    { config: { access: PERMISSIONS }, schema: { tags, querystring: RoutesQuerySchema, response: { 200: Envelope(UserRoutesSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.routesOf(request.scope, request.query.userId)),
  );

  app.post(
    '/userauth/addPermission',
    { config: { oplog: { action: 'grant', resource: 'user', lookup: lookupName('users', 'user_name', body('userId')) }, access: PERMISSIONS }, schema: { tags, body: PermissionChangeSchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } } },
    async (request) => {
      request.opTarget = `user:${request.body.userId}`;
      await service.addPermission(request.scope, request.body);
      app.bus.emit('rights', { userIds: [request.body.userId] });
      return ok(request, null);
    },
  );

  app.post(
    '/userauth/deletePermission',
    { config: { oplog: { action: 'revoke', resource: 'user', lookup: lookupName('users', 'user_name', body('userId')) }, access: PERMISSIONS }, schema: { tags, body: PermissionChangeSchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } } },
    async (request) => {
      request.opTarget = `user:${request.body.userId}`;
      await service.deletePermission(request.scope, request.body);
      app.bus.emit('rights', { userIds: [request.body.userId] });
      return ok(request, null);
    },
  );

  app.get(
    '/userauth/holders',
    { config: { access: PERMISSIONS }, schema: { tags, querystring: HoldersQuerySchema, response: { 200: Envelope(Type.Array(HolderSchema)), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.holders(request.scope, request.query.code)),
  );

  app.post(
    '/userauth/bulk',
    { config: { oplog: { action: 'change_holders', resource: 'access_code', name: body('code') }, access: PERMISSIONS }, schema: { tags, body: BulkChangeSchema, response: { 200: Envelope(BulkResultSchema), ...ERROR_RESPONSES } } },
    async (request) => {
      request.opTarget = `code:${request.body.code}`;
      const result = await service.bulk(request.scope, request.body);
      app.bus.emit('rights', { userIds: [...(request.body.grant ?? []), ...(request.body.revoke ?? [])] });
      return ok(request, result);
    },
  );
};
