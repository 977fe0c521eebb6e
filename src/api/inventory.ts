import type { InventoryManageBody, InventoryRow, InventorySearchResult, Remaining } from '../../shared/contract/api/inventory';
import type { ManageIdsResult } from '../../shared/contract/manage-body';
import { api, type RequestOptions } from './client';

export type { InventoryRow, InventorySearchResult, Remaining };
type Of<T extends InventoryManageBody['type']> = Omit<Extract<InventoryManageBody, { type: T }>, 'type'>;
export type InventorySearch = Of<'search'>;
export type InventoryInput = Of<'add'>;

const PATH = '/inventoryManage';

/** POST /inventoryManage {type: search}: a page of records, the total, and the remaining stock per product. */
export function searchInventory(query: InventorySearch, options?: RequestOptions) {
  return api.post<InventorySearchResult>(PATH, { type: 'search', ...query }, options);
}

export function addInventory(input: InventoryInput) {
  return api.post<InventoryRow>(PATH, { type: 'add', ...input });
}

export function updateInventory(id: number, input: InventoryInput) {
  return api.post<InventoryRow>(PATH, { type: 'update', id, ...input });
}

/** To the recycle bin. */
export function deleteInventory(ids: number[]) {
  return api.post<ManageIdsResult>(PATH, { type: 'delete', ids });
}

export function restoreInventory(ids: number[]) {
  return api.post<ManageIdsResult>(PATH, { type: 'restore', ids });
}
