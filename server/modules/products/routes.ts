import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { forbidden } from '../../http/app-error';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { MANAGE_OPLOG_ACTIONS } from '../../../shared/contract/manage-body';
import { ProductManageBodySchema, ProductManageResultSchema } from '../../../shared/contract/api/products';
import { body, byBody, firstOf, lookupName } from '../../http/oplog';
import * as service from './service';

const tags = ['products'];

/** The name as stored (trimmed), from the answer of an add or update; a delete or restore is named by the lookup. */
const storedName = (_request: FastifyRequest, data: unknown) => (data as { name?: string } | undefined)?.name;

/**
 * The route admits the pickers' codes (productsRead) so inventory and tracing can search the
 * catalogue; every other type needs the catalogue's own code. Checked before the body is
 * validated, so a reader learns nothing from a mutation's error and its attempt is logged as 403.
 */
async function mutationsNeedCatalogueCode(request: FastifyRequest) {
  const type = (request.body as { type?: unknown } | undefined)?.type;
  if (type !== 'search' && !request.scope.holds(ROUTE_ACCESS.products)) throw forbidden();
}

/**
 * POST /productManage (8010): the product catalogue of a company that inventory records and
 * traceability batches pick from; search (recycle bin with `deleted`), add, update, delete (to
 * the recycle bin) and restore. Needs app.database and the session plugin.
 */
export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/productManage',
    {
      config: {
        access: ROUTE_ACCESS.productsRead,
        oplog: { action: byBody('type', MANAGE_OPLOG_ACTIONS), resource: 'product', name: storedName, lookup: lookupName('products', 'name', firstOf(body('ids'), body('id'))) },
      },
      preValidation: mutationsNeedCatalogueCode,
      schema: { tags, body: ProductManageBodySchema, response: { 200: Envelope(ProductManageResultSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      const input = request.body;
      const scope = request.scope;
      switch (input.type) {
        case 'search':
          return ok(request, await service.search(scope, input));
        case 'add':
          return ok(request, await service.add(scope, input), 'products_added');
        case 'update':
          request.opTarget = `product:${input.id}`;
          return ok(request, await service.update(scope, input), 'products_updated');
        case 'delete':
          request.opTarget = `products:${input.ids.join(',')}`;
          return ok(request, await service.setDeleted(scope, input.ids, true), 'products_deleted_ok');
        case 'restore':
          request.opTarget = `products:${input.ids.join(',')}`;
          return ok(request, await service.setDeleted(scope, input.ids, false), 'products_restored');
      }
    },
  );
};
