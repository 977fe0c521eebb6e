import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { body } from '../../http/oplog';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { SERVICE_ENDPOINTS } from '../../../shared/contract/api/service';
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
  const e = SERVICE_ENDPOINTS;
  app.get(e.myTickets.path, { config: routeAccess(e.myTickets), schema: routeSchema(e.myTickets, { tags }) }, async (request) => ok(request, await tickets.search(request.scope, request.query)));
  app.get(e.managedTickets.path, { config: routeAccess(e.managedTickets), schema: routeSchema(e.managedTickets, { tags }) }, async (request) =>
    ok(request, await tickets.manageSearch(request.scope, request.query)),
  );
  app.post(
    e.addTicket.path,
    { config: { ...routeAccess(e.addTicket), oplog: { action: 'create', resource: 'aftersale_ticket', name: ticketNo } }, schema: routeSchema(e.addTicket, { tags }) },
    async (request) => ok(request, await tickets.add(request.scope, request.body), 'aftersale_added'),
  );
  app.post(
    e.stepTicket.path,
    { config: { ...routeAccess(e.stepTicket), oplog: { action: stepAction, resource: 'aftersale_ticket', name: body('oldDate.aftersale_no') } }, schema: routeSchema(e.stepTicket, { tags }) },
    async (request) => ok(request, await tickets.update(request.scope, request.body), 'aftersale_updated'),
  );
  app.post(
    e.addRecord.path,
    { config: { ...routeAccess(e.addRecord), oplog: { action: 'create', resource: 'maintenance_record', name: body('aftersale_no') } }, schema: routeSchema(e.addRecord, { tags }) },
    async (request) => ok(request, await tickets.addRecord(request.scope, request.body), 'aftersale_record_added'),
  );
  app.post(
    e.deleteTicket.path,
    { config: { ...routeAccess(e.deleteTicket), oplog: { action: 'delete', resource: 'aftersale_ticket', name: body('aftersale_no') } }, schema: routeSchema(e.deleteTicket, { tags }) },
    async (request) => ok(request, await tickets.remove(request.scope, request.body.aftersale_no), 'aftersale_deleted'),
  );

  app.get(e.suggestions.path, { config: routeAccess(e.suggestions), schema: routeSchema(e.suggestions, { tags }) }, async (request) => ok(request, await suggestions.list(request.scope, request.query)));
  app.post(
    e.addSuggestion.path,
    { config: { ...routeAccess(e.addSuggestion), oplog: { action: 'create', resource: 'suggestion', name: suggestNo } }, schema: routeSchema(e.addSuggestion, { tags }) },
    async (request) => ok(request, await suggestions.add(request.scope, request.body.content), 'suggestion_added'),
  );
  app.post(
    e.suggestionStatus.path,
    { config: { ...routeAccess(e.suggestionStatus), oplog: { action: 'update', resource: 'suggestion', name: body('suggest_no') } }, schema: routeSchema(e.suggestionStatus, { tags }) },
    async (request) => ok(request, await suggestions.updateStatus(request.scope, request.body), 'suggestion_updated'),
  );

  await app.register(photoRoutes);
  await app.register(chatRoutes);
};
