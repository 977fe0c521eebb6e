import { PRODUCT_ENDPOINTS, PRODUCT_LIMITS, type Product } from '../../../../shared/contract/api/products';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import { userDataCell } from '../../../lib/user-data';
import { manageApi } from '../../../components/crud/manage-api';
import type { CrudDecl } from '../../../components/crud/crud-decl';

const time = (v: string | null) => (v ? new Date(v).toLocaleString() : '-');
const orDash = (v: string | null) => v || '-';

/**
 * The product catalogue (POST /productManage, 8010 to change) as the kit shows it: searched by
 * name or category, deleted to a recycle bin, its company chosen when adding where there is a choice.
 */
export const PRODUCT_CRUD: CrudDecl<Product> = {
  messages: 'product',
  ids: 'product',
  api: manageApi<Product>(PRODUCT_ENDPOINTS.manage, { bin: true }),
  bin: true,
  pageSize: 10,
  access: { add: ROUTE_ACCESS.products, update: ROUTE_ACCESS.products, delete: ROUTE_ACCESS.products },
  nameOf: (product) => product.name,
  filters: [{ name: 'keyword', kind: 'search', label: 'search' }],
  columns: ({ t, deleted }) => [
    { title: t('product.name'), dataIndex: 'name', onCell: userDataCell },
    { title: t('product.category'), dataIndex: 'category', onCell: userDataCell, render: orDash },
    { title: t('product.specification'), dataIndex: 'specification', onCell: userDataCell, render: orDash },
    { title: t('product.unit'), dataIndex: 'unit', width: 90, onCell: userDataCell, render: orDash },
    { title: t('product.note'), dataIndex: 'note', ellipsis: true, onCell: userDataCell, render: orDash },
    { title: t('product.company'), dataIndex: 'tenant_name', onCell: userDataCell, render: orDash },
    deleted ? { title: t('product.deletedAt'), dataIndex: 'deleted_at', render: time } : { title: t('product.updatedAt'), dataIndex: 'updated_at', render: time },
  ],
  company: true,
  form: {
    fields: [
      { name: 'name', required: 'product.nameRequired', max: PRODUCT_LIMITS.name },
      { name: 'category', max: PRODUCT_LIMITS.category },
      { name: 'specification', max: PRODUCT_LIMITS.specification },
      { name: 'unit', max: PRODUCT_LIMITS.unit },
      { name: 'note', kind: 'area', max: PRODUCT_LIMITS.note },
    ],
  },
};
