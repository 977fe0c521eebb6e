import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { USER_ENDPOINTS } from '../../../shared/contract/api/users';
import { ACCOUNT_ENDPOINTS } from '../../../shared/contract/api/user-manage';
import { discriminatedBody } from '../../http/discriminated-body';
import { manageOwnAccount } from './user-manage-service';
import * as service from './service';
import { avatarRoutes } from './avatar-routes';
import { body, ifBody, lookupName, param } from '../../http/oplog';

const tags = ['users'];

/**
 * Users of the companies (spec section 7 "Auth, companies and users") and the caller's own
 * account (POST /userManage). Who sees whom is in server/auth/user-visibility.ts, reached through request.scope. Needs app.database.
 */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(avatarRoutes);
  const { list, save, resetPassword, remove, profile, options } = USER_ENDPOINTS;
  const account = ACCOUNT_ENDPOINTS.manage;

  app.get(
    list.path,
    { config: routeAccess(list), schema: routeSchema(list, { tags }) },
    async (request) => ok(request, await service.list(request.scope, request.query)),
  );

  app.post(
    save.path,
    { config: { ...routeAccess(save), oplog: { action: ifBody('id', 'update', 'create'), resource: 'user', name: body('user_name') } }, schema: routeSchema(save, { tags }) },
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
    resetPassword.path,
    {
      config: { ...routeAccess(resetPassword), oplog: { action: 'reset_password', resource: 'user', lookup: lookupName('users', 'user_name', body('userId')) } },
      schema: routeSchema(resetPassword, { tags }),
    },
    async (request) => {
      request.opTarget = `user:${request.body.userId}`;
      await service.resetPassword(request.scope, request.body.userId, request.body.pwd);
      app.bus.emit('rights', { userIds: [request.body.userId] });
      return ok(request, null);
    },
  );

  app.delete(
    remove.path,
    { config: { ...routeAccess(remove), oplog: { action: 'delete', resource: 'user', lookup: lookupName('users', 'user_name', param('id')) } }, schema: routeSchema(remove, { tags }) },
    async (request) => {
      request.opTarget = `user:${request.params.id}`;
      await service.remove(request.scope, request.params.id);
      app.bus.emit('rights', { userIds: [request.params.id] });
      return ok(request, null);
    },
  );

  // Own profile with a session only; another user's needs 9002, checked in the service.
  app.post(
    profile.path,
    { config: { ...routeAccess(profile), readOnly: true }, schema: routeSchema(profile, { tags }) },
    async (request) => ok(request, await service.profile(request.scope, request.body.userId)),
  );

  app.get(
    options.path,
    { config: routeAccess(options), schema: routeSchema(options, { tags }) },
    async (request) => ok(request, await service.options(request.scope, request.query)),
  );

  app.post(
    account.path,
    {
      config: {
        ...routeAccess(account),
        oplog: { action: (r) => ((r.body as { action?: string } | undefined)?.action === 'password' ? 'change_password' : 'update'), resource: 'account', name: (r) => r.user?.userName },
      },
      validatorCompiler: discriminatedBody('action'),
      schema: routeSchema(account, { tags }),
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
