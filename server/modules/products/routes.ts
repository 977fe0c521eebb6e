import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { answerManage, writesNeed } from '../../http/manage-route';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { MANAGE_OPLOG_ACTIONS } from '../../../shared/contract/manage-body';
import { PRODUCT_ENDPOINTS } from '../../../shared/contract/api/products';
import { body, byBody, firstOf, lookupName } from '../../http/oplog';
import * as service from './service';

const tags = ['products'];

/** The name as stored (trimmed), from the answer of an add or update; a delete or restore is named by the lookup. */
const storedName = (_request: FastifyRequest, data: unknown) => (data as { name?: string } | undefined)?.name;

/**
 * POST /productManage (8010): the product catalogue of a company that inventory records and
 * traceability batches pick from; search (recycle bin with `deleted`), add, update, delete (to
 * the recycle bin) and restore. Needs app.database and the session plugin.
 */
export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const entry = PRODUCT_ENDPOINTS.manage;
  app.post(
    entry.path,
    {
      config: {
        ...routeAccess(entry),
        oplog: { action: byBody('type', MANAGE_OPLOG_ACTIONS), resource: 'product', name: storedName, lookup: lookupName('products', 'name', firstOf(body('ids'), body('id'))) },
      },
      preValidation: writesNeed(ROUTE_ACCESS.products),
      schema: routeSchema(entry, { tags }),
    },
    async (request) => answerManage(request, request.body, service, 'products', { added: 'products_added', updated: 'products_updated', deleted: 'products_deleted_ok', restored: 'products_restored' }),
  );
};
