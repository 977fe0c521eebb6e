import { registerMessages } from '../../i18n/messages';
import { FARM_RESOURCES, type FieldDecl, type ResourceDecl } from '../../../shared/contract/farm';
import { invalidKey, rangeOf, requiredKey, textMax } from '../../../shared/contract/farm/schemas';

registerMessages({
  // Spec section 5 "Data entry": a time that conflicts with earlier entries is rejected (the wording datahis uses).
  farm_time_conflict: { 'zh-CN': '该时间与已有数据冲突（已有数据时间 {time}）', 'en-US': 'The time conflicts with an existing entry at {time}' },
  farm_stock_short: { 'zh-CN': '{item}库存不足：剩余 {stock} {unit}', 'en-US': 'Not enough {item} in stock: {stock} {unit} left' },
  farm_pond_short: { 'zh-CN': '池塘“{pond}”存量不足：剩余 {stock} 尾', 'en-US': 'Pond "{pond}" holds only {stock} fish' },
  farm_dose_required: { 'zh-CN': '选择药品时请填写用药量', 'en-US': 'Enter the dose of the chosen medicine' },
  farm_not_found: { 'zh-CN': '记录不存在', 'en-US': 'Record not found' },
  farm_stale_update: { 'zh-CN': '该记录在您编辑期间已被他人修改，请刷新后重新编辑', 'en-US': 'This record was changed by someone else since you opened it; reload it and edit again' },
  farm_deleted: { 'zh-CN': '该记录已在回收站中，请先恢复', 'en-US': 'This record is in the recycle bin; restore it first' },
  farm_tenant_fixed: { 'zh-CN': '所属企业不能修改', 'en-US': "A record's company cannot be changed" },
  farm_ledger_fixed: { 'zh-CN': '出入库记录不能修改或删除，请录入一笔反向出入库', 'en-US': 'Stock movements cannot be changed or deleted; record a correcting movement' },
  farm_added: { 'zh-CN': '添加成功', 'en-US': 'Added successfully' },
  farm_updated: { 'zh-CN': '修改成功', 'en-US': 'Modified successfully' },
  farm_deleted_ok: { 'zh-CN': '已移入回收站', 'en-US': 'Moved to the recycle bin' },
  farm_restored: { 'zh-CN': '已从回收站恢复', 'en-US': 'Restored from the recycle bin' },
  farm_base_not_found: { 'zh-CN': '基地不存在', 'en-US': 'Base not found' },
  farm_base_has_ponds: { 'zh-CN': '基地“{name}”下还有池塘，请先删除池塘', 'en-US': 'Base "{name}" still has ponds; delete them first' },
  farm_base_name_required: { 'zh-CN': '基地名称不能为空', 'en-US': 'Base name cannot be empty' },
  farm_pond_not_found: { 'zh-CN': '池塘不存在', 'en-US': 'Pond not found' },
  farm_pond_has_records: { 'zh-CN': '池塘“{name}”已有生产记录，不能删除', 'en-US': 'Pond "{name}" has production records and cannot be deleted' },
});

/** "from 0 to 100 kg" in each language. */
const range = (field: FieldDecl) => {
  const { min, max } = rangeOf(field);
  const unit = field.unit ? ` ${field.unit}` : '';
  return { zh: `${min} 至 ${max}${unit}`, en: `from ${min} to ${max}${unit}` };
};

function invalidText(field: FieldDecl): { 'zh-CN': string; 'en-US': string } {
  const { zh, en } = field.label;
  switch (field.kind) {
    case 'text':
    case 'longtext':
      return { 'zh-CN': `${zh}最多 ${textMax(field)} 个字符`, 'en-US': `${en} must be at most ${textMax(field)} characters` };
    case 'number':
      return { 'zh-CN': `${zh}应为 ${range(field).zh} 之间的数`, 'en-US': `${en} must be a number ${range(field).en}` };
    case 'integer':
      return { 'zh-CN': `${zh}应为 ${range(field).zh} 之间的整数`, 'en-US': `${en} must be a whole number ${range(field).en}` };
    case 'date':
      return { 'zh-CN': `${zh}应为日期（YYYY-MM-DD）`, 'en-US': `${en} must be a date (YYYY-MM-DD)` };
    case 'time':
      return { 'zh-CN': `${zh}应为时间（YYYY-MM-DD HH:mm）`, 'en-US': `${en} must be a time (YYYY-MM-DD HH:mm)` };
    case 'choice': {
      const choices = field.choices ?? [];
      return { 'zh-CN': `${zh}只能为${choices.map((c) => c.label.zh).join('、')}`, 'en-US': `${en} must be one of ${choices.map((c) => c.label.en).join(', ')}` };
    }
    default:
      return { 'zh-CN': `${zh}不合法`, 'en-US': `${en} is invalid` };
  }
}

/** Each field's own refusals, in both languages, from its declaration. */
export function registerDeclMessages(decl: ResourceDecl): void {
  const entries: Record<string, { 'zh-CN': string; 'en-US': string }> = {};
  for (const field of decl.fields) {
    entries[requiredKey(decl, field)] = { 'zh-CN': `${field.label.zh}不能为空`, 'en-US': `${field.label.en} cannot be empty` };
    entries[invalidKey(decl, field)] = invalidText(field);
  }
  registerMessages(entries);
}

FARM_RESOURCES.forEach(registerDeclMessages);
