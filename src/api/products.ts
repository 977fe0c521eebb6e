import type { Product, ProductManageBody } from '../../shared/contract/api/products';
import type { ManageIdsResult } from '../../shared/contract/manage-body';
import { api, type RequestOptions } from './client';

export type { Product };
type Of<T extends ProductManageBody['type']> = Omit<Extract<ProductManageBody, { type: T }>, 'type'>;
export type ProductSearch = Of<'search'>;
export type ProductInput = Of<'add'>;

const PATH = '/productManage';

/** POST /productManage {type: search}: a page of the catalogue (or its recycle bin with `deleted`). */
export function searchProducts(query: ProductSearch, options?: RequestOptions) {
  return api.post<{ rows: Product[]; total: number }>(PATH, { type: 'search', ...query }, options);
}

export function addProduct(input: ProductInput) {
  return api.post<Product>(PATH, { type: 'add', ...input });
}

export function updateProduct(id: number, input: ProductInput) {
  return api.post<Product>(PATH, { type: 'update', id, ...input });
}

/** To the recycle bin. */
export function deleteProducts(ids: number[]) {
  return api.post<ManageIdsResult>(PATH, { type: 'delete', ids });
}

export function restoreProducts(ids: number[]) {
  return api.post<ManageIdsResult>(PATH, { type: 'restore', ids });
}
