import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { MANAGE_OPLOG_ACTIONS } from '../../../shared/contract/manage-body';
import { TRACING_ENDPOINTS } from '../../../shared/contract/api/tracing';
import { body, byBody, firstOf, lookupName } from '../../http/oplog';
import * as service from './service';
import { originOf, qrPng } from './public-service';
import { mediaRoutes } from './media-routes';
import { publicTracingRoutes } from './public-routes';

const tags = ['tracing'];

/**
 * Traceability (7004): POST /traceManage (search, add, update, delete to the recycle bin, restore),
 * the batch's QR code (GET /traceManage/qr), image and video upload, and the public query
 * (/tracing/search, no session). Needs app.database.
 */
export const tracingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { manage, sites, qr } = TRACING_ENDPOINTS;
  app.post(
    manage.path,
    {
      config: {
        ...routeAccess(manage),
        oplog: {
          action: byBody('type', MANAGE_OPLOG_ACTIONS),
          resource: 'trace_record',
          name: firstOf(body('batch_no'), body('ids')),
          lookup: lookupName('trace_records', 'batch_no', body('ids')),
        },
      },
      schema: routeSchema(manage, { tags }),
    },
    async (request) => {
      const { type } = request.body;
      if (type === 'update') request.opTarget = `trace-record:${request.body.id}`;
      if (type === 'delete' || type === 'restore') request.opTarget = `trace-records:${request.body.ids.join(',')}`;
      const data = await service.manage(request.scope, request.body);
      return ok(request, data, type === 'search' ? 'ok' : service.MANAGE_MESSAGES[type]);
    },
  );

  // The bases a batch may name, for the form's picker (the sites pages need other codes).
  app.get(
    sites.path,
    { config: routeAccess(sites), schema: routeSchema(sites, { tags }) },
    async (request) => ok(request, await service.siteOptions(request.scope)),
  );

  // A PNG to show, download (Content-Disposition) and print on labels.
  app.get(
    qr.path,
    { config: routeAccess(qr), schema: routeSchema(qr, { tags }) },
    async (request, reply) => {
      const { png, batchNo } = await qrPng(request.scope, request.query.id, originOf(request));
      return reply
        .type('image/png')
        .header('content-disposition', `attachment; filename="trace-${batchNo}.png"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(png);
    },
  );

  await app.register(mediaRoutes);
  await app.register(publicTracingRoutes);
};
