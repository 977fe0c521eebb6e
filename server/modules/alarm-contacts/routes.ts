import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { ALARM_CONTACT_ENDPOINTS } from '../../../shared/contract/api/alarm-contacts';
import * as service from './service';
import { body, lookupName, param } from '../../http/oplog';

const tags = ['alarm-contacts'];

/**
 * Alarm contacts of a company (8002): GET /alarmContacts (paged), POST /alarmContacts,
 * PUT /alarmContacts/:id, DELETE /alarmContacts/:id. Rules address their phone, SMS, WeChat and
 * e-mail actions to these contacts. Needs app.database.
 */
export const alarmContactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { list, create, update, remove } = ALARM_CONTACT_ENDPOINTS;
  const lookup = lookupName('alarm_contacts', 'name', param('id'));

  app.get(list.path, { config: routeAccess(list), schema: routeSchema(list, { tags }) }, async (request) => ok(request, await service.list(request.scope, request.query)));

  app.post(
    create.path,
    { config: { ...routeAccess(create), oplog: { action: 'create', resource: 'alarm_contact', name: body('name') } }, schema: routeSchema(create, { tags }) },
    async (request) => ok(request, await service.create(request.scope, request.body), 'contacts_added'),
  );

  app.put(
    update.path,
    { config: { ...routeAccess(update), oplog: { action: 'update', resource: 'alarm_contact', lookup } }, schema: routeSchema(update, { tags }) },
    async (request) => {
      request.opTarget = `alarm-contact:${request.params.id}`;
      return ok(request, await service.update(request.scope, request.params.id, request.body), 'contacts_updated');
    },
  );

  app.delete(
    remove.path,
    { config: { ...routeAccess(remove), oplog: { action: 'delete', resource: 'alarm_contact', lookup } }, schema: routeSchema(remove, { tags }) },
    async (request) => {
      request.opTarget = `alarm-contact:${request.params.id}`;
      await service.remove(request.scope, request.params.id);
      return ok(request, null, 'contacts_deleted');
    },
  );
};
