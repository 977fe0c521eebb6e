import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { answerManage } from '../../http/manage-route';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { MANAGE_OPLOG_ACTIONS } from '../../../shared/contract/manage-body';
import { PRICE_ENDPOINTS } from '../../../shared/contract/api/prices';
import { body, byBody, firstOf, lookupName } from '../../http/oplog';
import { importRoutes } from './import-routes';
import * as service from './service';
import './seed';

const tags = ['prices'];

/** A row is named by product, market and day, as the list shows it. */
const rowName = (_request: FastifyRequest, data: unknown) => {
  const row = data as { product?: string; market?: string; date?: string } | undefined;
  return row?.product ? [row.product, row.market, row.date].join(' ') : undefined;
};

/**
 * Market price lists: POST /priceProduct (3007 and the big screens; spec section 7) answers the
 * rows and trends of a range; POST /priceManage (3007) searches, adds, updates, deletes (to the
 * recycle bin) and restores rows; POST /priceManage/import previews or writes an uploaded list.
 * Seeds two years of weekly demo prices. Needs app.database and the session plugin.
 */
export const priceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { product, manage } = PRICE_ENDPOINTS;
  app.post(product.path, { config: { ...routeAccess(product), readOnly: true }, schema: routeSchema(product, { tags }) }, async (request) =>
    ok(request, await service.priceProduct(request.scope, request.body)),
  );

  app.post(
    manage.path,
    {
      config: {
        ...routeAccess(manage),
        oplog: { action: byBody('type', MANAGE_OPLOG_ACTIONS), resource: 'price', name: rowName, lookup: lookupName('prices', 'product', firstOf(body('ids'), body('id'))) },
      },
      schema: routeSchema(manage, { tags }),
    },
    async (request) => answerManage(request, request.body, service, 'price', { added: 'prices_added', updated: 'prices_updated', deleted: 'prices_deleted_ok', restored: 'prices_restored' }),
  );

  await app.register(importRoutes);
};
