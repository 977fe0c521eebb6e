import { Typography } from 'antd';
import { deleteInventory, restoreInventory, searchInventory, type InventoryRow, type InventorySearch, type InventorySearchResult } from '../../../api/inventory';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import { userDataCell } from '../../../lib/user-data';
import type { CrudDecl } from '../../../components/crud/crud-decl';

/**
 * Inventory records (POST /inventoryManage, 7005) as the kit shows them: each with what remains of
 * it, deleted to a recycle bin. The page adds its filters, the remaining stock of each product, its
 * export and its form (every field checked with the spec's inventory rules).
 */
export const INVENTORY_CRUD: CrudDecl<InventoryRow, InventorySearchResult> = {
  messages: 'inventory',
  ids: 'inventory',
  bin: true,
  pageSize: 10,
  api: {
    search: ({ filter, page, pageSize, deleted }, options) => searchInventory({ ...(filter as InventorySearch), page, pageSize, deleted }, options),
    remove: (rows) => deleteInventory(rows.map((r) => r.id)),
    restore: (rows) => restoreInventory(rows.map((r) => r.id)),
  },
  access: { add: ROUTE_ACCESS.inventory, update: ROUTE_ACCESS.inventory, delete: ROUTE_ACCESS.inventory },
  nameOf: (row) => row.factory_no,
  columns: ({ t }) => [
    { title: t('inventory.product'), dataIndex: 'product_name', onCell: userDataCell },
    { title: t('inventory.importNum'), dataIndex: 'import_num', align: 'right' },
    { title: t('inventory.importDate'), dataIndex: 'import_date' },
    { title: t('inventory.exportNum'), dataIndex: 'export_num', align: 'right' },
    { title: t('inventory.exportDate'), dataIndex: 'export_date' },
    { title: t('inventory.remaining'), dataIndex: 'remaining', align: 'right', render: (v: number) => <Typography.Text strong>{v}</Typography.Text> },
    { title: t('inventory.person'), dataIndex: 'person', onCell: userDataCell },
    { title: t('inventory.phone'), dataIndex: 'phone' },
    { title: t('inventory.factoryNo'), dataIndex: 'factory_no' },
    { title: t('inventory.company'), dataIndex: 'tenant_name', onCell: userDataCell, render: (v: string | null) => v ?? '-' },
  ],
};
