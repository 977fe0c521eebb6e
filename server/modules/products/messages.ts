import { registerMessages } from '../../i18n/messages';

registerMessages({
  products_name_required: { 'zh-CN': '产品名称不能为空', 'en-US': 'Product name cannot be empty' },
  products_name_taken: { 'zh-CN': '产品名称“{name}”已存在', 'en-US': 'A product named "{name}" already exists' },
  products_not_found: { 'zh-CN': '产品不存在', 'en-US': 'Product not found' },
  products_deleted: { 'zh-CN': '该产品已在回收站中，请先恢复', 'en-US': 'This product is in the recycle bin; restore it first' },
  products_tenant_fixed: { 'zh-CN': '产品所属企业不能修改', 'en-US': "A product's company cannot be changed" },
  products_added: { 'zh-CN': '添加成功', 'en-US': 'Added successfully' },
  products_updated: { 'zh-CN': '修改成功', 'en-US': 'Modified successfully' },
  products_deleted_ok: { 'zh-CN': '已移入回收站', 'en-US': 'Moved to the recycle bin' },
  products_restored: { 'zh-CN': '已从回收站恢复', 'en-US': 'Restored from the recycle bin' },
});
