import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answerManage } from '../../http/manage-route';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { MANAGE_OPLOG_ACTIONS } from '../../../shared/contract/manage-body';
import { InventoryManageBodySchema, InventoryManageResultSchema } from '../../../shared/contract/api/inventory';
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
  app.post(
    '/inventoryManage',
    {
      config: {
        access: ROUTE_ACCESS.inventory,
        oplog: { action: byBody('type', MANAGE_OPLOG_ACTIONS), resource: 'inventory_record', name: firstOf(recordName, body('ids')) },
      },
      schema: { tags, body: InventoryManageBodySchema, response: { 200: Envelope(InventoryManageResultSchema), ...ERROR_RESPONSES } },
    },
    async (request) => answerManage(request, request.body, service, 'inventory', { added: 'inventory_added', updated: 'inventory_updated', deleted: 'inventory_deleted', restored: 'inventory_restored' }),
  );
};
