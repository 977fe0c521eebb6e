import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES, OkEmpty, Paged } from '../../../shared/contract/envelope';
import {
  ContactCreateSchema,
  ContactIdParamsSchema,
  ContactListQuerySchema,
  ContactSchema,
  ContactUpdateSchema,
} from '../../../shared/contract/api/alarm-contacts';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import * as service from './service';
import { body, lookupName, param } from '../../http/oplog';

const ACCESS = ROUTE_ACCESS.alarmContacts;
const tags = ['alarm-contacts'];

/**
 * Alarm contacts of a company (8002): GET /alarmContacts (paged), POST /alarmContacts,
 * PUT /alarmContacts/:id, DELETE /alarmContacts/:id. Rules address their phone, SMS, WeChat and
 * e-mail actions to these contacts. Needs app.database.
 */
export const alarmContactRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/alarmContacts',
    { config: { access: ACCESS }, schema: { tags, querystring: ContactListQuerySchema, response: { 200: Envelope(Paged(ContactSchema)), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.list(request.scope, request.query)),
  );

  app.post(
    '/alarmContacts',
    { config: { oplog: { action: 'create', resource: 'alarm_contact', name: body('name') }, access: ACCESS }, schema: { tags, body: ContactCreateSchema, response: { 200: Envelope(ContactSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.create(request.scope, request.body), 'contacts_added'),
  );

  app.put(
    '/alarmContacts/:id',
    {
      config: { oplog: { action: 'update', resource: 'alarm_contact', lookup: lookupName('alarm_contacts', 'name', param('id')) }, access: ACCESS },
      schema: { tags, params: ContactIdParamsSchema, body: ContactUpdateSchema, response: { 200: Envelope(ContactSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      request.opTarget = `alarm-contact:${request.params.id}`;
      return ok(request, await service.update(request.scope, request.params.id, request.body), 'contacts_updated');
    },
  );

  app.delete(
    '/alarmContacts/:id',
    { config: { oplog: { action: 'delete', resource: 'alarm_contact', lookup: lookupName('alarm_contacts', 'name', param('id')) }, access: ACCESS }, schema: { tags, params: ContactIdParamsSchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } } },
    async (request) => {
      request.opTarget = `alarm-contact:${request.params.id}`;
      await service.remove(request.scope, request.params.id);
      return ok(request, null, 'contacts_deleted');
    },
  );
};
