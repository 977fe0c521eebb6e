import type {
  PriceImportResult, PriceManageBody, PriceProductBody, PriceProductResult, PriceRow, PriceSeries,
} from '../../shared/contract/api/prices';
import type { ManageIdsResult } from '../../shared/contract/manage-body';
import { api, type RequestOptions } from './client';

export type { PriceImportResult, PriceProductResult, PriceRow, PriceSeries };
type Of<T extends PriceManageBody['type']> = Omit<Extract<PriceManageBody, { type: T }>, 'type'>;
export type PriceSearch = Of<'search'>;
export type PriceInput = Of<'add'>;

const PATH = '/priceManage';

/** POST /priceProduct: the caller's price rows of a range with a trend per product and market. */
export function priceProduct(body: PriceProductBody, options?: RequestOptions) {
  return api.post<PriceProductResult>('/priceProduct', body, options);
}

/** POST /priceManage {type: search}: a page of price rows (or the recycle bin with `deleted`). */
export function searchPrices(query: PriceSearch, options?: RequestOptions) {
  return api.post<{ rows: PriceRow[]; total: number }>(PATH, { type: 'search', ...query }, options);
}

export function addPrice(input: PriceInput) {
  return api.post<PriceRow>(PATH, { type: 'add', ...input });
}

export function updatePrice(id: number, input: PriceInput) {
  return api.post<PriceRow>(PATH, { type: 'update', id, ...input });
}

/** To the recycle bin. */
export function deletePrices(ids: number[]) {
  return api.post<ManageIdsResult>(PATH, { type: 'delete', ids });
}

export function restorePrices(ids: number[]) {
  return api.post<ManageIdsResult>(PATH, { type: 'restore', ids });
}

/**
 * POST /priceManage/import: without `confirm` a preview of every row and its problems; with it
 * all rows written, or a refusal naming the first bad row. The same file is sent both times.
 */
export function importPrices(file: Blob, fileName: string, query: { confirm?: boolean; tenant_id?: number } = {}) {
  return api.upload<PriceImportResult>(`${PATH}/import`, file, fileName, { query });
}
