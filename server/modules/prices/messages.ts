import { registerMessages } from '../../i18n/messages';

registerMessages({
  prices_not_found: { 'zh-CN': '价格记录不存在', 'en-US': 'Price row not found' },
  prices_deleted: { 'zh-CN': '该价格记录已在回收站中，请先恢复', 'en-US': 'This price row is in the recycle bin; restore it first' },
  prices_tenant_fixed: { 'zh-CN': '价格记录所属企业不能修改', 'en-US': "A price row's company cannot be changed" },
  prices_range_order: { 'zh-CN': '开始日期不能晚于结束日期', 'en-US': 'The start date cannot be after the end date' },
  prices_range_long: { 'zh-CN': '查询范围最长 {days} 天', 'en-US': 'The range can be at most {days} days' },
  prices_added: { 'zh-CN': '添加成功', 'en-US': 'Added successfully' },
  prices_updated: { 'zh-CN': '修改成功', 'en-US': 'Modified successfully' },
  prices_deleted_ok: { 'zh-CN': '已移入回收站', 'en-US': 'Moved to the recycle bin' },
  prices_restored: { 'zh-CN': '已从回收站恢复', 'en-US': 'Restored from the recycle bin' },
  // The import: what is wrong with the file, then with a row (the row and the field named).
  prices_import_missing: { 'zh-CN': '请选择要导入的文件', 'en-US': 'Choose a file to import' },
  prices_import_too_large: { 'zh-CN': '文件不能超过 {limit} MB', 'en-US': 'The file cannot be larger than {limit} MB' },
  prices_import_header: { 'zh-CN': '第 1 行缺少列：{columns}', 'en-US': 'Row 1 lacks the columns: {columns}' },
  prices_import_empty: { 'zh-CN': '文件中没有价格数据', 'en-US': 'The file holds no price rows' },
  prices_import_too_many: { 'zh-CN': '一次最多导入 {max} 行', 'en-US': 'At most {max} rows can be imported at once' },
  prices_import_refused: {
    'zh-CN': '第 {row} 行：{message}（共 {count} 处错误，未导入任何数据）',
    'en-US': 'Row {row}: {message} ({count} errors in all; nothing was imported)',
  },
  prices_import_done: { 'zh-CN': '导入成功', 'en-US': 'Imported successfully' },
  prices_import_preview: { 'zh-CN': '预览完成', 'en-US': 'Preview ready' },
  prices_row_required: { 'zh-CN': '不能为空', 'en-US': 'is required' },
  prices_row_too_long: { 'zh-CN': '最多 {limit} 个字符', 'en-US': 'must be at most {limit} characters' },
  prices_row_price: { 'zh-CN': '应为大于 0 的数字', 'en-US': 'must be a number above 0' },
  prices_row_price_max: { 'zh-CN': '不能大于 {max}', 'en-US': 'cannot be more than {max}' },
  prices_row_date: { 'zh-CN': '应为有效日期（如 2026-03-02）', 'en-US': 'must be a valid date (YYYY-MM-DD)' },
});
