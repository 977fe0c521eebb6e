import type { Generated } from 'kysely';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { PRODUCT_ENDPOINTS } from '../../../shared/contract/api/products';
import { crudResource } from '../../http/crud-resource/declaration';
import '../../db/core-tables';

declare module '../../db/types' {
  interface DB {
    products: {
      id: Serial;
      tenant_id: number;
      name: string;
      category: string | null;
      specification: string | null;
      unit: string | null;
      note: string | null;
      created_at: Generated<Date>;
      updated_at: Generated<Date>;
      deleted_at: Date | null;
    };
  }
}

/**
 * POST /productManage (8010): the product catalogue of a company that inventory records and
 * traceability batches pick from (their codes may search it); names unique among a company's
 * live products; deleted products wait in the recycle bin.
 */
export default crudResource({
  entry: PRODUCT_ENDPOINTS.manage,
  table: 'products',
  columns: ['name', 'category', 'specification', 'unit', 'note'],
  keyword: ['name', 'category'],
  bin: true,
  unique: { column: 'name', message: 'products_name_taken' },
  writes: ROUTE_ACCESS.products,
  noun: { 'zh-CN': '产品', 'en-US': 'product' },
  messages: {
    products_name_required: { 'zh-CN': '产品名称不能为空', 'en-US': 'Product name cannot be empty' },
    products_name_taken: { 'zh-CN': '产品名称“{name}”已存在', 'en-US': 'A product named "{name}" already exists' },
  },
  oplog: { resource: 'product', name: 'name' },
  example: { name: 'Walked product', category: 'Fish', unit: 'kg' },
});
