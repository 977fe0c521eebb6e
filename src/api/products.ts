import { PRODUCT_ENDPOINTS, type Product } from '../../shared/contract/api/products';
import type { CallOptions } from './call';
import { manage, type ManageInput } from './manage';

export type { Product };
export type ProductSearch = ManageInput<typeof PRODUCT_ENDPOINTS.manage, 'search'>;
export type ProductInput = ManageInput<typeof PRODUCT_ENDPOINTS.manage, 'add'>;

const products = manage(PRODUCT_ENDPOINTS.manage);

/** POST /productManage {type: search}: a page of the catalogue (or its recycle bin with `deleted`). */
export function searchProducts(query: ProductSearch, options?: CallOptions) {
  return products.search(query, options);
}

export function addProduct(input: ProductInput) {
  return products.add(input);
}

export function updateProduct(id: number, input: ProductInput) {
  return products.update({ id, ...input });
}

/** To the recycle bin. */
export function deleteProducts(ids: number[]) {
  return products.remove(ids);
}

export function restoreProducts(ids: number[]) {
  return products.restore(ids);
}
