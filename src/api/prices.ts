import { PRICE_ENDPOINTS, type PriceImportResult, type PriceProductBody, type PriceProductResult, type PriceRow, type PriceSeries } from '../../shared/contract/api/prices';
import { call, upload, type CallOptions } from './call';
import { manage, type ManageInput } from './manage';

export type { PriceImportResult, PriceProductResult, PriceRow, PriceSeries };
export type PriceSearch = ManageInput<typeof PRICE_ENDPOINTS.manage, 'search'>;
export type PriceInput = ManageInput<typeof PRICE_ENDPOINTS.manage, 'add'>;

const prices = manage(PRICE_ENDPOINTS.manage);

/** POST /priceProduct: the caller's price rows of a range with a trend per product and market. */
export function priceProduct(body: PriceProductBody, options?: CallOptions) {
  return call(PRICE_ENDPOINTS.product, { body }, options);
}

/** POST /priceManage {type: search}: a page of price rows (or the recycle bin with `deleted`). */
export function searchPrices(query: PriceSearch, options?: CallOptions) {
  return prices.search(query, options);
}

export function addPrice(input: PriceInput) {
  return prices.add(input);
}

export function updatePrice(id: number, input: PriceInput) {
  return prices.update({ id, ...input });
}

/** To the recycle bin. */
export function deletePrices(ids: number[]) {
  return prices.remove(ids);
}

export function restorePrices(ids: number[]) {
  return prices.restore(ids);
}

/**
 * POST /priceManage/import: without `confirm` a preview of every row and its problems; with it
 * all rows written, or a refusal naming the first bad row. The same file is sent both times.
 */
export function importPrices(file: Blob, fileName: string, query: { confirm?: boolean; tenant_id?: number } = {}) {
  return upload(PRICE_ENDPOINTS.import, file, fileName, { query });
}
