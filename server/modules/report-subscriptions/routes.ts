import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { param } from '../../http/oplog';
import { REPORT_SUBSCRIPTION_ENDPOINTS } from '../../../shared/contract/api/report-subscriptions';
import * as service from './service';

const tags = ['report-subscriptions'];
const resource = 'report_subscription' as const;
/** A subscription is named by what it mails: "day device AW00001", "month site 7". */
const nameOf = (_request: unknown, data: unknown) => {
  const row = data as { period?: string; kind?: string; device_id?: string | null; site_id?: number | null } | undefined;
  return row?.kind ? `${row.period} ${row.kind} ${row.device_id ?? row.site_id}` : undefined;
};

/**
 * The caller's own report subscriptions (issue 36 item 4): GET, POST, PUT /:id, DELETE /:id under
 * /reportSubscriptions. Whoever may open a report may subscribe to it (the kind's codes are checked
 * by the service). Needs app.database, the session plugin, the datahis and sites modules.
 */
export const reportSubscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { list, create, update, remove } = REPORT_SUBSCRIPTION_ENDPOINTS;

  app.get(list.path, { config: routeAccess(list), schema: routeSchema(list, { tags }) }, async (request) => ok(request, await service.list(request.scope)));

  app.post(
    create.path,
    { config: { ...routeAccess(create), oplog: { action: 'create', resource, name: nameOf } }, schema: routeSchema(create, { tags }) },
    async (request) => ok(request, await service.create(request.scope, request.body), 'subscriptions_added'),
  );

  app.put(
    update.path,
    { config: { ...routeAccess(update), oplog: { action: 'update', resource, name: nameOf } }, schema: routeSchema(update, { tags }) },
    async (request) => {
      request.opTarget = `report-subscription:${request.params.id}`;
      return ok(request, await service.update(request.scope, request.params.id, request.body), 'subscriptions_updated');
    },
  );

  app.delete(
    remove.path,
    { config: { ...routeAccess(remove), oplog: { action: 'delete', resource, name: param('id') } }, schema: routeSchema(remove, { tags }) },
    async (request) => {
      request.opTarget = `report-subscription:${request.params.id}`;
      await service.remove(request.scope, request.params.id);
      return ok(request, null, 'subscriptions_deleted');
    },
  );
};
