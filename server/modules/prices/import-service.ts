import type { RequestScope } from '../../auth/request-scope';
import { badRequest } from '../../http/app-error';
import { PRICE_IMPORT_MAX_ROWS, type PriceImportQuery, type PriceImportResult } from '../../../shared/contract/api/prices';
import { readSpreadsheet, type SheetLimits } from '../../core/spreadsheet-import/read-spreadsheet';
import { checkRows } from './import-rows';
import { insertPrices } from './repository';
import { valuesOf } from './service';
import './messages';

/**
 * What a price file may hold before it is parsed: twice the rows an import takes (blank rows
 * between them are skipped, not refused), ten columns of them (the seven read and a few of the
 * user's own).
 */
const FILE_LIMITS: SheetLimits = { maxRows: PRICE_IMPORT_MAX_ROWS * 2, maxCells: PRICE_IMPORT_MAX_ROWS * 2 * 10 };

/**
 * An uploaded price list: without `confirm` a preview (every row and every problem, nothing
 * written); with `confirm` all rows in one transaction, or, when any row is bad, a 400 naming the
 * first bad row and field and nothing written. The file is sent again to confirm, so what is
 * written is exactly what was checked, without keeping uploads on the server between the calls.
 */
export async function importPrices(scope: RequestScope, bytes: Buffer, fileName: string, query: PriceImportQuery): Promise<PriceImportResult> {
  const { rows, errors } = checkRows(await readSpreadsheet(bytes, fileName, FILE_LIMITS), scope.lang);
  if (!query.confirm) {
    // The company is checked in the preview too, so the admin hears "choose a company" before confirming.
    await scope.companyForNew(query.tenant_id);
    return { rows, errors, written: 0 };
  }
  if (errors.length > 0) {
    const [first] = errors;
    throw badRequest('prices_import_refused', { row: first.row, message: first.message, count: errors.length });
  }
  await scope.db.transaction().execute(async (trx) => {
    const tenantId = await scope.companyForNew(query.tenant_id, { db: trx });
    await insertPrices(trx, rows.map((row) => valuesOf(tenantId, { ...row, price: row.price ?? 0 })));
  });
  return { rows, errors: [], written: rows.length };
}
