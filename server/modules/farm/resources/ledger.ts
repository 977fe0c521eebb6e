import type { RequestScope } from '../../../auth/request-scope';
import { badRequest } from '../../../http/app-error';
import { STOCK_MOVES, fieldOf } from '../../../../shared/contract/farm';
import { invalidKey } from '../../../../shared/contract/farm/schemas';
import { manageService } from '../registry/engine';
import { findRow, refUsable } from '../registry/repository';
import { moveStock } from '../stock/move';

const generic = manageService(STOCK_MOVES);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() || null : null);

/**
 * /stockManage: the movements ledger. Searching is the registry's; a receipt (in, usually from a
 * supplier) or an issue (out, usually to a pond) moves the item's stock; a movement is never
 * changed or deleted, a mistake is corrected by the opposite movement (the balance stays true).
 */
export const ledgerService = {
  search: generic.search,
  async add(scope: RequestScope, body: Record<string, unknown>) {
    return scope.db.transaction().execute(async (trx) => {
      const tenantId = await scope.companyForNew(body.tenant_id as number | undefined, { db: trx });
      for (const key of ['supplier_id', 'pond_id']) {
        const id = body[key];
        const field = fieldOf(STOCK_MOVES, key);
        if (typeof id === 'number' && !(await refUsable(trx, field, tenantId, id))) throw badRequest(invalidKey(STOCK_MOVES, field));
      }
      const quantity = body.quantity as number;
      const { moveId } = await moveStock(trx, {
        tenantId,
        itemId: body.item_id as number,
        delta: body.direction === 'in' ? quantity : -quantity,
        source: body.direction === 'in' ? 'receipt' : 'issue',
        sourceId: null,
        supplierId: (body.supplier_id as number | null | undefined) ?? null,
        pondId: (body.pond_id as number | null | undefined) ?? null,
        at: body.at as string,
        note: text(body.note),
        invalidItem: invalidKey(STOCK_MOVES, fieldOf(STOCK_MOVES, 'item_id')),
      });
      return findRow(trx, STOCK_MOVES, moveId);
    });
  },
  async update(): Promise<never> {
    throw badRequest('farm_ledger_fixed');
  },
  async setDeleted(): Promise<never> {
    throw badRequest('farm_ledger_fixed');
  },
};
