import { INVENTORY_ENDPOINTS, type InventoryRow, type InventorySearchResult, type Remaining } from '../../shared/contract/api/inventory';
import type { CallOptions } from './call';
import { manage, type ManageInput } from './manage';

export type { InventoryRow, InventorySearchResult, Remaining };
export type InventorySearch = ManageInput<typeof INVENTORY_ENDPOINTS.manage, 'search'>;
export type InventoryInput = ManageInput<typeof INVENTORY_ENDPOINTS.manage, 'add'>;

const inventory = manage(INVENTORY_ENDPOINTS.manage);

/** POST /inventoryManage {type: search}: a page of records, the total, and the remaining stock per product. */
export function searchInventory(query: InventorySearch, options?: CallOptions) {
  return inventory.search(query, options);
}

export function addInventory(input: InventoryInput) {
  return inventory.add(input);
}

export function updateInventory(id: number, input: InventoryInput) {
  return inventory.update({ id, ...input });
}

/** To the recycle bin. */
export function deleteInventory(ids: number[]) {
  return inventory.remove(ids);
}

export function restoreInventory(ids: number[]) {
  return inventory.restore(ids);
}
