import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RequestScope } from '../../auth/request-scope';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES, PageQuery } from '../../../shared/contract/envelope';
import './notifications-table';

const NotificationSchema = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Union([Type.Integer(), Type.Null()]),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  channel: Type.String({ description: 'rule (rule output / users to notify), email, sms, phone, wechat (log deliveries)' }),
  recipient: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  body: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  read_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

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

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        querystring: Type.Object({ ...PageQuery, unread: Type.Optional(Type.Boolean()) }),
        response: {
          200: Envelope(Type.Object({ rows: Type.Array(NotificationSchema), total: Type.Integer(), unread: Type.Integer() })),
          ...ERROR_RESPONSES,
        },
      },
    },
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
    '/notifications/read',
    { config: { oplog: false },
      schema: {
        tags: ['notifications'],
        body: Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }) }),
        response: { 200: Envelope(Type.Object({ updated: Type.Integer() })), ...ERROR_RESPONSES },
      },
    },
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
