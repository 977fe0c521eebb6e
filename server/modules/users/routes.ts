import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES, OkEmpty, Paged } from '../../../shared/contract/envelope';
import {
  FindUserinfoSchema,
  FindUsersQuerySchema,
  ResetPasswordSchema,
  UserIdParamsSchema,
  UserListQuerySchema,
  UserOptionSchema,
  UserProfileSchema,
  UserRowSchema,
  UserSaveSchema,
} from '../../../shared/contract/api/users';
import { UserManageSchema } from '../../../shared/contract/api/user-manage';
import { discriminatedBody } from '../../http/discriminated-body';
import { manageOwnAccount } from './user-manage-service';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import * as service from './service';
import { avatarRoutes } from './avatar-routes';
import { body, ifBody, lookupName, param } from '../../http/oplog';

const { users: USERS, userPickers: USER_PICKERS } = ROUTE_ACCESS;
const tags = ['users'];

/**
 * Users of the companies (spec section 7 "Auth, companies and users") and the caller's own
 * account (POST /userManage). Who sees whom is in server/auth/user-visibility.ts, reached through request.scope. Needs app.database.
 */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(avatarRoutes);

  app.get(
    '/users',
    { config: { access: USERS }, schema: { tags, querystring: UserListQuerySchema, response: { 200: Envelope(Paged(UserRowSchema)), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.list(request.scope, request.query)),
  );

  app.post(
    '/users',
    {
      config: { oplog: { action: ifBody('id', 'update', 'create'), resource: 'user', name: body('user_name') }, access: USERS },
      schema: { tags, body: UserSaveSchema, response: { 200: Envelope(Type.Object({ id: Type.Integer() })), ...ERROR_RESPONSES } },
    },
    async (request) => {
      if (request.body.id) request.opTarget = `user:${request.body.id}`;
      const id = await service.save(request.scope, request.body);
      // Type, company or password may have changed: that user's sockets are re-checked.
      if (request.body.id) app.bus.emit('rights', { userIds: [id] });
      request.opTarget = `user:${id}`;
      return ok(request, { id });
    },
  );

  app.post(
    '/users/resetPassword',
    { config: { oplog: { action: 'reset_password', resource: 'user', lookup: lookupName('users', 'user_name', body('userId')) }, access: USERS }, schema: { tags, body: ResetPasswordSchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } } },
    async (request) => {
      request.opTarget = `user:${request.body.userId}`;
      await service.resetPassword(request.scope, request.body.userId, request.body.pwd);
      app.bus.emit('rights', { userIds: [request.body.userId] });
      return ok(request, null);
    },
  );

  app.delete(
    '/users/:id',
    { config: { oplog: { action: 'delete', resource: 'user', lookup: lookupName('users', 'user_name', param('id')) }, access: USERS }, schema: { tags, params: UserIdParamsSchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } } },
    async (request) => {
      request.opTarget = `user:${request.params.id}`;
      await service.remove(request.scope, request.params.id);
      app.bus.emit('rights', { userIds: [request.params.id] });
      return ok(request, null);
    },
  );

  // Own profile with a session only; another user's needs 9002, checked in the service.
  app.post(
    '/users/findUserinfo',
    { config: { readOnly: true }, schema: { tags, body: FindUserinfoSchema, response: { 200: Envelope(UserProfileSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.profile(request.scope, request.body.userId)),
  );

  app.get(
    '/users/findUsers',
    {
      config: { access: USER_PICKERS },
      schema: { tags, querystring: FindUsersQuerySchema, response: { 200: Envelope(Type.Array(UserOptionSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.options(request.scope, request.query)),
  );

  app.post(
    '/userManage',
    { config: { oplog: { action: (r) => ((r.body as { action?: string } | undefined)?.action === 'password' ? 'change_password' : 'update'), resource: 'account', name: (r) => r.user?.userName } },
      validatorCompiler: discriminatedBody('action'),
      schema: { tags, body: UserManageSchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } },
    },
    async (request) => {
      request.opTarget = `user:${request.scope.user.id}`;
      const message = await manageOwnAccount(request.scope, request.body);
      // A new password ends the other sessions of the account.
      app.bus.emit('rights', { userIds: [request.scope.user.id] });
      return ok(request, null, message);
    },
  );
};
