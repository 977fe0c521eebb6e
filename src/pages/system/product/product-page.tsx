import { CrudPage } from '../../../components/crud/crud-page';
import { PRODUCT_CRUD } from './product-crud';
import './product-i18n';

/**
 * /system/product (8010): the product catalogue that inventory records and traceability batches
 * pick from. Deleting moves a product to the recycle bin shown by the toggle, where it can be restored.
 */
export default function ProductPage() {
  return <CrudPage decl={PRODUCT_CRUD} />;
}
