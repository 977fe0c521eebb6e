import { CrudPage } from '../../../components/crud/crud-page';
import { PRODUCT_ENDPOINTS, PRODUCT_LIMITS, type Product } from '../../../../shared/contract/api/products';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import { userDataCell } from '../../../lib/user-data';
import { manageApi } from '../../../components/crud/manage-api';
import type { CrudDecl } from '../../../components/crud/crud-decl';
import { registerTranslations } from '../../../i18n';
import { formatTime } from '../../../lib/format-time';

const time = formatTime;
const orDash = (v: string | null) => v || '-';

/**
 * The product catalogue (POST /productManage, 8010 to change) as the kit shows it: searched by
 * name or category, deleted to a recycle bin, its company chosen when adding where there is a choice.
 */
const PRODUCT_CRUD: CrudDecl<Product> = {
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

/** The catalogue's words in both languages; any it lacks are the kit's (crud.add, crud.binEmpty...). */
registerTranslations({
  'zh-CN': {
    product: {
      title: '产品管理',
      binTitle: '产品回收站',
      add: '添加产品',
      edit: '编辑产品',
      name: '产品名称',
      category: '产品类别',
      specification: '规格',
      unit: '单位',
      note: '备注',
      company: '所属企业',
      updatedAt: '更新时间',
      deletedAt: '删除时间',
      actions: '操作',
      delete: '删除',
      restore: '恢复',
      deleteConfirm: '将产品 {{name}} 移入回收站？',
      restoreConfirm: '恢复产品 {{name}}？',
      search: '名称或类别',
      showBin: '回收站',
      showLive: '返回产品列表',
      nameRequired: '产品名称不能为空',
      companyRequired: '请选择产品所属企业',
      added: '添加成功',
      modified: '修改成功',
      deleted: '已移入回收站',
      restored: '已从回收站恢复',
      empty: '暂无产品',
      binEmpty: '回收站为空',
    },
  },
  'en-US': {
    product: {
      title: 'Products',
      binTitle: 'Product recycle bin',
      add: 'Add product',
      edit: 'Edit product',
      name: 'Product name',
      category: 'Category',
      specification: 'Specification',
      unit: 'Unit',
      note: 'Note',
      company: 'Company',
      updatedAt: 'Updated',
      deletedAt: 'Deleted at',
      actions: 'Actions',
      delete: 'Delete',
      restore: 'Restore',
      deleteConfirm: 'Move product {{name}} to the recycle bin?',
      restoreConfirm: 'Restore product {{name}}?',
      search: 'Name or category',
      showBin: 'Recycle bin',
      showLive: 'Back to products',
      nameRequired: 'Product name cannot be empty',
      companyRequired: 'Choose the company of the product',
      added: 'Added successfully',
      modified: 'Modified successfully',
      deleted: 'Moved to the recycle bin',
      restored: 'Restored from the recycle bin',
      empty: 'No products yet',
      binEmpty: 'The recycle bin is empty',
    },
  },
});

/**
 * /system/product (8010): the product catalogue that inventory records and traceability batches
 * pick from. Deleting moves a product to the recycle bin shown by the toggle, where it can be restored.
 */
export default function ProductPage() {
  return <CrudPage decl={PRODUCT_CRUD} />;
}
