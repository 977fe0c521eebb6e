import { searchProducts } from '../../../api/products';
import { useRequest } from '../../../hooks/use-request';
import { PAGE_SIZE_MAX } from '../../../../shared/contract/paging';
import { CrudPage } from '../../../components/crud/crud-page';
import type { InventorySearch } from '../../../api/inventory';
import { InventoryFilters } from './components/inventory-filters';
import { InventoryFormModal } from './components/inventory-form-modal';
import { RemainingSummary } from './components/remaining-summary';
import { InventoryExportButton } from './inventory-export-button';
import { INVENTORY_CRUD } from './inventory-crud';
import './inventory-i18n';

/**
 * /data/inventory (7005): inventory records of catalogue products, with the remaining stock of
 * each record and of each product; deleting moves a record to the recycle bin shown by the toggle.
 */
export default function InventoryPage() {
  // The picker's choices: the live catalogue (one page of the largest size is the whole of it in practice).
  const products = useRequest(() => searchProducts({ pageSize: PAGE_SIZE_MAX }).then((r) => r.rows));
  return (
    <CrudPage
      decl={INVENTORY_CRUD}
      slots={{
        filters: (onQuery, _rows, filter) => <InventoryFilters products={products.data ?? []} onChange={(next) => onQuery({ ...filter, ...next })} />,
        children: ({ data, deleted }) => !deleted && <RemainingSummary rows={data?.remaining ?? []} />,
        extra: ({ data, deleted, filter }) => !deleted && <InventoryExportButton filter={{ ...(filter as InventorySearch), deleted: false }} disabled={!data?.total} />,
        form: ({ row, onClose, onSaved }) => <InventoryFormModal record={row} products={products.data ?? []} onClose={onClose} onSaved={onSaved} />,
      }}
    />
  );
}
