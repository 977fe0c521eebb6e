import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { body } from '../../http/oplog';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import {
  RecordAddBodySchema, SuggestionAddBodySchema, SuggestionListQuerySchema, SuggestionListSchema, SuggestionSchema,
  SuggestionStatusBodySchema, TicketAddBodySchema, TicketDeleteBodySchema, TicketListSchema, TicketManageQuerySchema,
  TicketSchema, TicketSearchQuerySchema, TicketUpdateBodySchema,
} from '../../../shared/contract/api/service';
import { Type } from 'typebox';
import * as tickets from './tickets';
import * as suggestions from './suggestions';
import { chatRoutes } from './chat/routes';
import { photoRoutes } from './photo-routes';

const tags = ['service'];
const ticketNo = (_request: FastifyRequest, data: unknown) => (data as { aftersale_no?: string } | undefined)?.aftersale_no;
const suggestNo = (_request: FastifyRequest, data: unknown) => (data as { suggest_no?: string } | undefined)?.suggest_no;
/** A step of a ticket: accepting is its own word in the log, the rest are changes. */
const stepAction = (request: FastifyRequest) => ((request.body as { newDate?: { status?: string } } | undefined)?.newDate?.status === 'accepted' ? 'accept' : 'update');

/**
 * After-sales tickets (/afterSale/*: customers with 10001 open, follow, withdraw and close with a
 * rating; staff with 10002 accept, assign, record maintenance and resolve) and suggestions
 * (/suggestions/*). Each step reaches the customer's company in the message center. Also the
 * ticket photos (photo-routes.ts) and the customer-service conversation (chat/routes.ts). Needs
 * app.database, app.bus and the session plugin.
 */
export const serviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const customer = ROUTE_ACCESS.serviceCustomer;
  const staff = ROUTE_ACCESS.serviceStaff;

  app.get('/afterSale/search', { config: { access: customer }, schema: { tags, querystring: TicketSearchQuerySchema, response: { 200: Envelope(TicketListSchema), ...ERROR_RESPONSES } } }, async (request) =>
    ok(request, await tickets.search(request.scope, request.query)),
  );
  app.get('/afterSale/manageSearch', { config: { access: staff }, schema: { tags, querystring: TicketManageQuerySchema, response: { 200: Envelope(TicketListSchema), ...ERROR_RESPONSES } } }, async (request) =>
    ok(request, await tickets.manageSearch(request.scope, request.query)),
  );
  app.post(
    '/afterSale/add',
    { config: { access: customer, oplog: { action: 'create', resource: 'aftersale_ticket', name: ticketNo } }, schema: { tags, body: TicketAddBodySchema, response: { 200: Envelope(TicketSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await tickets.add(request.scope, request.body), 'aftersale_added'),
  );
  app.post(
    '/afterSale/update',
    { config: { access: customer, oplog: { action: stepAction, resource: 'aftersale_ticket', name: body('oldDate.aftersale_no') } }, schema: { tags, body: TicketUpdateBodySchema, response: { 200: Envelope(TicketSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await tickets.update(request.scope, request.body), 'aftersale_updated'),
  );
  app.post(
    '/afterSale/addRecord',
    { config: { access: staff, oplog: { action: 'create', resource: 'maintenance_record', name: body('aftersale_no') } }, schema: { tags, body: RecordAddBodySchema, response: { 200: Envelope(TicketSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await tickets.addRecord(request.scope, request.body), 'aftersale_record_added'),
  );
  app.post(
    '/afterSale/delete',
    { config: { access: customer, oplog: { action: 'delete', resource: 'aftersale_ticket', name: body('aftersale_no') } }, schema: { tags, body: TicketDeleteBodySchema, response: { 200: Envelope(Type.Object({ aftersale_no: Type.String() })), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await tickets.remove(request.scope, request.body.aftersale_no), 'aftersale_deleted'),
  );

  app.get('/suggestions/list', { config: { access: customer }, schema: { tags, querystring: SuggestionListQuerySchema, response: { 200: Envelope(SuggestionListSchema), ...ERROR_RESPONSES } } }, async (request) =>
    ok(request, await suggestions.list(request.scope, request.query)),
  );
  app.post(
    '/suggestions/add',
    { config: { access: customer, oplog: { action: 'create', resource: 'suggestion', name: suggestNo } }, schema: { tags, body: SuggestionAddBodySchema, response: { 200: Envelope(SuggestionSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await suggestions.add(request.scope, request.body.content), 'suggestion_added'),
  );
  app.post(
    '/suggestions/updateStatus',
    { config: { access: staff, oplog: { action: 'update', resource: 'suggestion', name: body('suggest_no') } }, schema: { tags, body: SuggestionStatusBodySchema, response: { 200: Envelope(SuggestionSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await suggestions.updateStatus(request.scope, request.body), 'suggestion_updated'),
  );

  await app.register(photoRoutes);
  await app.register(chatRoutes);
};
