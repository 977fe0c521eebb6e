import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answerManage } from '../../http/manage-route';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { MANAGE_OPLOG_ACTIONS } from '../../../shared/contract/manage-body';
import { INVENTORY_ENDPOINTS } from '../../../shared/contract/api/inventory';
import { body, byBody, firstOf } from '../../http/oplog';
import * as service from './service';

const tags = ['inventory'];

/** A stored record is named by its product and factory number (from the answer); a delete or restore by its ids. */
const recordName = (_request: unknown, data: unknown) => {
  const row = data as { product_name?: string; factory_no?: string } | undefined;
  return row?.product_name ? `${row.product_name} ${row.factory_no ?? ''}`.trim() : undefined;
};

/**
 * POST /inventoryManage (7005): inventory records (a product's import and export, remaining
 * stock, responsible person, phone, factory number) with the spec's rules; search answers the
 * remaining stock per product too. Needs app.database, the session plugin and the products module's lookup.
 */
export const inventoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const entry = INVENTORY_ENDPOINTS.manage;
  app.post(
    entry.path,
    {
      config: {
        ...routeAccess(entry),
        oplog: { action: byBody('type', MANAGE_OPLOG_ACTIONS), resource: 'inventory_record', name: firstOf(recordName, body('ids')) },
      },
      schema: routeSchema(entry, { tags }),
    },
    async (request) => answerManage(request, request.body, service, 'inventory', { added: 'inventory_added', updated: 'inventory_updated', deleted: 'inventory_deleted', restored: 'inventory_restored' }),
  );
};
