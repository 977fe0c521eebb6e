import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RequestScope } from '../../auth/request-scope';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { NOTIFICATION_ENDPOINTS } from '../../../shared/contract/api/notifications';
import './notifications-table';

/**
 * The rows a user sees: addressed to the user, or to nobody in particular in a company the user
 * sees. Read marks are per row (a company-wide row read by one person is read for the company).
 */
function visibleTo(scope: RequestScope) {
  return scope.db.selectFrom('notifications').where((eb) =>
    eb.or([
      eb('notifications.user_id', '=', scope.user.id),
      eb.and([
        eb('notifications.user_id', 'is', null),
        scope.whereTenant('notifications.tenant_id'),
      ]),
    ]),
  );
}

/**
 * The message center's notifications (rule outputs and `log` deliveries): GET /notifications
 * {page, pageSize, unread?} and POST /notifications/read {ids}. Session only, no access code.
 */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const { list, read } = NOTIFICATION_ENDPOINTS;
  const tags = ['notifications'];

  app.get(
    list.path,
    { config: routeAccess(list), schema: routeSchema(list, { tags }) },
    async (request) => {
      const { page = 1, pageSize = 20, unread } = request.query;
      const base = visibleTo(request.scope);
      const listed = unread ? base.where('read_at', 'is', null) : base;
      const [rows, total, unreadCount] = await Promise.all([
        listed.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
        listed.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        base.where('read_at', 'is', null).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok(request, { rows, total: Number(total.n), unread: Number(unreadCount.n) });
    },
  );

  app.post(
    read.path,
    { config: { ...routeAccess(read), oplog: false }, schema: routeSchema(read, { tags }) },
    async (request) => {
      const visible = visibleTo(request.scope).select('notifications.id').where('notifications.id', 'in', request.body.ids);
      const result = await db
        .updateTable('notifications')
        .set({ read_at: new Date() })
        .where('id', 'in', visible)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return ok(request, { updated: Number(result.numUpdatedRows) });
    },
  );
};
