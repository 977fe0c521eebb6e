import type { RequestScope } from '../../auth/request-scope';
import { badRequest } from '../../http/app-error';
import type { PriceImportQuery, PriceImportResult } from '../../../shared/contract/api/prices';
import { readCells } from './import-file';
import { checkRows } from './import-rows';
import { insertPrices } from './repository';
import { targetTenant, valuesOf } from './service';
import './messages';

/**
 * An uploaded price list: without `confirm` a preview (every row and every problem, nothing
 * written); with `confirm` all rows in one transaction, or, when any row is bad, a 400 naming the
 * first bad row and field and nothing written. The file is sent again to confirm, so what is
 * written is exactly what was checked, without keeping uploads on the server between the calls.
 */
export async function importPrices(scope: RequestScope, bytes: Buffer, fileName: string, query: PriceImportQuery): Promise<PriceImportResult> {
  const { rows, errors } = checkRows(await readCells(bytes, fileName), scope.lang);
  if (!query.confirm) {
    // The company is checked in the preview too, so the admin hears "choose a company" before confirming.
    await targetTenant(scope, query.tenant_id, scope.db);
    return { rows, errors, written: 0 };
  }
  if (errors.length > 0) {
    const [first] = errors;
    throw badRequest('prices_import_refused', { row: first.row, message: first.message, count: errors.length });
  }
  await scope.db.transaction().execute(async (trx) => {
    const tenantId = await targetTenant(scope, query.tenant_id, trx);
    await insertPrices(trx, rows.map((row) => valuesOf(tenantId, { ...row, price: row.price ?? 0 })));
  });
  return { rows, errors: [], written: rows.length };
}
